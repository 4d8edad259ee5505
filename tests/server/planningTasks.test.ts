import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import type { Task } from '../../src/shared/planning';
import { planningMessages } from '../../src/shared/planning';
import type { Wedding } from '../../src/shared/weddings';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, boardWedding, ok, type People, rowXmin, signUpPeople, withEvents } from './planningSupport';

// Tasks on the board: creating, editing and their status, with their events. Order: planningTasksOrder.test.ts.

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

const board = () => boardWedding(server, people);

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
});
