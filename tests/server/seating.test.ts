import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestEvent } from '../../src/shared/guestEvents';
import type { SeatingPlan, SeatingTable } from '../../src/shared/seating';
import type { Household } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { withEvents } from './planningSupport';
import { call, setUpWedding } from './weddingsSupport';

// Issue 38's seating: tables, seats, rules, "Seat for me", and a decline that takes a guest off their seat.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

const api = (w: Wedding, rest: string) => `/api/v1/accounts/${w.id}/${rest}`;
const asCouple = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);

async function seatedWedding() {
  const wedding = await setUpWedding(server, couple.access_token);
  await asCouple('PATCH', api(wedding, 'website/'), { site_active: true });
  const csv =
    'household,name,plus_one\nThe Parks,Cleo Park,yes\nThe Parks,Dan Park,\nThe Lees,Eve Lee,\nThe Lees,Finn Lee,';
  expect((await asCouple('POST', api(wedding, 'guests/import/'), { csv })).statusCode).toBe(201);
  const households = (await asCouple('GET', api(wedding, 'households/'))).json().results as Household[];
  const res = await asCouple('POST', api(wedding, 'guest-events/'), { name: 'Dinner', seating: true });
  const event = res.json() as GuestEvent;
  await asCouple('POST', `/api/v1/guest-events/${event.id}/invitations/`, { households: households.map((h) => h.id) });
  const answer = async (h: Household, attending: boolean, plusOne = '') => {
    const token = h.rsvp_url.split('/rsvp/')[1]!;
    const invitation = (await call(server, null, 'GET', `/api/v1/rsvp/${token}/`)).json();
    const body = {
      events: invitation.events.map((e: { id: string; guests: { id: string; plus_one_allowed: boolean }[] }) => ({
        id: e.id,
        guests: e.guests.map((g) => ({ id: g.id, attending, plus_one_name: g.plus_one_allowed ? plusOne : '' })),
      })),
    };
    const r = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, body);
    expect(r.statusCode, r.body).toBe(200);
  };
  const [parks, lees] = [
    households.find((h) => h.name === 'The Parks')!,
    households.find((h) => h.name === 'The Lees')!,
  ];
  await answer(parks, true, 'Gus');
  await answer(lees, true);
  const table = async (name: string, capacity: number, x = 20) =>
    (
      await asCouple('POST', `/api/v1/guest-events/${event.id}/tables/`, { name, capacity, x, y: 50 })
    ).json() as SeatingTable;
  return { wedding, event, parks, lees, answer, table };
}

