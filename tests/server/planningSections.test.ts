import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import type { TaskSection } from '../../src/shared/planning';
import { planningMessages } from '../../src/shared/planning';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, boardWedding, ok, type People, signUpPeople, withEvents } from './planningSupport';

// The task board's sections: their order, names and deletion, with their events.

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
