import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type CalendarFeed,
  type CommonTask,
  planningMessages,
  type Template,
  type TemplateApplied,
  type TemplateSummary,
  type WeddingEvent,
} from '../../src/shared/planning';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';

// The template store, applying a checklist to a wedding, and the wedding calendar.

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

describe('templates', () => {
  test('the store lists a realistic checklist of 40+ tasks in sections by months before the day', async () => {
    const list = ok<{ results: TemplateSummary[] }>(
      await a.call(people.stranger.access_token, 'GET', '/api/v1/templates/'),
    );
    const classic = list.results.find((t) => t.id === 'classic-checklist')!;
    expect(classic.tasks_count).toBeGreaterThanOrEqual(40);
    const full = ok<Template>(
      await a.call(people.stranger.access_token, 'GET', '/api/v1/templates/classic-checklist/'),
    );
    expect(full.sections.map((s) => s.name)).toContain('12 months before');
    expect(full.sections.flatMap((s) => s.tasks)).toHaveLength(classic.tasks_count);
    const months = full.sections.map((s) => s.tasks[0]!.months_before);
    expect(months).toEqual([...months].sort((x, y) => y - x));
    expectProblem(await a.call(people.stranger.access_token, 'GET', '/api/v1/templates/nope/'), 404);
    expectProblem(await a.call(null, 'GET', '/api/v1/templates/'), 401);
  });

  test('four templates, and a task unticked in the preview is left out when applied (issue 40)', async () => {
    const list = ok<{ results: TemplateSummary[] }>(
      await a.call(people.couple.access_token, 'GET', '/api/v1/templates/'),
    );
    expect(list.results.map((t) => t.id)).toEqual([
      'classic-checklist',
      'six-month-plan',
      'small-wedding',
      'destination-extras',
    ]);
    const wedding = await planningWedding(server, people, '2031-06-14');
    const url = '/api/v1/templates/small-wedding/apply/';
    const applied = ok<TemplateApplied>(
      await a.call(people.couple.access_token, 'POST', url, {
        account: wedding.id,
        today: '2031-01-10',
        skip: ['photos', 'rings'],
      }),
    );
    expect(applied).toMatchObject({ tasks_created: 8, tasks_skipped: 2 });
    const keys = (await a.board(people.member.access_token, wedding.id)).map((t) => t.template_task);
    expect(keys).toContain('small-wedding:place');
    expect(keys).not.toContain('small-wedding:photos');
    expect(keys).not.toContain('small-wedding:rings');
    // Applying again without skipping adds only what was left out.
    const again = ok<TemplateApplied>(
      await a.call(people.couple.access_token, 'POST', url, { account: wedding.id, today: '2031-01-10' }),
    );
    expect(again.tasks_created).toBe(2);
  });

  test('common tasks are every template task, each with its template and section', async () => {
    const list = ok<{ count: number; results: CommonTask[] }>(
      await a.call(people.member.access_token, 'GET', '/api/v1/common-tasks/'),
    );
    expect(list.count).toBeGreaterThanOrEqual(40);
    expect(list.results.find((t) => t.id === 'classic-checklist:venue-book')).toMatchObject({
      template: 'classic-checklist',
      section: '12 months before',
      title: 'Book the ceremony and reception venues',
    });
    expect(new Set(list.results.map((t) => t.id)).size).toBe(list.count);
  });

  test('applying computes due dates from the wedding date, and applying again adds nothing', async () => {
    const wedding = await planningWedding(server, people, '2031-06-14');
    const url = '/api/v1/templates/classic-checklist/apply/';
    const body = { account: wedding.id, today: '2030-01-10' };
    const first = await withEvents(server, () => a.call(people.couple.access_token, 'POST', url, body));
    const applied = ok<TemplateApplied>(first.res);
    expect(applied.tasks_created).toBeGreaterThanOrEqual(40);
    expect(applied).toMatchObject({ sections_created: 8, tasks_skipped: 0 });
    expect(first.events.map((e) => [e.action, e.data])).toEqual([
      [
        'apply_template',
        {
          template: 'classic-checklist',
          sections_created: 8,
          tasks_created: applied.tasks_created,
          by: people.couple.user.id,
        },
      ],
    ]);
    const tasks = await a.board(people.member.access_token, wedding.id);
    const due = (key: string) => tasks.find((t) => t.template_task === `classic-checklist:${key}`)!.due_date;
    // 12 months before 2031-06-14, 2 months before, one week before, and a month after the day.
    expect(due('venue-book')).toBe('2030-06-14');
    expect(due('send-invitations')).toBe('2031-04-14');
    expect(due('pay-balances')).toBe('2031-06-07');
    expect(due('thank-yous')).toBe('2031-07-14');
    const sections = await a.sections(people.member.access_token, wedding.id);
    expect(sections.map((s) => s.position)).toEqual(sections.map((_, i) => i));

    const again = await withEvents(server, () => a.call(people.couple.access_token, 'POST', url, body));
    expect(ok<TemplateApplied>(again.res)).toMatchObject({
      sections_created: 0,
      tasks_created: 0,
      tasks_skipped: applied.tasks_created,
    });
    expect(again.events).toEqual([]);
    expect(await a.board(people.member.access_token, wedding.id)).toHaveLength(tasks.length);
    expect(await a.sections(people.member.access_token, wedding.id)).toHaveLength(sections.length);
  });

  test('a late start spreads the work from today to the day, none in the past; a section of the same name is reused', async () => {
    const wedding = await planningWedding(server, people, '2030-03-01');
    const own = await a.section(people.member.access_token, wedding.id, '12 MONTHS BEFORE');
    const res = await a.call(people.couple.access_token, 'POST', '/api/v1/templates/classic-checklist/apply/', {
      account: wedding.slug,
      today: '2030-01-10',
    });
    expect(ok<TemplateApplied>(res).sections_created).toBe(7);
    const tasks = await a.board(people.member.access_token, wedding.id);
    const venue = tasks.find((t) => t.template_task === 'classic-checklist:venue-book')!;
    expect(venue).toMatchObject({ due_date: '2030-01-10', section: own.id });
    const invitations = tasks.find((t) => t.template_task === 'classic-checklist:send-invitations')!.due_date!;
    expect(invitations > '2030-01-10' && invitations < '2030-03-01').toBe(true);
    const dates = tasks.map((t) => t.due_date!);
    expect(dates.every((d) => d >= '2030-01-10')).toBe(true);
    expect(dates.filter((d) => d === '2030-01-10').length).toBeLessThan(dates.length / 4);
  });

  test('a task deleted after applying comes back on the next apply; the rest are not duplicated', async () => {
    const wedding = await planningWedding(server, people);
    const url = '/api/v1/templates/destination-extras/apply/';
    ok(await a.call(people.couple.access_token, 'POST', url, { account: wedding.id }));
    const tasks = await a.board(people.member.access_token, wedding.id);
    ok(await a.call(people.member.access_token, 'DELETE', `/api/v1/tasks/${tasks[0]!.id}/`), 204);
    const again = ok<TemplateApplied>(await a.call(people.couple.access_token, 'POST', url, { account: wedding.id }));
    expect(again).toMatchObject({ tasks_created: 1, sections_created: 0, tasks_skipped: tasks.length - 1 });
    expect(await a.board(people.member.access_token, wedding.id)).toHaveLength(tasks.length);
  });

  test('bad input: no account is a 400, a bad date a 400, and neither writes', async () => {
    const wedding = await planningWedding(server, people);
    const url = '/api/v1/templates/classic-checklist/apply/';
    const token = people.couple.access_token;
    expectProblem(await a.call(token, 'POST', url, {}), 400, { account: [planningMessages.accountRequired] });
    const { res, events } = await withEvents(server, () =>
      a.call(token, 'POST', url, { account: wedding.id, today: 'soon' }),
    );
    expectProblem(res, 400, { today: [planningMessages.dateInvalid] });
    expect(events).toEqual([]);
  });
});

