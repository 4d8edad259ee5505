import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { connect, type Database } from '../src/server/db/client';
import { hashToken, newToken } from '../src/server/lib/tokens';
import { emitEvent } from '../src/server/realtime/emitEvent';
import { type AppProcess, runApp } from '../tests/support/appProcess';
import { fakeTask } from '../tests/support/fakeTask';
import { freePort } from '../tests/support/freePort';
import { giveUp, onGiveUp, progress } from './deadline';
import type { FromClients, ToClients } from './realtimeClients';
import { startDatabase } from './support';

// `BENCH_INSTANCES=2 npm run bench:realtime`: two app instances (`src/server/main.ts`, each its own process) on one
// PostgreSQL; SOCKETS sockets, one per user, spread over both (socket i on instance i % 2), the users grouped in
// weddings of WEDDING_SIZE members, so every wedding has members on both instances. A paced stream of RATE task
// updates per second, each to one wedding in turn, is delivered through the event log and NOTIFY. Reports delivery
// p50/p99 (commit to client), each instance's resident memory per idle socket, and checks that every socket got
// exactly its wedding's events, each once and in order.

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 600);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const WEDDING_SIZE = 50;
const INSTANCES = 2;
const ORIGIN = 'http://localhost:3000';
const now = () => performance.timeOrigin + performance.now();

/** Resident memory of a process, in bytes (Linux). */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

async function seed(database: Database): Promise<{ weddingIds: string[]; tokens: string[] }> {
  const tokens = Array.from({ length: SOCKETS }, () => newToken());
  const { rows: users } = await database.pool.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, slug, first_name, last_name)
     SELECT 'bench-' || i || '@example.com', 'x', 'bench-' || i, 'Bench', 'User ' || i FROM generate_series(1, $1) i
     ORDER BY i RETURNING id`,
    [SOCKETS],
  );
  await database.pool.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at)
     SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
    [tokens.map(hashToken), users.map((u) => u.id)],
  );
  const weddings = Math.ceil(SOCKETS / WEDDING_SIZE);
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO weddings (slug, name, date)
     SELECT 'bench-' || w, 'Bench wedding ' || w, '2030-06-01' FROM generate_series(1, $1) w ORDER BY w RETURNING id`,
    [weddings],
  );
  const weddingIds = rows.map((r) => r.id);
  await database.pool.query(
    `INSERT INTO wedding_members (wedding_id, user_id, role) SELECT unnest($1::uuid[]), unnest($2::uuid[]), 'M'`,
    [users.map((_, i) => weddingIds[Math.floor(i / WEDDING_SIZE)]), users.map((u) => u.id)],
  );
  return { weddingIds, tokens };
}

async function reply<T extends FromClients['type']>(worker: Worker, type: T) {
  for (;;) {
    const [message] = (await once(worker, 'message')) as [FromClients];
    if (message.type === 'failed') throw new Error(message.error);
    if (message.type === type) return message as Extract<FromClients, { type: T }>;
  }
}

