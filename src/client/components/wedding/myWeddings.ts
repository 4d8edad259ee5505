import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { useCallback, useEffect } from 'react';
import type { ReceivedInvite, Wedding } from '../../../shared/weddings';
import { isCoupleRole } from '../../../shared/weddings';
import { useApp, useSessionUser } from '../../app/AppContext';
import type { AppServices } from '../../app/createApp';

export interface MyWeddingsContext {
  /** Whose lists these are; another user's are never shown, whatever the tab saw before. */
  userId: string | null;
  weddings: Wedding[] | null;
  invites: ReceivedInvite[] | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The latest request; an older answer arriving after a newer request is dropped. */
  request: number;
}

function createMyWeddingsStore() {
  return createStore({
    context: { userId: null, weddings: null, invites: null, status: 'idle', request: 0 } as MyWeddingsContext,
    on: {
      loading: (context, event: { userId: string }): MyWeddingsContext =>
        context.userId === event.userId
          ? { ...context, status: 'loading', request: context.request + 1 }
          : { userId: event.userId, weddings: null, invites: null, status: 'loading', request: context.request + 1 },
      loaded: (
        context,
        event: { userId: string; request: number; weddings: Wedding[]; invites: ReceivedInvite[] },
      ): MyWeddingsContext =>
        context.userId === event.userId && context.request === event.request
          ? { ...context, weddings: event.weddings, invites: event.invites, status: 'ready' }
          : context,
      // A failure is not retried on its own; the next refresh (a page that needs the list) asks again.
      failed: (context, event: { userId: string; request: number }): MyWeddingsContext =>
        context.userId === event.userId && context.request === event.request
          ? { ...context, status: 'failed' }
          : context,
    },
  });
}
export type MyWeddingsStore = ReturnType<typeof createMyWeddingsStore>;

// One store per app, made on first use, so the composition root needs no wedding wiring.
const perApp = new WeakMap<AppServices, MyWeddingsStore>();

export function useWeddings() {
  const app = useApp();
  let store = perApp.get(app);
  if (!store) {
    store = createMyWeddingsStore();
    perApp.set(app, store);
  }
  return { api: app.api.weddings, store };
}

/** The signed-in user's weddings and pending invitations, fetched once per user and on `refresh()`. */
export function useMyWeddings() {
  const { api, store } = useWeddings();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  // Several components show these lists: when each asks on mount, one request serves them all; a change the
  // user made (`refresh()`) always asks again, and only the newest answer is kept.
  const load = useCallback(
    async (force: boolean) => {
      if (!userId) return;
      const { context } = store.getSnapshot();
      if (!force && context.userId === userId && context.status === 'loading') return;
      store.trigger.loading({ userId });
      const request = store.getSnapshot().context.request;
      try {
        const [weddings, invites] = await Promise.all([api.mine(), api.receivedInvites()]);
        store.trigger.loaded({ userId, request, weddings: weddings.results, invites: invites.results });
      } catch {
        store.trigger.failed({ userId, request });
      }
    },
    [api, store, userId],
  );
  const refresh = useCallback(() => load(true), [load]);
  const mine = useSelector(store, (s) => s.context.userId === userId);
  const weddings = useSelector(store, (s) => (s.context.userId === userId ? s.context.weddings : null));
  const invites = useSelector(store, (s) => (s.context.userId === userId ? s.context.invites : null));
  const needed = useSelector(store, (s) => s.context.userId !== userId || s.context.status === 'idle');
  useEffect(() => {
    if (userId && needed) void load(false);
  }, [userId, needed, load]);
  return { weddings: mine ? weddings : null, invites: mine ? invites : null, refresh };
}

/** The user's own wedding (role G or B) for the profile menu's cover, if any. */
export const ownWedding = (weddings: Wedding[] | null) =>
  weddings?.find((w) => w.my_role.some((role) => isCoupleRole(role))) ?? null;
