import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Wedding } from '../../src/shared/weddings';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
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
