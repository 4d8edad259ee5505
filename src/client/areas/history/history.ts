import { useSelector } from '@xstate/store-react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type ActivityFilters,
  type ActivityPage,
  type ActivityView,
  activityMachine,
  activityView,
} from '../../../../machines/activityMachine';
import type { HistoryArea, HistoryEntry } from '../../../shared/history';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useCommand } from '../../lib/useCommand';
import { useData } from '../../lib/useData';
import { useLoader } from '../../lib/useLoader';
import { usePager } from '../../lib/usePager';
import { useWeddingCall } from '../weddings/WeddingContext';
import { type DigestFrequency, type HistoryQuery, historyApi } from './historyApi';
import { historyStore, selectHistoryRevision } from './historyStore';

export type { DigestFrequency, HistoryQuery };

/**
 * A wedding's history through the pager: newest first, "Show older changes" by cursor. Other filters are another
 * list (the key), so they start from the first page; a change anywhere in the wedding (the socket) reads the first
 * page again, which brings the new entry on top while the list stays on screen.
 */
export function useHistory(wedding: Wedding, query: HistoryQuery) {
  const api = useApi(historyApi);
  const call = useWeddingCall();
  const store = useStore(historyStore);
  const revision = useSelector(store, selectHistoryRevision);
  const key = `history:${wedding.id}:${query.area ?? ''}:${query.person ?? ''}:${query.from ?? ''}:${query.to ?? ''}:${query.item ?? ''}`;
  const list = usePager<HistoryEntry>(
    key,
    {
      first: (signal) => call(api.activity(wedding.id, query, signal)),
      page: (link, signal) => call(api.page(link, signal)),
    },
    revision,
  );
  // The list refetches on the socket's event for the undo's own change; the toast says it is done.
  const undo = useCommand(
    (entry: HistoryEntry) => call(api.undo(entry.id)),
    () => list.refresh(),
    () => 'Undone.',
  );
  return { list, undo };
}

/** "Since your last visit": opening the dashboard records the visit and answers what others changed since it began. */
export function useSinceLastVisit(wedding: Wedding) {
  const api = useApi(historyApi);
  const call = useWeddingCall();
  return useData(`since-last-visit:${wedding.id}`, (signal) => call(api.visit(wedding.id, signal)));
}

/** /update-settings: how often the mail of what changed in one's weddings comes (off by default). */
export function useHistoryDigest() {
  const api = useApi(historyApi);
  const toasts = useCallToasts();
  const loaded = useData('history-digest', (signal) => api.digest(signal));
  // The saved answer replaces what was loaded, so the choice never blinks back.
  const [saved, setSaved] = useState<DigestFrequency | null>(null);
  const save = useAction(
    (frequency: DigestFrequency) => api.saveDigest(frequency),
    (answer) => {
      setSaved(answer.frequency);
      toasts.succeeded('Your digest setting is saved.');
    },
  );
  const frequency = saved ?? (loaded.status === 'ready' ? loaded.data.frequency : null);
  return { loaded, frequency, save };
}

/**
 * Changed items marked until seen: opening an area's page marks it seen on the server and answers what others changed
 * there since the last look. The marks stay while the page is open; the next look starts from now.
 */
export function useChangedItems(wedding: Wedding, area: HistoryArea): ReadonlySet<string> {
  const api = useApi(historyApi);
  const call = useWeddingCall();
  const seen = useData(`changed:${wedding.id}:${area}`, (signal) => call(api.seen(wedding.id, area, signal)));
  const items = seen.status === 'ready' ? seen.data.items : null;
  return useMemo(() => new Set(items?.map((i) => i.item_id)), [items]);
}

/** The activity page as views read it: what it shows, and what the reader (or the socket) may ask of it. */
export type ActivityList = ActivityView<HistoryEntry> & {
  filter(filters: ActivityFilters): void;
  more(): void;
  retry(): void;
};

/**
 * The activity page through its machine (machines/activityMachine.ts): filters, "Show older changes" by cursor, and
 * live: a change anywhere in the wedding (the socket) reads the first page again and marks the entries it brings.
 */
export function useActivity(wedding: Wedding) {
  const api = useApi(historyApi);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const store = useStore(historyStore);
  const revision = useSelector(store, selectHistoryRevision);
  const latest = useRef({ api, call, toasts });
  latest.current = { api, call, toasts };
  const { shown, send } = useLoader(
    `activity:${wedding.id}`,
    (bar) =>
      activityMachine.provide({
        actions: { ...bar, notifyFailed: (_, { error }) => latest.current.toasts.failed(error) },
        actors: {
          loadPage: fromPromise<ActivityPage, { filters: ActivityFilters; link: string | null }>(
            ({ input, signal }) => {
              const { api: a, call: c } = latest.current;
              const answer =
                input.link === null
                  ? c(a.activity(wedding.id, input.filters as HistoryQuery, signal))
                  : c(a.page(input.link, signal));
              return answer as Promise<ActivityPage>;
            },
          ),
        },
      }),
    activityView<HistoryEntry>,
    { status: 'loading', filters: { area: '', person: '', from: '', to: '' } } as ActivityView<HistoryEntry>,
    revision,
    { type: 'activity.changed' },
  );
  const asks = useMemo(
    () => ({
      filter: (filters: ActivityFilters) => send({ type: 'activity.filtered', filters }),
      more: () => send({ type: 'activity.more' }),
      retry: () => send({ type: 'activity.retry' }),
    }),
    [send],
  );
  const list = useMemo(() => ({ ...shown, ...asks }) as ActivityList, [shown, asks]);
  const undo = useCommand(
    (entry: HistoryEntry) => call(api.undo(entry.id)),
    () => undefined,
    () => 'Undone.',
  );
  return { list, undo };
}
