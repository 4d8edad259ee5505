import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emitEvent } from '../../src/server/realtime/emitEvent';
import { fakeTask } from '../support/fakeTask';
import {
  Client,
  type Cluster,
  emit,
  readyClient,
  signUpOn,
  startCluster,
  taskEvent,
  weddingWith,
} from './realtimeSupport';

let cluster: Cluster;
const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(() => cluster.close());

describe('opening the socket', () => {
  test('a bad, missing or expired token closes the socket with 4001 and a reason, before any message', async () => {
    const ann = await signUpOn(a());
    await a().database.pool.query(
      `UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [ann.user.id],
    );
    for (const token of ['not-a-token', undefined, ann.access_token]) {
      const client = new Client(a().port, { token });
      expect(await client.closed).toEqual({ code: 4001, reason: 'Invalid or expired token' });
      expect(client.messages).toEqual([]);
    }
  });

  test('an Origin outside the allow-list is refused before the upgrade; an allowed one connects', async () => {
    const ann = await signUpOn(a());
    const evil = new Client(a().port, { token: ann.access_token }, { origin: 'https://evil.example' });
    await expect(evil.opened).rejects.toThrow('HTTP 403');
    const good = await readyClient(a().port, ann.access_token);
    expect(good.messages.at(-1)).toMatchObject({ stream: 'socket', action: 'ready' });
    await good.close();
  });

  test('the page’s own origin connects even when the allow-list names another host for it', async () => {
    const ann = await signUpOn(a());
    // Opened at http://127.0.0.1:<port> while PUBLIC_URL says localhost: live updates must not silently stop.
    const own = new Client(a().port, { token: ann.access_token }, { origin: `http://127.0.0.1:${a().port}` });
    await own.opened;
    await own.close();
    const otherPort = new Client(a().port, { token: ann.access_token }, { origin: `http://127.0.0.1:${a().port + 1}` });
    await expect(otherPort.opened).rejects.toThrow('HTTP 403');
  });

  test('a fresh socket starts with `ready` carrying the current position, and no history', async () => {
    const ann = await signUpOn(a());
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const last = await emit(a().database, taskEvent(weddingId, 1));
    const client = await readyClient(b().port, ann.access_token);
    expect(client.messages).toEqual([{ id: expect.any(Number), stream: 'socket', action: 'ready', data: {} }]);
    expect(client.messages[0]!.id).toBeGreaterThanOrEqual(last);
    await client.close();
  });
});

describe('closing the socket', () => {
  test('revoking a token closes its sockets on every instance at once; the user’s other token stays', async () => {
    const ann = await signUpOn(a());
    const second = await a().app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email: ann.user.email, password: 'correct horse' },
    });
    const otherToken = second.json().access_token as string;
    const onA = await readyClient(a().port, ann.access_token);
    const onB = await readyClient(b().port, ann.access_token);
    const other = await readyClient(b().port, otherToken);
    const res = await a().app.inject({
      method: 'POST',
      url: '/auth/revoke',
      headers: { authorization: `Bearer ${ann.access_token}` },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await onA.closed).toEqual({ code: 4001, reason: 'Token revoked' });
    expect(await onB.closed).toEqual({ code: 4001, reason: 'Token revoked' });
    // The other device still hears events after the revoked ones closed.
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    await emit(a().database, taskEvent(weddingId, 7));
    await other.until((ms) => ms.some((m) => m.stream === 'account_tasks'));
    await other.close();
  });

  test('after losing its LISTEN connection an instance listens again: revocation still closes sockets', async () => {
    const ann = await signUpOn(a());
    const client = await readyClient(a().port, ann.access_token);
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const { rows } = await a().database.pool.query(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect(rows.length).toBe(2);
    // Events still flow (the safety poll covers the gap), and a token revoked now is noticed once it listens again.
    await emit(b().database, taskEvent(weddingId, 5));
    await client.until((ms) => ms.some((m) => m.stream === 'account_tasks'));
    await a().database.pool.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [ann.user.id]);
    expect(await client.closed).toEqual({ code: 4001, reason: 'Token revoked' });
  });

  test('the heartbeat closes a socket whose token expired, and a peer that stopped answering pings', async () => {
    const [ann, bo] = await Promise.all([signUpOn(a()), signUpOn(a(), 'Bo')]);
    const expiring = await readyClient(a().port, ann.access_token);
    const silent = new Client(a().port, { token: bo.access_token }, { autoPong: false });
    await silent.ready();
    const healthy = await readyClient(a().port, (await signUpOn(a(), 'Cy')).access_token);
    await a().database.pool.query(`UPDATE access_tokens SET expires_at = now() WHERE user_id = $1`, [ann.user.id]);
    await a().app.realtime.heartbeat();
    expect(await expiring.closed).toEqual({ code: 4001, reason: 'Token revoked' });
    // The healthy client's pong must reach the server before the next heartbeat judges it (on a busy machine it
    // may not have yet): the hub's own mark, read past its privacy for this check alone.
    const hub = a().app.realtime as unknown as { subscribers: Set<{ userId: string; alive: boolean }> };
    await expect
      .poll(() => [...hub.subscribers].filter((s) => s.userId !== bo.user.id).every((s) => s.alive))
      .toBe(true);
    await a().app.realtime.heartbeat();
    expect((await silent.closed).code).toBe(1006);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    await healthy.close();
  });

  test('a client message over 4 KiB closes its socket (1009); event data over 16 KiB is refused at write', async () => {
    const ann = await signUpOn(a());
    const client = await readyClient(a().port, ann.access_token);
    client.ws.send('x'.repeat(5 * 1024));
    expect((await client.closed).code).toBe(1009);
    const weddingId = await weddingWith(a().database, [ann.user.id]);
    const big = {
      stream: 'account_tasks',
      action: 'update',
      weddingId,
      data: { task: fakeTask(weddingId, 't', 'x'.repeat(17_000)) },
    } as const;
    await expect(a().database.db.transaction((tx) => emitEvent(tx, big))).rejects.toThrow(/over 16384 bytes/);
    const { rows } = await a().database.pool.query(`SELECT count(*)::int AS n FROM events WHERE wedding_id = $1`, [
      weddingId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  test('closing the app closes its sockets with 1001 so clients reconnect elsewhere', async () => {
    const extra = await startCluster(1);
    const ann = await signUpOn(extra.instances[0]!);
    const client = await readyClient(extra.instances[0]!.port, ann.access_token);
    const closing = extra.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    await closing;
  });
});
