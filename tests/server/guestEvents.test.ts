import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestEventInvites, historyEntries } from '../../src/server/db/schema';
import type { GuestEvent, GuestEventCounts, GuestEventInvite } from '../../src/shared/guestEvents';
import type { Household, RsvpInvitation } from '../../src/shared/site';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { withEvents } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

// Issue 38: guest events, who is invited to each, answers per event, private events, and the RSVP migration.

let server: TestServer;
let couple: SignedUp;
let member: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [couple, member] = await Promise.all([signUp(server), signUp(server)]);
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

describe('guest events', () => {
  test('a guest list starts with one "Wedding" event every household is invited to', async () => {
    const { wedding, main } = await guestList();
    expect(main).toMatchObject({ name: 'Wedding', day: wedding.date, meal_options: ['Fish', 'Risotto'] });
    const invites = (await asCouple('GET', `/api/v1/guest-events/${main.id}/invitations/`)).json().results;
    expect(invites).toHaveLength(3);
  });

  test('the couple adds, changes and deletes an event, each with its history entry and real-time event', async () => {
    const { wedding, main } = await guestList();
    const { res, events } = await withEvents(server, () =>
      asCouple('POST', api(wedding, 'guest-events/'), { name: 'Welcome drinks', start_time: '18:00' }),
    );
    expect(res.statusCode).toBe(201);
    const drinks = res.json() as GuestEvent;
    expect(drinks).toMatchObject({ private: false, start_time: '18:00', end_time: null, meal_options: [] });
    expect(events.map((e) => `${e.stream}.${e.action}`)).toEqual(['account_guests.update_event']);
    const late = await asCouple('PATCH', `/api/v1/guest-events/${drinks.id}/`, { end_time: '17:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.end_time).toEqual(['The end must be after the start.']);
    const renamed = await asCouple('PATCH', `/api/v1/guest-events/${drinks.id}/`, { name: 'Welcome party' });
    expect(renamed.json()).toMatchObject({ name: 'Welcome party', start_time: '18:00' });
    const bad = await asCouple('POST', api(wedding, 'guest-events/'), { name: ' ', start_time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'start_time']);
    expect((await asCouple('DELETE', `/api/v1/guest-events/${drinks.id}/`)).statusCode).toBe(204);
    const last = await asCouple('DELETE', `/api/v1/guest-events/${main.id}/`);
    expect(last.statusCode).toBe(409);
    const history = await server.database.db.select().from(historyEntries).where(eq(historyEntries.itemId, drinks.id));
    expect(history.map((h) => h.action).sort()).toEqual(['created', 'deleted', 'updated']);
  });

  test('the committee sees the counts but not the events or who is invited', async () => {
    const { wedding, main } = await guestList();
    await addMember(server, wedding.id, member.user.id);
    const as = (url: string) => call(server, member.access_token, 'GET', url);
    expect((await as(api(wedding, 'guest-events/counts/'))).statusCode).toBe(200);
    expect((await as(api(wedding, 'guest-events/'))).statusCode).toBe(403);
    expect((await as(`/api/v1/guest-events/${main.id}/invitations/`)).statusCode).toBe(403);
    const patch = await call(server, member.access_token, 'PATCH', `/api/v1/guest-events/${main.id}/`, { name: 'x' });
    expect(patch.statusCode).toBe(403);
  });
});

describe('invitations and answers per event', () => {
  test('households and single guests are invited; another wedding’s guests are refused', async () => {
    const { wedding, parks, lees } = await guestList();
    const dinner = await rehearsal(wedding);
    const url = `/api/v1/guest-events/${dinner.id}/invitations/`;
    // A private event is opt-in: nobody is invited to it yet.
    expect((await asCouple('GET', url)).json().count).toBe(0);
    const { res, events } = await withEvents(server, () =>
      asCouple('POST', url, { households: [parks.id], guests: [lees.guests[0]!.id] }),
    );
    expect(res.statusCode).toBe(200);
    expect((res.json().results as GuestEventInvite[]).map((i) => i.guest).sort()).toEqual(
      [...parks.guests.map((g) => g.id), lees.guests[0]!.id].sort(),
    );
    expect(events.map((e) => e.action)).toEqual(['update_invites']);
    const uninvite = await asCouple('POST', url, { guests: [lees.guests[0]!.id], invited: false });
    expect(uninvite.json().count).toBe(2);
    const other = await guestList();
    const foreign = await asCouple('POST', url, { households: [other.parks.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.households).toEqual(['Some of these are not on your guest list.']);
    expect((await asCouple('POST', url, {})).statusCode).toBe(400);
    expect((await asCouple('POST', url, { households: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  test('a household answers each event it is invited to; meals are checked per event; counts follow', async () => {
    const { wedding, parks, main } = await guestList();
    const dinner = await rehearsal(wedding);
    await asCouple('POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { households: [parks.id] });
    const token = rsvpToken(parks);
    const invitation = (await call(server, null, 'GET', `/api/v1/rsvp/${token}/`)).json() as RsvpInvitation;
    expect(invitation.events.map((e) => e.name)).toEqual(['Wedding', 'Rehearsal dinner']);
    expect(invitation.events[1]).toMatchObject({ place: 'Luigi’s', start_time: '19:00', private: true });
    const [cleo, dan] = parks.guests;
    const answer = (dinnerMeal: string) => ({
      events: [
        {
          id: main.id,
          guests: [
            { id: cleo!.id, attending: true, meal: 'Fish', plus_one_name: 'Gus' },
            { id: dan!.id, attending: false },
          ],
        },
        {
          id: dinner.id,
          guests: [
            { id: cleo!.id, attending: true, meal: dinnerMeal },
            { id: dan!.id, attending: true, meal: 'Salad' },
          ],
        },
      ],
      message: 'See you',
    });
    const wrongMeal = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, answer('Fish'));
    expect(wrongMeal.statusCode).toBe(400);
    expect(wrongMeal.json().errors['events.1.guests.0.meal']).toEqual(['Choose one of the meals on offer.']);
    const half = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, {
      events: [answer('Pasta').events[0]],
      message: '',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.guests).toEqual(['Say whether each guest is coming.']);
    const ok = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, answer('Pasta'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as RsvpInvitation).events[1]!.guests.map((g) => g.meal)).toEqual(['Pasta', 'Salad']);

    const counts = (await asCouple('GET', api(wedding, 'guest-events/counts/'))).json().results as GuestEventCounts[];
    expect(counts).toEqual([
      { event: main.id, name: 'Wedding', invited: 3, yes: 2, no: 1, waiting: 1, meals: [{ meal: 'Fish', count: 1 }] },
      {
        event: dinner.id,
        name: 'Rehearsal dinner',
        invited: 2,
        yes: 2,
        no: 0,
        waiting: 0,
        meals: [
          { meal: 'Pasta', count: 1 },
          { meal: 'Salad', count: 1 },
        ],
      },
    ]);
    // Dan said no to the wedding but yes to the dinner: on the guest list he is coming (to something).
    const list = (await asCouple('GET', api(wedding, 'households/'))).json().results as Household[];
    expect(list.find((h) => h.id === parks.id)!.guests.map((g) => g.attending)).toEqual([true, true]);

    const notInvited = await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, {
      events: [{ id: '00000000-0000-4000-8000-000000000000', guests: [{ id: cleo!.id, attending: true }] }],
    });
    expect(notInvited.json().errors['events.0.id']).toEqual(['Your household is not invited to that event.']);
  });

  test('the RSVP page asks per event, and its plain form saves both', async () => {
    const { wedding, parks, main } = await guestList();
    const dinner = await rehearsal(wedding, { meal_options: [] });
    await asCouple('POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { households: [parks.id] });
    const url = `/rsvp/${rsvpToken(parks)}`;
    const page = await server.app.inject({ method: 'GET', url });
    expect(page.body).toContain('data-event="Rehearsal dinner"');
    expect(page.body).toContain('Dress code: Smart casual');
    expect(page.body).toContain('Name of Cleo Park’s guest');
    const [cleo, dan] = parks.guests;
    const fields = new URLSearchParams({
      [`attending_${main.id}_${cleo!.id}`]: 'yes',
      [`meal_${main.id}_${cleo!.id}`]: 'Risotto',
      [`plus_one_${main.id}_${cleo!.id}`]: 'Gus',
      [`attending_${main.id}_${dan!.id}`]: 'no',
      [`attending_${dinner.id}_${cleo!.id}`]: 'no',
      [`attending_${dinner.id}_${dan!.id}`]: 'yes',
      [`dietary_${dinner.id}_${dan!.id}`]: 'No nuts',
    });
    const saved = await server.app.inject({
      method: 'POST',
      url,
      payload: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain('Thank you, Cleo!');
    const rows = await server.database.db
      .select()
      .from(guestEventInvites)
      .where(eq(guestEventInvites.eventId, dinner.id));
    expect(rows.find((r) => r.guestId === dan!.id)).toMatchObject({ attending: true, dietary: 'No nuts' });
    expect(rows.find((r) => r.guestId === cleo!.id)).toMatchObject({ attending: false });
  });
});

describe('private events on public pages', () => {
  test('a visitor sees public events only; a guest who opened their link sees exactly theirs', async () => {
    const { wedding, parks, lees } = await guestList();
    const dinner = await rehearsal(wedding);
    await asCouple('POST', api(wedding, 'guest-events/'), { name: 'Garden party', day: '2031-06-15' });
    await asCouple('POST', `/api/v1/guest-events/${dinner.id}/invitations/`, { households: [parks.id] });
    const site = (cookie?: string) =>
      server.app.inject({ method: 'GET', url: `/w/${wedding.slug}`, headers: cookie ? { cookie } : {} });
    const anyone = (await site()).body;
    expect(anyone).toContain('data-event="Wedding"');
    expect(anyone).toContain('data-event="Garden party"');
    expect(anyone).not.toContain('Rehearsal dinner');

    const opened = async (h: Household) => {
      const page = await server.app.inject({ method: 'GET', url: `/rsvp/${rsvpToken(h)}` });
      return String(page.headers['set-cookie']).split(';')[0]!;
    };
    const parksSite = (await site(await opened(parks))).body;
    expect(parksSite).toContain('data-event="Rehearsal dinner"');
    expect(parksSite).toContain('The events The Parks are invited to');
    // The garden party was added after the Parks were imported: they were not invited to it.
    expect(parksSite).not.toContain('Garden party');
    const leesSite = (await site(await opened(lees))).body;
    expect(leesSite).not.toContain('Rehearsal dinner');
    // Another wedding's cookie shows nothing of this one's private events.
    const other = await guestList();
    const forged = `${(await opened(other.parks)).split('=')[0]!.replace(other.wedding.id.slice(0, 8), wedding.id.slice(0, 8))}=${rsvpToken(other.parks)}`;
    expect((await site(forged)).body).not.toContain('Rehearsal dinner');
    // The API's site preview for the committee is the public view too.
    const preview = await asCouple('GET', api(wedding, 'website/preview/'));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Garden party');
    expect(preview.body).not.toContain('Rehearsal dinner');
  });
});
