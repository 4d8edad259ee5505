import type { ChangedItems, HistoryArea, HistoryEntry, SinceLastVisit } from '../../../shared/history';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { pathOf } from '../../http/paging';

/** The activity page's filters; `item` is one item's own history. Empty values are left out. */
export interface HistoryQuery {
  area?: HistoryArea | '';
  person?: string;
  from?: string;
  to?: string;
  item?: string;
}

export type DigestFrequency = 'off' | 'daily' | 'weekly';

const at = (wedding: string, path: string) => `/api/v1/accounts/${encodeURIComponent(wedding)}/${path}`;
const present = (query: HistoryQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => Boolean(v)));

// A wedding's history (issue 34): its entries newest first, "since your last visit", and undo.
function createHistoryApi(http: Http) {
  return {
    activity: (wedding: string, query: HistoryQuery, signal?: AbortSignal) =>
      http<Page<HistoryEntry>>(at(wedding, 'activity/'), { query: present(query), signal }),
    /** The page a `next` link of the list names. */
    page: (link: string, signal?: AbortSignal) => http<Page<HistoryEntry>>(pathOf(link), { signal }),
    /** Records this opening of the wedding and answers what others changed since the visit began. */
    visit: (wedding: string, signal?: AbortSignal) =>
      http<SinceLastVisit>(at(wedding, 'visits/'), { method: 'POST', signal }),
    /** Marks an area's page seen; answers the items others changed there since the last look. */
    seen: (wedding: string, area: HistoryArea, signal?: AbortSignal) =>
      http<ChangedItems>(at(wedding, 'seen/'), { method: 'POST', body: { area }, signal }),
    digest: (signal?: AbortSignal) =>
      http<{ frequency: DigestFrequency }>('/api/v1/users/me/history-digest/', { signal }),
    saveDigest: (frequency: DigestFrequency) =>
      http<{ frequency: DigestFrequency }>('/api/v1/users/me/history-digest/', { method: 'PUT', body: { frequency } }),
    undo: (entry: string) =>
      http<void>(`/api/v1/history-entries/${encodeURIComponent(entry)}/undo/`, { method: 'POST' }),
  };
}

export type HistoryApi = ReturnType<typeof createHistoryApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const historyApi = part('history', createHistoryApi);
