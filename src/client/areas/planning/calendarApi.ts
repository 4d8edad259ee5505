import type { CalendarFeed, EventCreateBody, WeddingEvent } from '../../../shared/planning';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { allPages } from '../../http/paging';

// The wedding calendar (spec section 7: Accounts events/, /account-events/), one function each.
function createCalendarApi(http: Http) {
  return {
    /** What the calendar shows from `from` to `to`: events, tasks due and the wedding date. */
    feed: (wedding: string, from: string, to: string, signal?: AbortSignal) =>
      http<CalendarFeed>(`/api/v1/accounts/${encodeURIComponent(wedding)}/events/`, { query: { from, to }, signal }),
    events: (wedding: string) =>
      allPages(http, http<Page<WeddingEvent>>('/api/v1/account-events/', { query: { account: wedding } })),
    createEvent: (body: EventCreateBody) => http<WeddingEvent>('/api/v1/account-events/', { method: 'POST', body }),
    updateEvent: (id: string, body: Partial<Omit<EventCreateBody, 'account'>>, ifMatch?: number | null) =>
      http<WeddingEvent>(`/api/v1/account-events/${id}/`, { method: 'PATCH', body, ifMatch }),
    event: (id: string) => http<WeddingEvent>(`/api/v1/account-events/${id}/`),
    deleteEvent: (id: string) => http<void>(`/api/v1/account-events/${id}/`, { method: 'DELETE' }),
  };
}

export type CalendarApi = ReturnType<typeof createCalendarApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const calendarApi = part('calendar', createCalendarApi);
