import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('healthz reports the database reachable', async () => {
  const res = await server.app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'reachable' });
});

test('an unknown API path is a 404 problem', async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
});
