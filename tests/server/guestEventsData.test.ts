import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestEvents, guests, historyEntries } from '../../src/server/db/schema';
import type { GuestEvent, GuestEventInvite } from '../../src/shared/guestEvents';
import type { Household } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 38: the RSVP migration into a "Wedding" event, and the guest list's CSV with a column per event.

let server: TestServer;
let couple: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

const api = (w: Wedding, rest: string) => `/api/v1/accounts/${w.id}/${rest}`;
const asCouple = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  call(server, couple.access_token, method, url, body);
const rsvpToken = (h: Household) => h.rsvp_url.split('/rsvp/')[1]!;

const CSV = `household,name,plus_one
The Parks,Cleo Park,yes
The Parks,Dan Park,
The Lees,Eve Lee,`;

async function guestList() {
  const wedding = await setUpWedding(server, couple.access_token);
  await asCouple('PATCH', api(wedding, 'website/'), { site_active: true, meal_options: ['Fish', 'Risotto'] });
  expect((await asCouple('POST', api(wedding, 'guests/import/'), { csv: CSV })).statusCode).toBe(201);
  const households = (await asCouple('GET', api(wedding, 'households/'))).json().results as Household[];
  const parks = households.find((h) => h.name === 'The Parks')!;
  const lees = households.find((h) => h.name === 'The Lees')!;
  const events = (await asCouple('GET', api(wedding, 'guest-events/'))).json().results as GuestEvent[];
  return { wedding, parks, lees, main: events[0]! };
}

async function rehearsal(wedding: Wedding, extra: object = {}) {
  const res = await asCouple('POST', api(wedding, 'guest-events/'), {
    name: 'Rehearsal dinner',
    day: '2031-06-13',
    start_time: '19:00',
    end_time: '22:30',
    place: 'Luigi’s',
    dress_code: 'Smart casual',
    meal_options: ['Pasta', 'Salad'],
    private: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GuestEvent;
}

describe('the RSVP migration', () => {
  test('today’s answers become the "Wedding" event’s, with every household invited', async () => {
    // Another wedding, whose events the migration must leave as they are.
    const other = await guestList();
    const { wedding, parks } = await guestList();
    const { db } = server.database;
    // The wedding as it was before issue 38: answers on the guests, no events.
    await db.delete(guestEvents).where(eq(guestEvents.weddingId, wedding.id));
    const [cleo, dan] = parks.guests;
    await db.update(guests).set({ attending: true, meal: 'Fish', plusOneName: 'Gus' }).where(eq(guests.id, cleo!.id));
    await db.update(guests).set({ attending: false }).where(eq(guests.id, dan!.id));
    await db.execute(sql`UPDATE households SET responded_at = now() WHERE id = ${parks.id}`);
    const file = readFileSync('src/server/db/migrations/0030_guest_events.sql', 'utf8');
    const handWritten = file.split('-- hand-written:')[1]!;
    // Only this wedding: the others in the database already have their events.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`CREATE TEMP TABLE kept ON COMMIT DROP AS SELECT * FROM guest_events WHERE wedding_id <> ${wedding.id}`,
      );
      await tx.execute(sql`DELETE FROM guest_events WHERE wedding_id <> ${wedding.id}`);
      for (const statement of handWritten.split('--> statement-breakpoint')) {
        if (statement.replace(/--.*$/gm, '').trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`DELETE FROM guest_events WHERE wedding_id <> ${wedding.id}`);
      await tx.execute(sql`INSERT INTO guest_events SELECT * FROM kept`);
    });
    const events = (await asCouple('GET', api(wedding, 'guest-events/'))).json().results as GuestEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ name: 'Wedding', day: wedding.date, meal_options: ['Fish', 'Risotto'] });
    const invites = (await asCouple('GET', `/api/v1/guest-events/${events[0]!.id}/invitations/`)).json()
      .results as GuestEventInvite[];
    expect(invites).toHaveLength(3);
    expect(invites.find((i) => i.guest === cleo!.id)).toMatchObject({
      attending: true,
      meal: 'Fish',
      plus_one_name: 'Gus',
    });
    expect(invites.find((i) => i.guest === dan!.id)).toMatchObject({ attending: false });
    const counts = (await asCouple('GET', api(wedding, 'guest-events/counts/'))).json().results;
    expect(counts[0]).toMatchObject({ invited: 3, yes: 2, no: 1, waiting: 1 });
    const untouched = (await asCouple('GET', api(other.wedding, 'guest-events/'))).json().results as GuestEvent[];
    expect(untouched.map((e) => e.id)).toEqual([other.main.id]);
  });
});

