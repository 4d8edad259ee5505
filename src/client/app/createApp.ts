import { type Actor, type ActorOptions, type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { type MyWeddingsLists, myWeddingsMachine } from '../../../machines/myWeddingsMachine';
import { sessionMachine } from '../../../machines/sessionMachine';
import { ApiError } from '../../shared/apiError';
import type { User } from '../../shared/types';
import { type UsersApi, usersApi } from '../areas/account/usersApi';
import { weddingsApi } from '../areas/weddings/weddingsApi';
import type { Http, HttpDeps } from '../http/http';
import { clearSession, readSession, writeSession } from '../lib/sessionStore';
import { createSignals, followSession, realtimeSocketMachine, type SocketRef } from '../realtime/realtimeApp';
import type { RealtimeSignals } from '../realtime/socketConnection';
import type { Api, ApiParts } from './api';
import { appMachine, type MyWeddingsRef, type PageFetchRef, type SessionRef, type ToastRef } from './appMachine';
import { createParts } from './parts';
import type { MadeStores, StoreParts, Stores } from './stores';
import { systemIds } from './systemIds';

export interface AppServices {
  actor: Actor<typeof appMachine>;
  session: SessionRef;
  toast: ToastRef;
  pageFetch: PageFetchRef;
  http: Http;
  /** The session's own calls (made at start: the session needs them). */
  users: UsersApi;
  /** The API clients, each made when a page of its area first asks (`useApi`); machines get them through actors. */
  api: ApiParts;
  socket: SocketRef;
  myWeddings: MyWeddingsRef;
  /** The stores, each made when a page of its area first asks (`useStore`). */
  stores: StoreParts;
  /** The socket's ephemeral side: "is typing" in and out. */
  signals: RealtimeSignals;
}

export interface AppEnv {
  storage: Storage;
  navigate(to: string, options?: { replace?: boolean }): void;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

/**
 * The composition root: real implementations of every named side effect, wired once. The areas' stores and API
 * clients are not made here but by the first page that needs them (app/parts.ts), so that their code stays out of
 * the entry every route loads.
 */
export function createApp(env: AppEnv): AppServices {
  let session: SessionRef | undefined;
  let toast: ToastRef | undefined;

  const http = lazyHttp({
    getToken: () => session?.getSnapshot().context.token ?? null,
    getUser: () => session?.getSnapshot().context.user?.id ?? null,
    // What requests find of the network reaches the signed-in person's offline queue (issue 37; http.ts).
    offlineQueue: () => api,
    onUnauthorized: () => {
      if (!session?.getSnapshot().matches('loggedIn')) return;
      session.send({ type: 'session.expired' });
      toast?.send({
        type: 'toast.requested',
        toast: { type: 'info', title: 'Signed out', message: 'Your session has ended. Please sign in again.' },
      });
    },
  });
  const api = createParts<Api, Http>(() => http);
  const users = api.get(usersApi);
  const stores = createParts<Stores, MadeStores>((made) => made);
  const signals = createSignals(stores.made, () => session?.getSnapshot().context.user?.id ?? null);

  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actions: {
          persistSession: ({ context }) => writeSession(env.storage, { token: context.token, user: context.user }),
          clearPersistedSession: () => {
            clearSession(env.storage);
            // The day's copies and any changes still waiting are this person's: the next one finds nothing.
            api.made.offlineQueue?.send({ type: 'queue.cleared' });
            void import('../http/offlineCopies').then(
              (m) => m.forgetAll(),
              () => undefined,
            );
          },
          navigateHome: () => env.navigate('/', { replace: true }),
        },
        actors: {
          fetchProfile: fromPromise<User, { token: string }>(({ input }) => users.me(input.token)),
          revokeToken: fromPromise<void, { token: string }>(({ input }) => users.revoke(input.token)),
        },
      }),
      socket: realtimeSocketMachine({ stores: stores.made, session: () => session, toast: () => toast, signals }),
      myWeddings: myWeddingsMachine.provide({
        actors: {
          fetchMyWeddings: fromPromise<MyWeddingsLists, { userId: string }>(async () => {
            // In the entry rather than lazy: every signed-in page asks for these lists at once, and a chunk of its own
            // was one more round trip before the page's largest paint (bench/README.md, Lighthouse).
            const client = api.get(weddingsApi);
            const [weddings, invites] = await Promise.all([client.mine(), client.receivedInvites()]);
            return { weddings: weddings.results, invites: invites.results };
          }),
        },
      }),
    },
  });

  const actor = createActor(machine, { input: { session: readSession(env.storage) }, inspect: env.inspect });
  actor.start();
  session = actor.system.get(systemIds.session) as SessionRef;
  toast = actor.system.get(systemIds.toast) as ToastRef;
  const pageFetch = actor.system.get(systemIds.pageFetch) as PageFetchRef;
  const socket = actor.system.get(systemIds.socket) as SocketRef;
  const myWeddings = actor.system.get(systemIds.myWeddings) as MyWeddingsRef;
  followSession(session, socket, stores.made);
  followUser(session, myWeddings);
  return { actor, session, toast, pageFetch, http, users, api, socket, myWeddings, stores, signals };
}

/**
 * The HTTP client (http/http.ts, over ofetch), loaded at the first request: a signed-out visitor's page makes none, so
 * neither ofetch nor the client is in the entry every public page loads (budgets.json); the signed-in pages name its
 * chunk in their HTML (shared/appShells.ts).
 */
function lazyHttp(deps: HttpDeps): Http {
  let client: Promise<Http> | undefined;
  return (url, options) => {
    client ??= import('../http/http').then(
      (m) => m.createHttp(deps),
      () => {
        // The client's code did not arrive (offline): no answer, as for a request that went nowhere; asked again later.
        client = undefined;
        throw new ApiError(0, undefined);
      },
    );
    return client.then((request) => request(url, options));
  };
}

/** The user's lists follow the session's user: another user (or none) starts from empty lists. */
function followUser(session: SessionRef, myWeddings: MyWeddingsRef): void {
  const sync = () => myWeddings.send({ type: 'user.changed', userId: session.getSnapshot().context.user?.id ?? null });
  sync();
  session.subscribe(sync);
}
