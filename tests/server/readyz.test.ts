import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { SOCKET_CLOSE } from '../../src/shared/realtime';
import { startTestServer, type TestServer } from './helper';

// /readyz (may a load balancer send this instance traffic?) and draining (what SIGTERM starts, plugins/lifecycle.ts).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const readyz = () => server.app.inject({ method: 'GET', url: '/readyz' });

test('a migrated instance with its database is ready; /healthz stays the liveness check', async () => {
  const res = await readyz();
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'done', draining: false });
  expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

test('an unreachable database makes it not ready, and the problem says so', async () => {
  const query = vi
    .spyOn(server.app.database.pool, 'query')
    .mockImplementationOnce((() => Promise.reject(new Error('connect ECONNREFUSED'))) as never);
  try {
    const res = await readyz();
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: 'Not ready: the database is unreachable.',
      checks: { database: 'unreachable', migrations: 'unknown', draining: false },
    });
  } finally {
    query.mockRestore();
  }
});

test('a database missing this build’s newest migration is not ready', async () => {
  const pool = server.database.pool;
  const newest = `(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
  await pool.query(`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`);
  try {
    const res = await readyz();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      detail: 'Not ready: database migrations are pending.',
      checks: { database: 'reachable', migrations: 'pending', draining: false },
    });
  } finally {
    await pool.query(
      `UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
    );
  }
  expect((await readyz()).statusCode).toBe(200);
});

test('draining: readyz 503, new sockets refused with 503, open sockets closed with 1001, then the app closes', async () => {
  const { token } = await signedIn();
  const open = await server.app.injectWS(`/ws?token=${token}`);
  const closed = new Promise<number>((resolve) => open.once('close', (code: number) => resolve(code)));
  await new Promise((resolve) => open.once('message', resolve)); // `ready`: the hub holds the socket

  server.app.lifecycle.markDraining();
  const res = await readyz();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    detail: 'Not ready: the instance is draining (shutting down).',
    checks: { database: 'reachable', migrations: 'done', draining: true },
  });
  await expect(server.app.injectWS(`/ws?token=${token}`)).rejects.toThrow('Unexpected server response: 503');
  // Requests other than new sockets are still served while a load balancer catches up.
  expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

  await server.app.lifecycle.drain();
  expect(await closed).toBe(SOCKET_CLOSE.goingAway.code);
});

async function signedIn(): Promise<{ token: string }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    payload: { first_name: 'Rea', last_name: 'Dy', email: 'rea@example.com', password: 'secret12' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: res.json<{ access_token: string }>().access_token };
}