describe('calendar', () => {
  test('a member adds an event; the month shows it with the tasks due and the wedding date', async () => {
    const wedding = await planningWedding(server, people, '2031-06-14');
    const token = people.member.access_token;
    const section = await a.section(token, wedding.id, 'Venue');
    await a.task(token, { account: wedding.id, section: section.id, title: 'Final fitting', due_date: '2031-06-03' });
    await a.task(token, { account: wedding.id, section: section.id, title: 'Out of range', due_date: '2031-08-01' });
    const body = {
      account: wedding.id,
      title: 'Rehearsal dinner',
      date: '2031-06-13',
      start_time: '19:00',
      end_time: '22:30',
      place: 'The Old Mill',
      notes: 'Family only',
    };
    const { res, events } = await withEvents(server, () => a.call(token, 'POST', '/api/v1/account-events/', body));
    const event = ok<WeddingEvent>(res, 201);
    expect(event).toMatchObject({ ...body, account: wedding.id, created_by: people.member.user.id });
    expect(events.map((e) => [e.action, e.data])).toEqual([['create_event', { event, by: people.member.user.id }]]);
    const feed = ok<CalendarFeed>(
      await a.call(token, 'GET', `/api/v1/accounts/${wedding.slug}/events/?from=2031-06-01&to=2031-06-30`),
    );
    expect(feed.wedding_date).toBe('2031-06-14');
    expect(feed.events.map((e) => e.title)).toEqual(['Rehearsal dinner']);
    expect(feed.tasks.map((t) => [t.title, t.due_date])).toEqual([['Final fitting', '2031-06-03']]);
    const day = ok<CalendarFeed>(
      await a.call(token, 'GET', `/api/v1/accounts/${wedding.id}/events/?from=2031-06-13&to=2031-06-13`),
    );
    expect(day.events).toHaveLength(1);
    expect(day.tasks).toHaveLength(0);
  });

  test('events of one day come in time order, all-day first', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    await a.event(token, { account: wedding.id, title: 'Late', date: '2031-05-01', start_time: '18:00' });
    await a.event(token, { account: wedding.id, title: 'All day', date: '2031-05-01' });
    await a.event(token, { account: wedding.id, title: 'Early', date: '2031-05-01', start_time: '09:30' });
    const list = ok<{ results: WeddingEvent[] }>(
      await a.call(token, 'GET', `/api/v1/account-events/?account=${wedding.id}`),
    );
    expect(list.results.map((e) => e.title)).toEqual(['All day', 'Early', 'Late']);
  });

  test.each([
    [{ title: '' }, { title: ['Field required.'] }],
    [{ date: '' }, { date: ['Field required.'] }],
    [{ date: '2031-13-01' }, { date: [planningMessages.dateInvalid] }],
    [{ start_time: '7pm' }, { start_time: [planningMessages.timeInvalid] }],
    [{ start_time: '19:00', end_time: '18:00' }, { end_time: [planningMessages.endBeforeStart] }],
  ])('bad event %j is a 400 and writes no event', async (change, errors) => {
    const wedding = await planningWedding(server, people);
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/account-events/', {
        account: wedding.id,
        title: 'Tasting',
        date: '2031-02-02',
        ...change,
      }),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('an edit keeps the time range sensible with the stored end; delete removes it', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const event = await a.event(token, {
      account: wedding.id,
      date: '2031-02-02',
      start_time: '10:00',
      end_time: '11:00',
    });
    const url = `/api/v1/account-events/${event.id}/`;
    expectProblem(await a.call(token, 'PATCH', url, { start_time: '12:00' }), 400, {
      end_time: [planningMessages.endBeforeStart],
    });
    const moved = await withEvents(server, () => a.call(token, 'PATCH', url, { date: '2031-02-03', end_time: null }));
    expect(ok<WeddingEvent>(moved.res)).toMatchObject({ date: '2031-02-03', start_time: '10:00', end_time: null });
    expect(moved.events.map((e) => e.action)).toEqual(['update_event']);
    const removal = await withEvents(server, () => a.call(token, 'DELETE', url));
    ok(removal.res, 204);
    expect(removal.events.map((e) => [e.action, e.data.id])).toEqual([['delete_event', event.id]]);
    expectProblem(await a.call(token, 'GET', url), 404);
  });

  test('the calendar range must be real dates, in order, at most 62 days', async () => {
    const wedding = await planningWedding(server, people);
    const url = (q: string) => `/api/v1/accounts/${wedding.id}/events/?${q}`;
    const token = people.member.access_token;
    expectProblem(await a.call(token, 'GET', url('from=2031-01-01')), 400, { to: ['Field required.'] });
    expectProblem(await a.call(token, 'GET', url('from=2031-02-01&to=2031-01-01')), 400, {
      to: [planningMessages.rangeInvalid],
    });
    expectProblem(await a.call(token, 'GET', url('from=2031-01-01&to=2031-06-01')), 400, {
      to: [planningMessages.rangeInvalid],
    });
    ok(await a.call(token, 'GET', url('from=2031-01-01&to=2031-03-04')));
  });
});