describe('CSV with events', () => {
  test('the export has a column per event; an import names the events each guest is invited to', async () => {
    const { wedding, parks, main } = await guestList();
    const dinner = await rehearsal(wedding);
    await asCouple('POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { guests: [parks.guests[0]!.id] });
    const csv = (await asCouple('GET', api(wedding, 'guests/export/'))).body;
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toContain('event: Wedding,meal: Wedding,event: Rehearsal dinner,meal: Rehearsal dinner');
    const cleo = rows.find((r) => r.includes('Cleo Park'))!;
    expect(cleo.endsWith('invited,,invited,')).toBe(true);
    expect(rows.find((r) => r.includes('Eve Lee'))!.endsWith('invited,,,')).toBe(true);

    const more = `household,name,event: Rehearsal dinner,meal: Rehearsal dinner,event: wedding
The Kims,Ana Kim,yes,Pasta,
The Kims,Bo Kim,no,,yes`;
    const res = await asCouple('POST', api(wedding, 'guests/import/'), { csv: more });
    expect(res.statusCode, res.body).toBe(201);
    const kims = ((await asCouple('GET', api(wedding, 'households/'))).json().results as Household[]).find(
      (h) => h.name === 'The Kims',
    )!;
    const [ana, bo] = kims.guests;
    const dinnerInvites = (await asCouple('GET', `/api/v1/guest-events/${dinner.id}/invitations/`)).json()
      .results as GuestEventInvite[];
    expect(dinnerInvites.find((i) => i.guest === ana!.id)).toMatchObject({ attending: true, meal: 'Pasta' });
    expect(dinnerInvites.find((i) => i.guest === bo!.id)).toMatchObject({ attending: false });
    const mainInvites = (await asCouple('GET', `/api/v1/guest-events/${main.id}/invitations/`)).json()
      .results as GuestEventInvite[];
    expect(mainInvites.some((i) => i.guest === ana!.id)).toBe(false);
    expect(mainInvites.find((i) => i.guest === bo!.id)).toMatchObject({ attending: true });
    expect(kims.guests.map((g) => g.attending)).toEqual([true, true]);

    const unknown = await asCouple('POST', api(wedding, 'guests/import/'), {
      csv: 'household,name,event: Brunch\nThe Oks,Jo Ok,yes',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.csv).toEqual(['No event is called “brunch”.']);
    const badMeal = await asCouple('POST', api(wedding, 'guests/import/'), {
      csv: 'household,name,event: Rehearsal dinner,meal: Rehearsal dinner\nThe Oks,Jo Ok,yes,Steak',
    });
    expect(badMeal.statusCode).toBe(400);
  });
});

describe('undo', () => {
  test('undoing a household’s deletion brings back its invitations and answers', async () => {
    const { wedding, parks, main } = await guestList();
    const dinner = await rehearsal(wedding);
    await asCouple('POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { households: [parks.id] });
    const token = rsvpToken(parks);
    const ids = parks.guests.map((g) => g.id);
    const ok = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, {
      events: [
        { id: main.id, guests: ids.map((id) => ({ id, attending: true, meal: 'Fish' })) },
        { id: dinner.id, guests: ids.map((id) => ({ id, attending: false })) },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await asCouple('DELETE', `/api/v1/households/${parks.id}/`)).statusCode).toBe(204);
    const { db } = server.database;
    const [entry] = await db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.itemId, parks.id), eq(historyEntries.action, 'deleted')));
    const undo = await asCouple('POST', `/api/v1/history-entries/${entry!.id}/undo/`);
    expect(undo.statusCode, undo.body).toBe(204);
    const back = (await asCouple('GET', `/api/v1/guest-events/${dinner.id}/invitations/`)).json()
      .results as GuestEventInvite[];
    expect(back.map((i) => [i.guest, i.attending]).sort()).toEqual(ids.map((id) => [id, false]).sort());
    const wed = (await asCouple('GET', `/api/v1/guest-events/${main.id}/invitations/`)).json()
      .results as GuestEventInvite[];
    expect(wed.filter((i) => ids.includes(i.guest)).map((i) => i.meal)).toEqual(['Fish', 'Fish']);
  });
});
