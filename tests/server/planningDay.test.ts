import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { planningMessages, type TaskComment, type WeddingDayTask } from '../../src/shared/planning';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, dayTitles, ok, type People, planningWedding, rowXmin, signUpPeople, withEvents } from './planningSupport';

// The wedding-day run-of-show, reordered as a whole list, and comments on tasks and wedding-day tasks.

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

describe('wedding-day tasks', () => {
  test('a member adds items with time, place and people; each create is one event', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const body = {
      account: wedding.id,
      time: '14:00',
      title: 'Ceremony',
      place: 'St Mary’s',
      notes: 'Rings with the best man',
      assignees: [people.other.user.id],
    };
    const { res, events } = await withEvents(server, () => a.call(token, 'POST', '/api/v1/wedding-day-tasks/', body));
    const task = ok<WeddingDayTask>(res, 201);
    expect(task).toMatchObject({ ...body, account: wedding.id, position: 0, comments_count: 0 });
    expect(events.map((e) => [e.stream, e.action, e.data])).toEqual([
      ['account_tasks', 'create_weddin_day_task', { task, by: people.member.user.id }],
    ]);
    expect(events[0]!.xid32).toBe(await rowXmin(server, 'wedding_day_tasks', task.id));
    await a.dayTask(token, { account: wedding.id, title: 'Getting ready', time: '10:00', position: 0 });
    await a.dayTask(token, { account: wedding.id, title: 'Dinner' });
    expect(dayTitles(await a.day(token, wedding.slug))).toEqual(['Getting ready', 'Ceremony', 'Dinner']);
    const assigned = ok<{ results: { user: { id: string }; wedding_day_tasks: string[] }[] }>(
      await a.call(token, 'GET', `/api/v1/accounts/${wedding.id}/wedding-day-tasks-assigned-users/`),
    );
    expect(assigned.results.map((r) => [r.user.id, r.wedding_day_tasks])).toEqual([[people.other.user.id, [task.id]]]);
  });

  test.each([
    [{ title: '' }, { title: [fieldMessages.required] }],
    [{ time: '25:00' }, { time: [planningMessages.timeInvalid] }],
    [{ time: '9am' }, { time: [planningMessages.timeInvalid] }],
    [{ place: 'p'.repeat(151) }, { place: [planningMessages.placeTooLong] }],
    [{ assignees: [crypto.randomUUID()] }, { assignees: [planningMessages.assigneesInvalid] }],
  ])('bad input %j is a 400 and writes no event', async (change, errors) => {
    const wedding = await planningWedding(server, people);
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/wedding-day-tasks/', {
        account: wedding.id,
        title: 'Toasts',
        ...change,
      }),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('an edit is one update event; an empty time clears it; a delete closes the gap', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const first = await a.dayTask(token, { account: wedding.id, title: 'Photos', time: '15:00' });
    await a.dayTask(token, { account: wedding.id, title: 'Speeches' });
    const edit = await withEvents(server, () =>
      a.call(token, 'PATCH', `/api/v1/wedding-day-tasks/${first.id}/`, { time: '', place: 'Lawn' }),
    );
    const updated = ok<WeddingDayTask>(edit.res);
    expect(updated).toMatchObject({ time: null, place: 'Lawn', title: 'Photos' });
    expect(edit.events.map((e) => e.action)).toEqual(['update_weddin_day_task']);
    const removal = await withEvents(server, () => a.call(token, 'DELETE', `/api/v1/wedding-day-tasks/${first.id}/`));
    ok(removal.res, 204);
    expect(removal.events.map((e) => [e.action, e.data.id])).toEqual([['delete_weddin_day_task', first.id]]);
    expect(dayTitles(await a.day(token, wedding.id))).toEqual(['Speeches']);
    expectProblem(await a.call(token, 'GET', `/api/v1/wedding-day-tasks/${first.id}/`), 404);
  });

  test.each([
    [{}, { non_field_errors: [planningMessages.nothingToChange] }],
    [{ title: '' }, { title: [fieldMessages.required] }],
    [{ time: '7:5' }, { time: [planningMessages.timeInvalid] }],
    [{ notes: 'n'.repeat(2001) }, { notes: [planningMessages.notesTooLong] }],
    [{ assignees: [crypto.randomUUID()] }, { assignees: [planningMessages.assigneesInvalid] }],
  ])('an edit %j is a 400 and writes no event', async (body, errors) => {
    const wedding = await planningWedding(server, people);
    const item = await a.dayTask(people.member.access_token, { account: wedding.id, title: 'Toasts', time: '20:00' });
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'PATCH', `/api/v1/wedding-day-tasks/${item.id}/`, body),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('reordering takes the whole list and writes one event with every new position', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const [x, y, z] = [
      await a.dayTask(token, { account: wedding.id, title: 'X' }),
      await a.dayTask(token, { account: wedding.id, title: 'Y' }),
      await a.dayTask(token, { account: wedding.id, title: 'Z' }),
    ];
    const ids = [z!.id, x!.id, y!.id];
    const { res, events } = await withEvents(server, () =>
      a.call(token, 'POST', '/api/v1/wedding-day-tasks/reorder/', { account: wedding.id, ids }),
    );
    expect(dayTitles(ok<{ results: WeddingDayTask[] }>(res).results)).toEqual(['Z', 'X', 'Y']);
    expect(events.map((e) => [e.action, e.data])).toEqual([
      [
        'wedding_day_tasks_reorder',
        { tasks: ids.map((id, position) => ({ id, position })), by: people.member.user.id },
      ],
    ]);
    expect(dayTitles(await a.day(token, wedding.id))).toEqual(['Z', 'X', 'Y']);
  });

  test('a reorder made from an old copy of the list is a 409; a malformed one a 400; neither writes', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const x = await a.dayTask(token, { account: wedding.id, title: 'X' });
    const y = await a.dayTask(token, { account: wedding.id, title: 'Y' });
    const url = '/api/v1/wedding-day-tasks/reorder/';
    const missing = await withEvents(server, () => a.call(token, 'POST', url, { account: wedding.id, ids: [y.id] }));
    expectProblem(missing.res, 409, { ids: [planningMessages.listChanged] });
    expect(missing.events).toEqual([]);
    const stranger = crypto.randomUUID();
    expectProblem(await a.call(token, 'POST', url, { account: wedding.id, ids: [y.id, stranger] }), 409);
    expectProblem(await a.call(token, 'POST', url, { account: wedding.id, ids: [x.id, x.id] }), 400, {
      ids: [planningMessages.idsInvalid],
    });
    expectProblem(await a.call(token, 'POST', url, { account: wedding.id, ids: 'x' }), 400, {
      ids: [planningMessages.idsInvalid],
    });
    expect(dayTitles(await a.day(token, wedding.id))).toEqual(['X', 'Y']);
  });

  test('concurrent reorders and inserts leave the list dense, unique and complete', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const items: WeddingDayTask[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E']) items.push(await a.dayTask(token, { account: wedding.id, title }));
    const orders = [
      [4, 3, 2, 1, 0],
      [1, 0, 3, 2, 4],
      [2, 4, 0, 1, 3],
    ];
    const results = await Promise.all([
      ...orders.map((order) =>
        a.call(token, 'POST', '/api/v1/wedding-day-tasks/reorder/', {
          account: wedding.id,
          ids: order.map((i) => items[i]!.id),
        }),
      ),
      a.call(token, 'POST', '/api/v1/wedding-day-tasks/', { account: wedding.id, title: 'F', position: 0 }),
      a.call(token, 'POST', '/api/v1/wedding-day-tasks/', { account: wedding.id, title: 'G', position: 2 }),
    ]);
    // A reorder that ran after an insert names an old list: that one is a 409, the rest succeed.
    for (const res of results) expect([200, 201, 409], res.body).toContain(res.statusCode);
    expect(dayTitles(await a.day(token, wedding.id)).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
});

describe('comments', () => {
  async function targets() {
    const wedding = await planningWedding(server, people);
    const section = await a.section(people.member.access_token, wedding.id, 'Venue');
    const task = await a.task(people.member.access_token, { account: wedding.id, section: section.id });
    const dayTask = await a.dayTask(people.member.access_token, { account: wedding.id });
    return { wedding, task, dayTask };
  }

  test.each([
    [
      'task',
      (t: Awaited<ReturnType<typeof targets>>) => `/api/v1/tasks/${t.task.id}`,
      'create',
      '/api/v1/task-comments',
    ],
    [
      'wedding-day task',
      (t: Awaited<ReturnType<typeof targets>>) => `/api/v1/wedding-day-tasks/${t.dayTask.id}`,
      'create_wedding_day_task_comment',
      '/api/v1/wedding-day-task-comments',
    ],
  ])('on a %s: members comment with author and time, oldest first', async (_kind, base, action, single) => {
    const t = await targets();
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', `${base(t)}/comments/`, { text: '  Booked for May  ' }),
    );
    const comment = ok<TaskComment>(res, 201);
    expect(comment).toMatchObject({
      account: t.wedding.id,
      text: 'Booked for May',
      edited: false,
      author: { id: people.member.user.id, full_name: people.member.user.full_name },
    });
    expect(events.map((e) => [e.stream, e.action, e.data])).toEqual([
      ['account_tasks_comments', action, { comment, by: people.member.user.id }],
    ]);
    expect(events[0]!.xid32).toBe(await rowXmin(server, 'task_comments', comment.id));
    await a.comment(people.couple.access_token, `${base(t)}/comments/`, 'Thanks!');
    const list = ok<{ count: number; results: TaskComment[] }>(
      await a.call(people.other.access_token, 'GET', `${base(t)}/comments/`),
    );
    expect(list.results.map((c) => [c.author.id, c.text])).toEqual([
      [people.member.user.id, 'Booked for May'],
      [people.couple.user.id, 'Thanks!'],
    ]);
    expect(ok<TaskComment>(await a.call(people.other.access_token, 'GET', `${single}/${comment.id}/`))).toEqual(
      comment,
    );
  });

  test.each([
    [{ text: '' }, { text: [fieldMessages.required] }],
    [{ text: '   ' }, { text: [fieldMessages.required] }],
    [{}, { text: [fieldMessages.required] }],
    [{ text: 'x'.repeat(2001) }, { text: [planningMessages.commentTooLong] }],
  ])('bad comment %j is a 400 and writes no event', async (body, errors) => {
    const t = await targets();
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', `/api/v1/tasks/${t.task.id}/comments/`, body),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('the author edits and deletes their own comment; another member cannot', async () => {
    const t = await targets();
    const mine = await a.comment(people.member.access_token, `/api/v1/tasks/${t.task.id}/comments/`, 'First');
    const url = `/api/v1/task-comments/${mine.id}/`;
    const refused = await withEvents(server, () => a.call(people.other.access_token, 'PATCH', url, { text: 'Hijack' }));
    expectProblem(refused.res, 403);
    expect(refused.events).toEqual([]);
    expectProblem(await a.call(people.couple.access_token, 'DELETE', url), 403);
    const edit = await withEvents(server, () => a.call(people.member.access_token, 'PATCH', url, { text: 'Second' }));
    expect(ok<TaskComment>(edit.res)).toMatchObject({ text: 'Second', edited: true });
    expect(edit.events.map((e) => e.action)).toEqual(['update']);
    expectProblem(await a.call(people.member.access_token, 'PATCH', url, { text: '' }), 400, {
      text: [fieldMessages.required],
    });
    const removal = await withEvents(server, () => a.call(people.member.access_token, 'DELETE', url));
    ok(removal.res, 204);
    expect(removal.events.map((e) => [e.action, e.data])).toEqual([
      ['delete', { id: mine.id, task: t.task.id, by: people.member.user.id }],
    ]);
    expectProblem(await a.call(people.member.access_token, 'GET', url), 404);
  });

  test('wedding-day comments are edited and deleted by the same rule, with their own actions', async () => {
    const t = await targets();
    const mine = await a.comment(people.other.access_token, `/api/v1/wedding-day-tasks/${t.dayTask.id}/comments/`);
    const url = `/api/v1/wedding-day-task-comments/${mine.id}/`;
    const edit = await withEvents(server, () => a.call(people.other.access_token, 'PATCH', url, { text: 'Later' }));
    ok(edit.res);
    expect(edit.events.map((e) => e.action)).toEqual(['update_wedding_day_task_comment']);
    const removal = await withEvents(server, () => a.call(people.other.access_token, 'DELETE', url));
    ok(removal.res, 204);
    expect(removal.events.map((e) => [e.action, e.data])).toEqual([
      ['delete_wedding_day_task_comment', { id: mine.id, wedding_day_task: t.dayTask.id, by: people.other.user.id }],
    ]);
  });

  test('deleting a task deletes its comments', async () => {
    const t = await targets();
    const comment = await a.comment(people.member.access_token, `/api/v1/tasks/${t.task.id}/comments/`);
    ok(await a.call(people.member.access_token, 'DELETE', `/api/v1/tasks/${t.task.id}/`), 204);
    expectProblem(await a.call(people.member.access_token, 'GET', `/api/v1/task-comments/${comment.id}/`), 404);
  });
});
