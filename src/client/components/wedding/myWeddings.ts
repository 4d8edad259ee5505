import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { useCallback, useEffect } from 'react';
import type { ReceivedInvite, Wedding } from '../../../shared/weddings';
import { isCoupleRole } from '../../../shared/weddings';
import { weddingsApi } from '../../api/weddings';
import { useApp, useSessionUser } from '../../app/AppContext';
import type { AppServices } from '../../app/createApp';

export interface MyWeddingsContext {
  /** Whose lists these are; another user's are never shown, whatever the tab saw before. */
  userId: string | null;
  weddings: Wedding[] | null;
  invites: ReceivedInvite[] | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

function createMyWeddingsStore() {
  return createStore({
    context: { userId: null, weddings: null, invites: null, status: 'idle' } as MyWeddingsContext,
    on: {
      loading: (context, event: { userId: string }): MyWeddingsContext =>
        context.userId === event.userId
          ? { ...context, status: 'loading' }
          : { userId: event.userId, weddings: null, invites: null, status: 'loading' },
      loaded: (
        context,
        event: { userId: string; weddings: Wedding[]; invites: ReceivedInvite[] },
      ): MyWeddingsContext => (context.userId === event.userId ? { ...context, ...event, status: 'ready' } : context),
      // A failure is not retried on its own; the next refresh (a page that needs the list) asks again.
      failed: (context, event: { userId: string }): MyWeddingsContext =>
        context.userId === event.userId ? { ...context, status: 'failed' } : context,
    },
  });
}
export type MyWeddingsStore = ReturnType<typeof createMyWeddingsStore>;

// One API client and one store per app, made on first use, so the composition root needs no wedding wiring.
const perApp = new WeakMap<AppServices, { api: ReturnType<typeof weddingsApi>; store: MyWeddingsStore }>();

export function useWeddings() {
  const app = useApp();
  let found = perApp.get(app);
  if (!found) {
    found = { api: weddingsApi(app.http), store: createMyWeddingsStore() };
    perApp.set(app, found);
  }
  return found;
}

/** The signed-in user's weddings and pending invitations, fetched once per user and on `refresh()`. */
export function useMyWeddings() {
  const { api, store } = useWeddings();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const refresh = useCallback(async () => {
    if (!userId) return;
    store.trigger.loading({ userId });
    try {
      const [weddings, invites] = await Promise.all([api.mine(), api.receivedInvites()]);
      store.trigger.loaded({ userId, weddings: weddings.results, invites: invites.results });
    } catch {
      store.trigger.failed({ userId });
    }
  }, [api, store, userId]);
  const mine = useSelector(store, (s) => s.context.userId === userId);
  const weddings = useSelector(store, (s) => (s.context.userId === userId ? s.context.weddings : null));
  const invites = useSelector(store, (s) => (s.context.userId === userId ? s.context.invites : null));
  const needed = useSelector(store, (s) => s.context.userId !== userId || s.context.status === 'idle');
  useEffect(() => {
    if (userId && needed) void refresh();
  }, [userId, needed, refresh]);
  return { weddings: mine ? weddings : null, invites: mine ? invites : null, refresh };
}

/** The user's own wedding (role G or B) for the profile menu's cover, if any. */
export const ownWedding = (weddings: Wedding[] | null) =>
  weddings?.find((w) => w.my_role.some((role) => isCoupleRole(role))) ?? null;
