import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { api, boardWedding, signUpPeople } from './planningSupport';
import { statementsDuring } from './statements';
import { call, setUpWedding } from './weddingsSupport';

// Issue "Fast and sturdy": GET wedding used to spend about seven sequential queries. With the token cached, it is
// one statement: the access check's query reads the couple and the page's counts with the wedding.

let server: TestServer;
let ann: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  ann = await signUp(server, { first_name: 'Ann', last_name: 'Lee' });
});
afterAll(() => server.close());

test('GET wedding is one SQL statement once the token is cached, with the same answer as before', async () => {
  const wedding = await setUpWedding(server, ann.access_token, { name: 'Ann & Ben' });
  await call(server, ann.access_token, 'GET', '/api/v1/users/me/');
  let body: Wedding | undefined;
  const statements = await statementsDuring(server, async () => {
    const res = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/`);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json() as Wedding;
  });
  expect(statements).toHaveLength(1);
  expect(body).toMatchObject({
    id: wedding.id,
    my_role: wedding.my_role,
    couple: wedding.couple,
    done_percentage: 0,
    followers_count: 0,
    posts_count: 0,
  });
});

test('the task board is the access check and one statement, then the access check alone while it is unchanged', async () => {
  const people = await signUpPeople(server);
  const token = people.member.access_token;
  const { wedding, todo, later } = await boardWedding(server, people);
  const a = api(server);
  const first = await a.task(token, {
    account: wedding.id,
    section: todo.id,
    title: 'Book the band',
    assignees: [people.other.user.id, people.couple.user.id],
  });
  await a.task(token, { account: wedding.id, section: later.id, title: 'Thank-you cards' });
  const second = await a.task(token, { account: wedding.id, section: todo.id, title: 'Cake tasting' });
  for (const text of ['Which band?', 'The jazz trio'])
    await a.comment(token, `/api/v1/tasks/${first.id}/comments/`, text);
  await call(server, token, 'GET', '/api/v1/users/me/');
  let board: Awaited<ReturnType<typeof a.board>> = [];
  const statements = await statementsDuring(server, async () => {
    board = await a.board(token, wedding.id);
  });
  expect(statements).toHaveLength(2);
  // The answer is kept with the board's version, which the access check reads (taskBoardCache.test.ts).
  let again: typeof board = [];
  expect(
    await statementsDuring(server, async () => {
      again = await a.board(token, wedding.id);
    }),
  ).toHaveLength(1);
  expect(again).toEqual(board);
  expect(board.map((t) => [t.title, t.assignees, t.comments_count])).toEqual([
    ['Book the band', [people.couple.user.id, people.other.user.id].sort(), 2],
    ['Cake tasting', [], 0],
    ['Thank-you cards', [], 0],
  ]);
  expect(board[1]).toEqual(second);
});
