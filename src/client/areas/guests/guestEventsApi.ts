import type {
  GuestEvent,
  GuestEventBody,
  GuestEventCounts,
  GuestEventInvite,
  GuestEventPatch,
  InvitationsBody,
} from '../../../shared/guestEvents';
import type { RuleKind, SeatingPlan, SeatingRule, SeatingTable, TableShape } from '../../../shared/seatingRules';
import type { Page } from '../../../shared/types';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';

const account = (wedding: string, rest: string) => `/api/v1/accounts/${encodeURIComponent(wedding)}/${rest}`;
const event = (id: string, rest = '') => `/api/v1/guest-events/${encodeURIComponent(id)}/${rest}`;

// Issue 38: guest events, who is invited to each, and the counts per event, one function each.
function createGuestEventsApi(http: Http) {
  return {
    events: (wedding: string) => http<Page<GuestEvent>>(account(wedding, 'guest-events/')),
    counts: (wedding: string) => http<Page<GuestEventCounts>>(account(wedding, 'guest-events/counts/')),
    create: (wedding: string, body: GuestEventBody) =>
      http<GuestEvent>(account(wedding, 'guest-events/'), { method: 'POST', body }),
    update: (id: string, body: GuestEventPatch) => http<GuestEvent>(event(id), { method: 'PATCH', body }),
    remove: (id: string) => http<void>(event(id), { method: 'DELETE' }),
    invitations: (id: string) => http<Page<GuestEventInvite>>(event(id, 'invitations/')),
    invite: (id: string, body: InvitationsBody) =>
      http<Page<GuestEventInvite>>(event(id, 'invitations/'), { method: 'POST', body }),
    seating: (id: string) => http<SeatingPlan>(event(id, 'seating/')),
    addTable: (id: string, body: { name: string; shape: TableShape; capacity: number; x?: number; y?: number }) =>
      http<SeatingTable>(event(id, 'tables/'), { method: 'POST', body }),
    removeTable: (table: string) => http<void>(`/api/v1/seating-tables/${table}/`, { method: 'DELETE' }),
    seat: (id: string, guest: string, table: string | null) =>
      http<SeatingPlan>(event(id, 'seats/'), { method: 'PUT', body: { guest, table } }),
    addRule: (id: string, body: { kind: RuleKind; guests: string[]; table: string | null }) =>
      http<SeatingRule>(event(id, 'rules/'), { method: 'POST', body }),
    removeRule: (rule: string) => http<void>(`/api/v1/seating-rules/${rule}/`, { method: 'DELETE' }),
    seatForMe: (id: string) =>
      http<{ plan: SeatingPlan; placed: number; unplaced: string[]; unmet: string[] }>(event(id, 'seat-for-me/'), {
        method: 'POST',
        body: {},
      }),
  };
}

export type GuestEventsApi = ReturnType<typeof createGuestEventsApi>;
export const guestEventsApi = part('guestEvents', createGuestEventsApi);
