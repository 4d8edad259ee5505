import type { EventReminder, InvitationSendResult } from '../../../shared/invitations';
import type { SeatingTable } from '../../../shared/seatingRules';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

const event = (id: string, rest = '') => `/api/v1/guest-events/${encodeURIComponent(id)}/${rest}`;

// Issue 38's calls that only the seating page, the place cards and the reminders panel make: kept apart from
// guestEventsApi (which the guest list and the dashboard card load) so their code comes with those lazy pages alone.
function createEventExtrasApi(http: Http) {
  return {
    placeTable: (table: string, body: { x: number; y: number }) =>
      http<SeatingTable>(`/api/v1/seating-tables/${encodeURIComponent(table)}/`, { method: 'PATCH', body }),
    seatingPdf: (id: string) => http<Blob>(event(id, 'seating/pdf/'), { responseType: 'blob' }),
    reminders: (id: string) => http<Page<EventReminder>>(event(id, 'reminders/')),
    remind: (id: string, body: { message: string; send_at: string | null }) =>
      http<InvitationSendResult & { send_at: string | null }>(event(id, 'reminders/'), { method: 'POST', body }),
  };
}

export type EventExtrasApi = ReturnType<typeof createEventExtrasApi>;
export const eventExtrasApi = part('eventExtras', createEventExtrasApi);
