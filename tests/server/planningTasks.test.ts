import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { planningMessages, type Task, type TaskSection } from '../../src/shared/planning';
import type { Wedding } from '../../src/shared/weddings';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, rowXmin, signUpPeople, titlesIn, withEvents } from './planningSupport';

// The task board: sections and tasks, their order, status and the wedding's done percentage, with their events.

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

async function board(): Promise<{ wedding: Wedding; todo: TaskSection; later: TaskSection }> {
  const wedding = await planningWedding(server, people);
  const todo = await a.section(people.member.access_token, wedding.id, 'To do');
  const later = await a.section(people.member.access_token, wedding.id, 'Later');
  return { wedding, todo, later };
}

describe('sections', () => {
  test('are kept in order; one added at a position moves the rest down, densely', async () => {
    const { wedding, todo, later } = await board();
    const first = await a.section(people.couple.access_token, wedding.id, 'First', 0);
    const sections = await a.sections(people.member.access_token, wedding.slug);
    expect(sections.map((s) => [s.name, s.position])).toEqual([
      ['First', 0],
      ['To do', 1],
      ['Later', 2],
    ]);
    expect(sections.map((s) => s.id)).toEqual([first.id, todo.id, later.id]);
  });

  test('a name the wedding already has, in any case, is a 409 on name and writes no event', async () => {
    const { wedding } = await board();
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/account-sections/', { account: wedding.id, name: 'to DO' }),
    );
    expectProblem(res, 409, { name: [planningMessages.sectionNameTaken] });
    expect(events).toEqual([]);
  });

  test.each([
    [{ name: '' }, { name: [fieldMessages.required] }],
    [{ name: 'x'.repeat(101) }, { name: [planningMessages.sectionNameTooLong] }],
    [{ name: 'Ok', position: -1 }, { position: [planningMessages.positionInvalid] }],
    [{ name: 'Ok', position: 1.5 }, { position: [planningMessages.positionInvalid] }],
  ])('bad input %j is a 400 with field errors', async (body, errors) => {
    const { wedding } = await board();
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/account-sections/', { account: wedding.id, ...body }),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('without an account it is a 400 on account; an unknown account is a 404', async () => {
    const token = people.member.access_token;
    expectProblem(await a.call(token, 'POST', '/api/v1/account-sections/', { name: 'X' }), 400, {
      account: [planningMessages.accountRequired],
    });
    expectProblem(await a.call(token, 'GET', '/api/v1/account-sections/'), 400, {
      account: [planningMessages.accountRequired],
    });
    expectProblem(await a.call(token, 'POST', '/api/v1/account-sections/', { account: 'no-such', name: 'X' }), 404);
  });

  test('renaming and moving write one update_section event each', async () => {
    const { wedding, todo, later } = await board();
    const renamed = await withEvents(server, () =>
      a.call(people.member.access_token, 'PATCH', `/api/v1/account-sections/${later.id}/`, { name: 'Someday' }),
    );
    expect(ok<TaskSection>(renamed.res).name).toBe('Someday');
    expect(renamed.events.map((e) => e.action)).toEqual(['update_section']);
    const moved = await withEvents(server, () =>
      a.call(people.member.access_token, 'PATCH', `/api/v1/account-sections/${later.id}/`, { position: 0 }),
    );
    expect(ok<TaskSection>(moved.res).position).toBe(0);
    expect(moved.events).toHaveLength(1);
    expect((await a.sections(people.member.access_token, wedding.id)).map((s) => s.id)).toEqual([later.id, todo.id]);
    expectProblem(
      await a.call(people.member.access_token, 'PATCH', `/api/v1/account-sections/${later.id}/`, { name: 'To Do' }),
      409,
      { name: [planningMessages.sectionNameTaken] },
    );
    expectProblem(await a.call(people.member.access_token, 'PATCH', `/api/v1/account-sections/${later.id}/`, {}), 400);
  });

  test('only the couple deletes a section, and its tasks go with it', async () => {
    const { wedding, todo, later } = await board();
    await a.task(people.member.access_token, { account: wedding.id, section: todo.id, title: 'Gone with it' });
    await a.task(people.member.access_token, { account: wedding.id, section: later.id, title: 'Stays' });
    expectProblem(await a.call(people.member.access_token, 'DELETE', `/api/v1/account-sections/${todo.id}/`), 403);
    const { res, events } = await withEvents(server, () =>
      a.call(people.couple.access_token, 'DELETE', `/api/v1/account-sections/${todo.id}/`),
    );
    ok(res, 204);
    expect(events.map((e) => [e.action, e.data.id])).toEqual([['delete_section', todo.id]]);
    expect((await a.board(people.member.access_token, wedding.id)).map((t) => t.title)).toEqual(['Stays']);
    expect((await a.sections(people.member.access_token, wedding.id)).map((s) => [s.id, s.position])).toEqual([
      [later.id, 0],
    ]);
    expectProblem(await a.call(people.couple.access_token, 'DELETE', `/api/v1/account-sections/${todo.id}/`), 404);
  });
});