describe('seating', () => {
  test('an event without a plan has no seating', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const event = (await asCouple('POST', api(wedding, 'guest-events/'), { name: 'Brunch' })).json() as GuestEvent;
    const res = await asCouple('GET', `/api/v1/guest-events/${event.id}/seating/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This event has no seating plan.');
  });

  test('guests who said yes are seated within capacity, plus-ones taking a seat', async () => {
    const { event, parks, lees, table } = await seatedWedding();
    const one = await table('Table 1', 3);
    const plan = (await asCouple('GET', `/api/v1/guest-events/${event.id}/seating/`)).json() as SeatingPlan;
    expect(plan.guests.map((g) => [g.name, g.seats])).toEqual([
      ['Cleo Park', 2],
      ['Dan Park', 1],
      ['Eve Lee', 1],
      ['Finn Lee', 1],
    ]);
    const seat = (guest: string, t: string | null) =>
      asCouple('PUT', `/api/v1/guest-events/${event.id}/seats/`, { guest, table: t });
    const { res, events } = await withEvents(server, () => seat(parks.guests[0]!.id, one.id));
    expect(res.statusCode).toBe(200);
    expect((res.json() as SeatingPlan).seated).toEqual({ [one.id]: 2 });
    expect(events.map((e) => [e.action, e.data.tables])).toEqual([['update_seating', { [one.id]: 2 }]]);
    expect((await seat(parks.guests[1]!.id, one.id)).statusCode).toBe(200);
    const full = await seat(lees.guests[0]!.id, one.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.table).toEqual(['That table is full.']);
    const shrink = await asCouple('PATCH', `/api/v1/seating-tables/${one.id}/`, { capacity: 2 });
    expect(shrink.statusCode).toBe(409);
    expect((await seat(parks.guests[1]!.id, null)).statusCode).toBe(200);
    const bad = await asCouple('POST', `/api/v1/guest-events/${event.id}/tables/`, { name: 'Huge', capacity: 99 });
    expect(bad.json().errors.capacity).toEqual(['A table seats between 1 and 30.']);
  });

  test('seat for me keeps "apart" and capacity, and reports what it could not meet', async () => {
    const { event, parks, lees, table } = await seatedWedding();
    const a = await table('A', 4, 10);
    const b = await table('B', 4, 90);
    const [eve, finn] = lees.guests;
    const rule = (body: object) => asCouple('POST', `/api/v1/guest-events/${event.id}/rules/`, body);
    expect((await rule({ kind: 'apart', guests: [eve!.id, finn!.id] })).statusCode).toBe(201);
    expect((await rule({ kind: 'together', households: [parks.id] })).statusCode).toBe(201);
    expect((await rule({ kind: 'near', guests: [eve!.id], table: b.id })).statusCode).toBe(201);
    expect((await rule({ kind: 'near', guests: [eve!.id] })).json().errors.table).toEqual([
      'A “near” rule names a table.',
    ]);
    expect((await rule({ kind: 'apart', guests: [eve!.id] })).statusCode).toBe(400);
    const res = await asCouple('POST', `/api/v1/guest-events/${event.id}/seat-for-me/`, {});
    expect(res.statusCode).toBe(200);
    const { plan, placed, unplaced, unmet } = res.json() as {
      plan: SeatingPlan;
      placed: number;
      unplaced: string[];
      unmet: string[];
    };
    expect(placed).toBe(4);
    expect(unplaced).toEqual([]);
    expect(unmet).toEqual([]);
    const at = (id: string) => plan.guests.find((g) => g.id === id)!.table;
    expect(at(eve!.id)).toBe(b.id);
    expect(at(finn!.id)).toBe(a.id);
    expect(at(parks.guests[0]!.id)).toBe(at(parks.guests[1]!.id));
    expect(plan.seated).toEqual({ [a.id]: 4, [b.id]: 1 });
  });

  test('a guest who declines is taken off their seat and flagged, live', async () => {
    const { event, lees, answer, table } = await seatedWedding();
    const t = await table('T', 4);
    for (const g of lees.guests)
      await asCouple('PUT', `/api/v1/guest-events/${event.id}/seats/`, { guest: g.id, table: t.id });
    const { events: all } = await withEvents(server, () => answer(lees, false));
    // The couple's notification of the answer (issue 35) rides on its own streams.
    const events = all.filter((e) => e.stream === 'account_guests');
    expect(events.map((e) => e.action)).toEqual(['rsvp', 'update_seating']);
    expect(events[1]!.data).toMatchObject({ event: event.id, tables: {} });
    const plan = (await asCouple('GET', `/api/v1/guest-events/${event.id}/seating/`)).json() as SeatingPlan;
    const eve = plan.guests.find((g) => g.id === lees.guests[0]!.id)!;
    expect(eve).toMatchObject({ table: null, unseated_by_decline: true });
    const again = await asCouple('PUT', `/api/v1/guest-events/${event.id}/seats/`, { guest: eve.id, table: t.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.guest).toEqual(['Only guests who said yes can be seated.']);
    // Taking them off the list of seats (table null) clears the flag.
    await asCouple('PUT', `/api/v1/guest-events/${event.id}/seats/`, { guest: eve.id, table: null });
    const after = (await asCouple('GET', `/api/v1/guest-events/${event.id}/seating/`)).json() as SeatingPlan;
    expect(after.guests.some((g) => g.id === eve.id)).toBe(false);
  });
});
