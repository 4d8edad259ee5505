import { type ActorRefFrom, type AnyEventObject, fromCallback } from 'xstate';
import { type ConnectionInput, socketMachine } from '../../../machines/socketMachine';
import type { SessionRef, ToastRef } from '../app/appMachine';
import type { createDispatcher } from '../app/storeDispatch';
import { type MadeStores, resetStores } from '../app/stores';
import type { RealtimeSignals } from './socketConnection';

type Dispatch = ReturnType<typeof createDispatcher>;

/** ws(s)://host of the page, where the API (and /ws, /ws/run-sheet) lives. */
export function pageSocketBase(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
}

export type SocketRef = ActorRefFrom<typeof socketMachine>;

export interface RealtimeDeps {
  /** The stores made so far (app/parts.ts), which the socket's events are folded into. */
  stores: MadeStores;
  /** The app-wide actors; read when a message arrives, since they start with the root actor. */
  session(): SessionRef | undefined;
  toast(): ToastRef | undefined;
  /** ws(s)://host of the API; the page's own host by default. */
  socketBase?: () => string;
  signals: RealtimeSignals;
}

/**
 * The socket's ephemeral signals: "is typing" from others goes to the typing store (if a thread made it: a signal no
 * thread shows is dropped); frames go out while open.
 */
export function createSignals(stores: MadeStores, currentUserId: () => string | null): RealtimeSignals {
  let sender: ((frame: Parameters<RealtimeSignals['send']>[0]) => boolean) | null = null;
  return {
    received: ({ data }) => {
      if (data.user.id === currentUserId()) return;
      stores.typing?.trigger.started({
        thread: data.thread,
        user: data.user.id,
        name: data.user.first_name,
        at: Date.now(),
      });
    },
    send: (frame) => sender?.(frame) ?? false,
    attach: (send) => {
      sender = send;
    },
  };
}

/** The socket machine with its real side effects: the socket itself, the stores, the session and toasts. */
export function realtimeSocketMachine(deps: RealtimeDeps) {
  // Set when the live code has loaded, which is before the first connection opens: every message finds it.
  let dispatch: Dispatch | null = null;
  const socketBase = deps.socketBase ?? (() => pageSocketBase(window.location));
  return socketMachine.provide({
    actions: {
      applyMessage: (_, { message }) => {
        // A message the stores cannot fold is logged; it must not take the socket down (spec section 8).
        try {
          dispatch?.(message);
        } catch (error) {
          console.warn('realtime: could not apply a message', message, error);
        }
      },
      reportTokenRefused: () => deps.session()?.send({ type: 'profile.refresh' }),
      logError: ({ event }) => console.warn('realtime:', event),
    },
    actors: {
      // The connection and the folds are a chunk of their own (realtimeLive.ts), fetched when a session starts one.
      connection: fromCallback<AnyEventObject, ConnectionInput>(({ input, sendBack }) => {
        let close: (() => void) | null = null;
        let stopped = false;
        import('./realtimeLive').then(
          (live) => {
            if (stopped) return;
            dispatch ??= live.createDispatcher({
              stores: deps.stores,
              currentUserId: () => deps.session()?.getSnapshot().context.user?.id ?? null,
              toast: (toast) => deps.toast()?.send({ type: 'toast.requested', toast }),
              refreshProfile: () => deps.session()?.send({ type: 'profile.refresh' }),
              unreadChanged: (counts) => deps.session()?.send({ type: 'unread.changed', ...counts }),
              log: (message, detail) => console.warn(message, detail),
            });
            close = live.openSocketConnection({
              baseUrl: socketBase(),
              token: input.token,
              since: input.since,
              emit: sendBack,
              signals: deps.signals,
            });
          },
          // Without its code there is no socket: the machine gives up as after its last retry.
          (error: unknown) => {
            if (stopped) return;
            sendBack({ type: 'socket.error', error });
            sendBack({ type: 'socket.retriesExhausted' });
          },
        );
        return () => {
          stopped = true;
          close?.();
        };
      }),
    },
  });
}

/**
 * The socket follows the session: a sign-in (or a new token) opens a fresh socket, a sign-out closes it and empties
 * the stores made, so the next user never sees the last one's lists.
 */
export function followSession(session: SessionRef, socket: SocketRef, stores: MadeStores): () => void {
  let current: string | null = null;
  const sync = (token: string | null) => {
    if (token === current) return;
    current = token;
    if (token) {
      socket.send({ type: 'socket.connect', token });
    } else {
      socket.send({ type: 'socket.disconnect' });
      resetStores(stores);
    }
  };
  sync(session.getSnapshot().context.token);
  const subscription = session.subscribe((snapshot) => sync(snapshot.context.token));
  return () => subscription.unsubscribe();
}
