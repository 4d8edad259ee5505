import { type ActorRefFrom, setup } from 'xstate';
import { myWeddingsMachine } from '../../../machines/myWeddingsMachine';
import { pageFetchMachine } from '../../../machines/pageFetchMachine';
import { sessionMachine } from '../../../machines/sessionMachine';
import { socketMachine } from '../../../machines/socketMachine';
import { toastMachine } from '../../../machines/toastMachine';
import type { PersistedSession } from '../lib/sessionStore';
import { systemIds } from './systemIds';

/**
 * The root actor: it only owns the app-wide children, each reachable by systemId.
 * Their real side effects are given with `.provide()` in createApp.
 */
export const appMachine = setup({
  types: { input: {} as { session: PersistedSession }, context: {} as { session: PersistedSession } },
  actors: {
    session: sessionMachine,
    toast: toastMachine,
    pageFetch: pageFetchMachine,
    socket: socketMachine,
    myWeddings: myWeddingsMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ session: input.session }),
  invoke: [
    { src: 'session', id: systemIds.session, systemId: systemIds.session, input: ({ context }) => context.session },
    { src: 'toast', id: systemIds.toast, systemId: systemIds.toast },
    { src: 'pageFetch', id: systemIds.pageFetch, systemId: systemIds.pageFetch },
    { src: 'socket', id: systemIds.socket, systemId: systemIds.socket },
    { src: 'myWeddings', id: systemIds.myWeddings, systemId: systemIds.myWeddings },
  ],
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
export type ToastRef = ActorRefFrom<typeof toastMachine>;
export type PageFetchRef = ActorRefFrom<typeof pageFetchMachine>;
export type MyWeddingsRef = ActorRefFrom<typeof myWeddingsMachine>;
