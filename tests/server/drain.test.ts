import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../src/shared/realtime';
import { killApps, startedApp } from '../support/appProcess';
import { freePort } from '../support/freePort';

// SIGTERM as an orchestrator sends it, to `npm start`'s server: it drains (readyz 503, new sockets refused with 503),
// closes open sockets with 1001 so clients reconnect elsewhere, finishes the request in flight, and exits 0.

let dataDir: string;
afterAll(async () => {
  killApps();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A new socket's answer: 'ready' (its first message), or the status of a refused upgrade. */
function socketAnswer(url: string): Promise<{ ws: WebSocket; status: number | 'ready' }> {
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('message', () => resolve({ ws, status: 'ready' }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
    ws.once('error', reject);
  });
}

test('SIGTERM drains: readyz 503, sockets refused then closed with 1001, the request in flight answered, exit 0', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-drain-'));
  await chmod(dataDir, 0o755);
  const app = await startedApp({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    // Long enough to see the draining instance still answering.
    DRAIN_DELAY_MS: '1500',
  });
  const signUp = async (email: string) => {
    const res = await fetch(`${app.base}/api/v1/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Dee', last_name: 'Rain', email, password: 'secret12' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const token = await signUp('dee@example.com');
  const wsUrl = `${app.base.replace('http', 'ws')}/ws?token=${token}`;
  expect((await fetch(`${app.base}/readyz`)).status).toBe(200);
  const open = await socketAnswer(wsUrl);
  expect(open.status).toBe('ready');
  const closed = new Promise<number>((resolve) => open.ws.once('close', (code) => resolve(code)));

  // A sign-up whose body is still arriving when the signal comes: in flight.
  const body = JSON.stringify({
    first_name: 'Late',
    last_name: 'Comer',
    email: 'late@example.com',
    password: 'secret12',
  });
  const inFlight = http.request(`${app.base}/api/v1/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    inFlight.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    inFlight.once('error', reject);
  });
  inFlight.write(body.slice(0, 10));

  app.child.kill('SIGTERM');
  let readyz: Response | undefined;
  for (let i = 0; i < 40 && readyz?.status !== 503; i++) {
    await new Promise((r) => setTimeout(r, 50));
    readyz = await fetch(`${app.base}/readyz`);
  }
  expect(readyz?.status).toBe(503);
  expect(await readyz?.json()).toMatchObject({ status: 503, checks: { draining: true } });
  const refused = await socketAnswer(wsUrl);
  expect(refused.status).toBe(503);

  expect(await closed).toBe(SOCKET_CLOSE.goingAway.code);
  inFlight.end(body.slice(10));
  expect(await answered).toBe(201);
  expect(await app.exited).toBe(0);
}, 120_000);