async function ready(app: AppProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (app.child.exitCode !== null) throw new Error(`an instance exited: ${app.output()}`);
    if (
      (await fetch(`${app.base}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await sleep(250);
  }
  throw new Error(`an instance did not become ready: ${app.output()}`);
}

export async function runCluster(): Promise<void> {
  const db = await startDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-bench-cluster-'));
  const apps: AppProcess[] = [];
  onGiveUp(() => {
    for (const app of apps) app.child.kill('SIGKILL');
  });
  progress(`starting ${INSTANCES} instances on one PostgreSQL…`);
  for (let i = 0; i < INSTANCES; i++) {
    const env = { DATABASE_URL: db.url, DATA_DIR: path.join(dataDir, String(i)), CLIENT_DIR: dataDir };
    apps.push(runApp({ ...env, PUBLIC_URL: ORIGIN, SOCKETS_PER_IP: String(SOCKETS + 100) }, await freePort()));
  }
  for (const app of apps) await ready(app);
  const database = connect(db.url, 10);
  progress(`seeding ${SOCKETS} users in weddings of ${WEDDING_SIZE}…`);
  const { weddingIds, tokens } = await seed(database);
  await sleep(2000);
  const before = apps.map((app) => rss(app.child.pid!));

  const clients = new URL('./realtimeClients.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clients)}); })`,
    { eval: true },
  );
  const ask = (message: ToClients) => worker.postMessage(message);
  progress(`connecting ${SOCKETS} sockets over ${INSTANCES} instances…`);
  const urls = tokens.map((t, i) => `${apps[i % INSTANCES]!.base.replace('http', 'ws')}/ws?token=${t}`);
  ask({ type: 'connect', urls, origin: ORIGIN });
  await reply(worker, 'connected');
  progress('idle sockets: measuring memory…');
  await sleep(5000);
  const perSocket = apps.map((app, i) => (rss(app.child.pid!) - before[i]!) / (SOCKETS / INSTANCES));

  // Event seq goes to wedding seq % weddings: each socket expects the events of its own wedding.
  const weddingOf = (seq: number) => seq % weddingIds.length;
  const expected = tokens.map((_, i) => {
    const w = Math.floor(i / WEDDING_SIZE);
    return Array.from({ length: EVENTS }, (_, seq) => seq).filter((seq) => weddingOf(seq) === w).length;
  });
  progress(`paced: ${EVENTS} task updates at ${RATE}/s…`);
  ask({ type: 'expect', phase: 'paced', events: EVENTS, perSocket: expected });
  await reply(worker, 'expecting');
  const done = reply(worker, 'done');
  const producers = connect(db.url, 8);
  const existed = new Float64Array(EVENTS);
  const first = now();
  const inFlight: Array<Promise<void>> = [];
  for (let seq = 0; seq < EVENTS; seq++) {
    const due = first + (seq * 1000) / RATE;
    if (due > now()) await sleep(due - now());
    const task = { ...fakeTask('bench', `bench-${seq}`, `Task ${seq}`), phase: 'paced', seq };
    inFlight.push(
      producers.db
        .transaction((tx) =>
          emitEvent(tx, {
            stream: 'account_tasks',
            action: 'update',
            weddingId: weddingIds[weddingOf(seq)]!,
            data: { task },
          }),
        )
        .then(() => {
          existed[seq] = now();
        }),
    );
  }
  await Promise.all(inFlight);
  progress('paced: waiting for every delivery…');
  const stuck = setTimeout(() => ask({ type: 'status' }), 60_000);
  const short = reply(worker, 'status').then((s) => {
    const missing = s.counts.map((c, i) => expected[i]! - c).filter((n) => n > 0);
    throw new Error(`${missing.length} sockets short of their events (open ${s.open} of ${SOCKETS}): lost events`);
  });
  const result = await Promise.race([done, short]);
  clearTimeout(stuck);

  const latencies = new Float64Array(result.arrivals.length / 2);
  for (let i = 0; i < latencies.length; i++) {
    latencies[i] = result.arrivals[2 * i + 1]! - existed[result.arrivals[2 * i]!]!;
  }
  latencies.sort();
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `\n${SOCKETS} sockets over ${INSTANCES} instances, weddings of ${WEDDING_SIZE}; ${EVENTS} events at ${RATE}/s`,
  );
  console.log(`${os.cpus().length} CPUs, load average ${load.join(' ')}, Node ${process.version}`);
  console.log(
    `deliveries: ${latencies.length} (expected ${expected.reduce((a, b) => a + b, 0)}), repeats: ${result.repeats}`,
  );
  console.log(
    `delivery p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target p99 ≤ 100 ms)`,
  );
  perSocket.forEach((bytes, i) => {
    console.log(`instance ${i + 1}: ${(bytes / 1024).toFixed(1)} KB resident per idle socket (target ≤ 60 KB)`);
  });
  if (result.repeats) giveUp(`${result.repeats} events arrived twice or out of order`);

  ask({ type: 'close' });
  await once(worker, 'exit');
  for (const app of apps) app.child.kill('SIGTERM');
  const codes = await Promise.all(apps.map((app) => app.exited));
  console.log(`instances stopped by SIGTERM, exit codes ${codes.join(', ')}`);
  await producers.close();
  await database.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