describe('tasks', () => {
  test('a member creates a task with every field, and one create event carries it', async () => {
    const { wedding, todo } = await board();
    const body = {
      account: wedding.slug,
      section: todo.id,
      title: 'Book the venue',
      notes: 'Ask about curfew',
      due_date: '2030-09-01',
      status: 'in_progress',
      assignees: [people.member.user.id, people.couple.user.id, people.member.user.id],
    };
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/tasks/', body),
    );
    const task = ok<Task>(res, 201);
    expect(task).toMatchObject({
      account: wedding.id,
      section: todo.id,
      title: 'Book the venue',
      notes: 'Ask about curfew',
      due_date: '2030-09-01',
      status: 'in_progress',
      position: 0,
      comments_count: 0,
      created_by: people.member.user.id,
      completed_at: null,
    });
    expect(task.assignees).toEqual([people.member.user.id, people.couple.user.id].sort());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ stream: 'account_tasks', action: 'create', wedding_id: wedding.id });
    expect(events[0]!.data).toEqual({ task, index: 0, by: people.member.user.id });
    // Written by the transaction that wrote the task: they commit, or roll back, together.
    expect(events[0]!.xid32).toBe(await rowXmin(server, 'tasks', task.id));
  });

  test('a drag-and-drop create says so in its event, so the dropping client can skip it', async () => {
    const { wedding, todo } = await board();
    const { events } = await withEvents(server, () =>
      a.task(people.member.access_token, { account: wedding.id, section: todo.id, via: 'drag_and_drop' }),
    );
    expect(events[0]!.data).toMatchObject({ via: 'drag_and_drop', by: people.member.user.id });
  });

  test.each([
    ['no title', { title: '' }, { title: [fieldMessages.required] }],
    ['a long title', { title: 'x'.repeat(151) }, { title: ['Keep this under 150 characters.'] }],
    ['long notes', { notes: 'x'.repeat(2001) }, { notes: [planningMessages.notesTooLong] }],
    ['a bad date', { due_date: '2030-02-30' }, { due_date: [planningMessages.dateInvalid] }],
    ['a bad status', { status: 'finished' }, { status: [planningMessages.statusInvalid] }],
    ['a bad position', { position: -2 }, { position: [planningMessages.positionInvalid] }],
    ['a stranger assigned', { assignees: ['stranger'] }, { assignees: [planningMessages.assigneesInvalid] }],
    ['assignees not a list', { assignees: 'me' }, { assignees: [planningMessages.assigneesInvalid] }],
    ['no section', { section: undefined }, { section: [planningMessages.sectionInvalid] }],
    ['an unknown section', { section: 'nope' }, { section: [planningMessages.sectionInvalid] }],
  ])('%s is a 400 with the field error and no event', async (_name, change, errors) => {
    const { wedding, todo } = await board();
    const body = { account: wedding.id, section: todo.id, title: 'Fine', ...change };
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'POST', '/api/v1/tasks/', body),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
  });

  test('a follower or stranger assigned, or a section of another wedding, is refused', async () => {
    const { wedding, todo } = await board();
    const other = await board();
    const token = people.member.access_token;
    for (const assignee of [people.follower.user.id, people.stranger.user.id]) {
      const body = { account: wedding.id, section: todo.id, title: 'x', assignees: [assignee] };
      expectProblem(await a.call(token, 'POST', '/api/v1/tasks/', body), 400, {
        assignees: [planningMessages.assigneesInvalid],
      });
    }
    expectProblem(
      await a.call(token, 'POST', '/api/v1/tasks/', { account: wedding.id, section: other.todo.id, title: 'x' }),
      400,
      { section: [planningMessages.sectionInvalid] },
    );
  });

  test('a body over the size limit is a 413', async () => {
    const { wedding, todo } = await board();
    const res = await a.call(people.member.access_token, 'POST', '/api/v1/tasks/', {
      account: wedding.id,
      section: todo.id,
      title: 'Big',
      notes: 'x'.repeat(70 * 1024),
    });
    expectProblem(res, 413);
  });

  test('edits replace fields, and each writes one update event in the same transaction', async () => {
    const { wedding, todo } = await board();
    const task = await a.task(people.member.access_token, {
      account: wedding.id,
      section: todo.id,
      due_date: '2030-01-01',
    });
    const { res, events } = await withEvents(server, () =>
      a.call(people.other.access_token, 'PATCH', `/api/v1/tasks/${task.id}/`, {
        title: 'Renamed',
        notes: 'More',
        due_date: null,
        assignees: [people.other.user.id],
      }),
    );
    const updated = ok<Task>(res);
    expect(updated).toMatchObject({
      title: 'Renamed',
      notes: 'More',
      due_date: null,
      assignees: [people.other.user.id],
    });
    expect(events.map((e) => [e.action, e.data])).toEqual([['update', { task: updated, by: people.other.user.id }]]);
    expect(events[0]!.xid32).toBe(await rowXmin(server, 'tasks', task.id));
    const fetched = ok<Task>(await a.call(people.couple.access_token, 'GET', `/api/v1/tasks/${task.id}/`));
    expect(fetched).toEqual(updated);
    expectProblem(await a.call(people.member.access_token, 'PATCH', `/api/v1/tasks/${task.id}/`, {}), 400, {
      non_field_errors: [planningMessages.nothingToChange],
    });
  });

  test.each([
    ['a bad status', { status: 'later' }, { status: [planningMessages.statusInvalid] }],
    ['an empty title', { title: ' ' }, { title: [fieldMessages.required] }],
    ['a bad date', { due_date: '31/12/2030' }, { due_date: [planningMessages.dateInvalid] }],
    ['a negative position', { position: -1 }, { position: [planningMessages.positionInvalid] }],
    ['an unknown section', { section: crypto.randomUUID() }, { section: [planningMessages.sectionInvalid] }],
    ['a non-member assigned', { assignees: [crypto.randomUUID()] }, { assignees: [planningMessages.assigneesInvalid] }],
  ])('an edit with %s is a 400 that changes nothing and writes no event', async (_name, body, errors) => {
    const { wedding, todo } = await board();
    const task = await a.task(people.member.access_token, { account: wedding.id, section: todo.id, title: 'Same' });
    const { res, events } = await withEvents(server, () =>
      a.call(people.member.access_token, 'PATCH', `/api/v1/tasks/${task.id}/`, body),
    );
    expectProblem(res, 400, errors);
    expect(events).toEqual([]);
    expect(ok<Task>(await a.call(people.member.access_token, 'GET', `/api/v1/tasks/${task.id}/`))).toEqual(task);
  });

  test('status goes through update-status; done sets completed_at and the wedding’s done_percentage follows', async () => {
    const { wedding, todo } = await board();
    const token = people.member.access_token;
    const tasks = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title, position) =>
        a.task(token, { account: wedding.id, section: todo.id, title, position }),
      ),
    );
    const percentage = async () =>
      ok<Wedding>(await a.call(token, 'GET', `/api/v1/accounts/${wedding.id}/`)).done_percentage;
    expect(await percentage()).toBe(0);
    const { res, events } = await withEvents(server, () =>
      a.call(token, 'POST', `/api/v1/tasks/${tasks[0]!.id}/update-status/`, { status: 'done' }),
    );
    const done = ok<Task>(res);
    expect(done.status).toBe('done');
    expect(done.completed_at).not.toBeNull();
    expect(events.map((e) => e.action)).toEqual(['update']);
    expect(await percentage()).toBe(25);
    ok(await a.call(token, 'POST', `/api/v1/tasks/${tasks[1]!.id}/update-status/`, { status: 'done' }));
    ok(await a.call(token, 'POST', `/api/v1/tasks/${tasks[2]!.id}/update-status/`, { status: 'done' }));
    expect(await percentage()).toBe(75);
    const reopened = ok<Task>(
      await a.call(token, 'POST', `/api/v1/tasks/${tasks[0]!.id}/update-status/`, { status: 'todo' }),
    );
    expect(reopened.completed_at).toBeNull();
    expect(await percentage()).toBe(50);
    expectProblem(await a.call(token, 'POST', `/api/v1/tasks/${tasks[0]!.id}/update-status/`, { status: 'x' }), 400, {
      status: [planningMessages.statusInvalid],
    });
  });

  test('moves within and across sections keep both sections dense', async () => {
    const { wedding, todo, later } = await board();
    const token = people.member.access_token;
    const [one, , three] = [
      await a.task(token, { account: wedding.id, section: todo.id, title: 'One' }),
      await a.task(token, { account: wedding.id, section: todo.id, title: 'Two' }),
      await a.task(token, { account: wedding.id, section: todo.id, title: 'Three' }),
    ];
    await a.task(token, { account: wedding.id, section: later.id, title: 'Four' });
    ok(await a.call(token, 'PATCH', `/api/v1/tasks/${three!.id}/`, { position: 0 }));
    expect(titlesIn(await a.board(token, wedding.id), todo.id)).toEqual(['Three', 'One', 'Two']);
    const { res, events } = await withEvents(server, () =>
      a.call(token, 'PATCH', `/api/v1/tasks/${one!.id}/`, { section: later.id, position: 1 }),
    );
    expect(ok<Task>(res)).toMatchObject({ section: later.id, position: 1 });
    expect(events.map((e) => e.action)).toEqual(['update']);
    const tasks = await a.board(token, wedding.id);
    expect(titlesIn(tasks, todo.id)).toEqual(['Three', 'Two']);
    expect(titlesIn(tasks, later.id)).toEqual(['Four', 'One']);
    // Past the end means the end.
    ok(await a.call(token, 'PATCH', `/api/v1/tasks/${three!.id}/`, { section: later.id, position: 99 }));
    expect(titlesIn(await a.board(token, wedding.id), later.id)).toEqual(['Four', 'One', 'Three']);
  });

  test('a task created at a position pushes the rest down', async () => {
    const { wedding, todo } = await board();
    const token = people.member.access_token;
    await a.task(token, { account: wedding.id, section: todo.id, title: 'B' });
    await a.task(token, { account: wedding.id, section: todo.id, title: 'C' });
    await a.task(token, { account: wedding.id, section: todo.id, title: 'A', position: 0 });
    expect(titlesIn(await a.board(token, wedding.id), todo.id)).toEqual(['A', 'B', 'C']);
  });

  test('delete removes the task, closes the gap and writes one delete event', async () => {
    const { wedding, todo } = await board();
    const token = people.member.access_token;
    const first = await a.task(token, { account: wedding.id, section: todo.id, title: 'First' });
    await a.task(token, { account: wedding.id, section: todo.id, title: 'Second' });
    const { res, events } = await withEvents(server, () => a.call(token, 'DELETE', `/api/v1/tasks/${first.id}/`));
    ok(res, 204);
    expect(events.map((e) => [e.action, e.data])).toEqual([['delete', { id: first.id, by: people.member.user.id }]]);
    expect(titlesIn(await a.board(token, wedding.id), todo.id)).toEqual(['Second']);
    expectProblem(await a.call(token, 'GET', `/api/v1/tasks/${first.id}/`), 404);
    expectProblem(await a.call(token, 'DELETE', `/api/v1/tasks/${first.id}/`), 404);
    expectProblem(await a.call(token, 'PATCH', '/api/v1/tasks/not-a-uuid/', { title: 'x' }), 404);
  });

  test('concurrent creates and moves leave positions dense and unique, and every task in place', async () => {
    const { wedding, todo, later } = await board();
    const token = people.member.access_token;
    const seeded: Task[] = [];
    for (let i = 0; i < 6; i++)
      seeded.push(await a.task(token, { account: wedding.id, section: todo.id, title: `S${i}` }));
    const requests = [
      ...Array.from({ length: 8 }, (_, i) =>
        a.call(token, 'POST', '/api/v1/tasks/', { account: wedding.id, section: todo.id, title: `N${i}`, position: 0 }),
      ),
      ...seeded.map((t, i) =>
        a.call(token, 'PATCH', `/api/v1/tasks/${t.id}/`, {
          section: i % 2 ? later.id : todo.id,
          position: (i * 3) % 5,
        }),
      ),
      a.call(token, 'DELETE', `/api/v1/tasks/${seeded[0]!.id}/`),
    ];
    const results = await Promise.all(requests);
    // The delete may run before or after the move of the same task: that move is then a 404.
    for (const res of results) expect([200, 201, 204, 404], res.body).toContain(res.statusCode);
    const tasks = await a.board(token, wedding.id);
    titlesIn(tasks, todo.id);
    titlesIn(tasks, later.id);
    expect(tasks.map((t) => t.title).sort()).toEqual(
      [...seeded.slice(1).map((t) => t.title), ...Array.from({ length: 8 }, (_, i) => `N${i}`)].sort(),
    );
  });

  test('the board lists every task section by section, with comment counts', async () => {
    const { wedding, todo, later } = await board();
    const token = people.member.access_token;
    const late = await a.task(token, { account: wedding.id, section: later.id, title: 'Late' });
    await a.task(token, { account: wedding.id, section: todo.id, title: 'Soon' });
    await a.comment(token, `/api/v1/tasks/${late.id}/comments/`);
    await a.comment(token, `/api/v1/tasks/${late.id}/comments/`);
    const tasks = await a.board(token, wedding.slug);
    expect(tasks.map((t) => [t.title, t.comments_count])).toEqual([
      ['Soon', 0],
      ['Late', 2],
    ]);
  });
});
