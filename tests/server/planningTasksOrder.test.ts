import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Task } from '../../src/shared/planning';
import { expectProblem } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, boardWedding, ok, type People, signUpPeople, titlesIn, withEvents } from './planningSupport';

// The order of tasks on the board: moves, positions, deletes and concurrent writers keep every section dense.

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

describe('task order', () => {
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
