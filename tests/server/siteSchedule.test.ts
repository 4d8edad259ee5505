import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planningMessages } from '../../src/shared/planning';
import type { Wedding } from '../../src/shared/weddings';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';
import { call } from './weddingsSupport';

// The website's schedule: the calendar events and run-of-show items the couple marks "Show on website", in time
// order, on the public site and in the editor's preview; nothing unmarked, and never their notes.

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
});
afterAll(() => server.close());

const publish = async (wedding: Wedding) =>
  ok(
    await call(server, people.couple.access_token, 'PATCH', `/api/v1/accounts/${wedding.id}/website/`, {
      site_active: true,
    }),
  );

/** The schedule section's HTML, from the first `<section id="schedule"` to its end. */
const scheduleOf = (html: string) => html.slice(html.indexOf('<section id="schedule"')).split('</section>')[0]!;

describe('the schedule section', () => {
  test('lists the items marked public, in time order across the calendar and the run-of-show', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.couple.access_token;
    const a = api(server);
    await a.event(token, {
      account: wedding.id,
      title: 'Welcome drinks',
      date: '2031-06-13',
      start_time: '19:00',
      place: 'The Harbour Bar',
      notes: 'Pay the bar tab',
      public: true,
    });
    await a.event(token, { account: wedding.id, title: 'Dress fitting', date: '2031-06-10', start_time: '10:00' });
    const dinner = await a.dayTask(token, { account: wedding.id, time: '18:30', title: 'Dinner', place: 'Barn' });
    expect(dinner.public).toBe(false);
    await a.dayTask(token, {
      account: wedding.id,
      time: '14:00',
      title: 'Ceremony',
      place: 'Rose Chapel',
      public: true,
    });
    // The member marks one too: the committee edits the run-of-show, the couple the site.
    const marked = ok<{ public: boolean; notes: string }>(
      await call(server, people.member.access_token, 'PATCH', `/api/v1/wedding-day-tasks/${dinner.id}/`, {
        public: true,
        notes: 'Caterer arrives at 17:00',
      }),
    );
    expect(marked.public).toBe(true);
    // The run-of-show keeps time (Ceremony went before Dinner); an item without a time keeps its place after the timed
    // item before it (Confetti, added last, follows Dinner); an all-day event leads its day.
    await a.dayTask(token, { account: wedding.id, title: 'Confetti', public: true });
    await a.event(token, { account: wedding.id, title: 'Flower market', date: '2031-06-14', public: true });
    await publish(wedding);

    const page = await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` });
    expect(page.statusCode).toBe(200);
    const schedule = scheduleOf(page.body);
    const order = ['Welcome drinks', 'Flower market', 'Ceremony', 'Dinner', 'Confetti'].map((title) =>
      schedule.indexOf(title),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(schedule).toContain('19:00');
    expect(schedule).toContain('The Harbour Bar');
    expect(schedule).toContain('Friday, 13 June 2031');
    expect(page.body).not.toContain('Dress fitting');
    expect(page.body).not.toContain('Pay the bar tab');
    expect(page.body).not.toContain('Caterer arrives');

    // The editor's preview is the same rendering, for every member.
    const preview = await call(
      server,
      people.member.access_token,
      'GET',
      `/api/v1/accounts/${wedding.id}/website/preview/`,
    );
    expect(scheduleOf(preview.body)).toContain('Ceremony');
  });

  test('unmarking an item takes it off the site, and the change is told to the wedding', async () => {
    const wedding = await planningWedding(server, people);
    const event = await api(server).event(people.couple.access_token, {
      account: wedding.id,
      title: 'Rehearsal',
      date: '2031-06-13',
      public: true,
    });
    expect(event.public).toBe(true);
    await publish(wedding);
    expect(scheduleOf((await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` })).body)).toContain(
      'Rehearsal',
    );
    const { res, events } = await withEvents(server, () =>
      call(server, people.couple.access_token, 'PATCH', `/api/v1/account-events/${event.id}/`, { public: false }),
    );
    expect(ok<{ public: boolean }>(res).public).toBe(false);
    expect(events.map((e) => e.action)).toEqual(['update_event']);
    expect((await server.app.inject({ method: 'GET', url: `/w/${wedding.slug}` })).body).not.toContain('Rehearsal');
  });

  test('a flag that is not yes or no is a 400 naming the field', async () => {
    const wedding = await planningWedding(server, people);
    const res = await call(server, people.couple.access_token, 'POST', '/api/v1/wedding-day-tasks/', {
      account: wedding.id,
      title: 'Toasts',
      public: 'sometimes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.public).toEqual([planningMessages.publicInvalid]);
  });
});
