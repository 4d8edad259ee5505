import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connect, type Database, migrateDatabase } from '../src/server/db/client';
import { hashToken, newToken } from '../src/server/lib/tokens';
import { createMailer } from '../src/server/mail';
import { emitEvent } from '../src/server/realtime/emitEvent';
import { fakeTask } from '../tests/support/fakeTask';
import { freePort } from '../tests/support/freePort';
import { deadline, giveUp, progress } from './deadline';
import type { FromClients, ToClients } from './realtimeClients';
import { runCluster } from './realtimeCluster';
import { startDatabase } from './support';

// `npm run bench:realtime`: SOCKETS sockets of one wedding's members on one app instance receive EVENTS events,
// compared with a bare `ws` broadcast of the same messages to as many sockets in the same run. Two phases each:
// `burst` (events as fast as they can be produced: throughput) and `paced` (RATE events/s: delivery latency).
// With BENCH_DATABASE_URL (a server where we may CREATE DATABASE) no embedded PostgreSQL is started.
// BENCH_INSTANCES=2 runs the two-instance benchmark instead (bench/realtimeCluster.ts, 10,000 sockets by default).

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
// Below what one instance can fan out on a small machine, so latency is measured without a queue building up.
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PRODUCERS = 8;
const ORIGIN = 'http://localhost:3000';
// All the bench's sockets come from this one address; each is a different user, so the per-user cap is not reached.
const SOCKETS_PER_IP = String(SOCKETS + 100);

// Generous for the default 1,000 sockets; grows with the sockets to connect, the paced phases and the burst's
// deliveries (at a slow 20,000 a second, on a loaded 2-CPU machine).
const deadlineSockets = process.env.BENCH_INSTANCES === '2' ? Number(process.env.BENCH_SOCKETS ?? 10_000) : SOCKETS;
deadline(
  'bench:realtime',
  300 + Math.ceil(deadlineSockets / 25) + Math.ceil((2 * EVENTS) / RATE) + Math.ceil((SOCKETS * EVENTS) / 20_000),
);
const now = () => performance.timeOrigin + performance.now();

interface PhaseResult {
  system: string;
  phase: string;
  /** Delivery latency: from the event existing (committed; for bare ws, sent) to a client having it. */
  p50: number;
  p99: number;
  max: number;
  /** The same from the moment the producer started its change (for Vowline, including the transaction). */
  p99FromRequest: number;
  eventsPerSecond: number;
  deliveriesPerSecond: number;
}

/** Makes event `seq` happen; resolves once it exists (committed), at which point the main thread stamps it. */
type Produce = (seq: number, phase: string) => Promise<void> | void;

const task = (seq: number, phase: string) => ({ ...fakeTask('bench', `bench-${seq}`, `Task ${seq}`), phase, seq });

/** SOCKETS users with a live token each, all members of one wedding. */
async function seed(database: Database): Promise<{ weddingId: string; tokens: string[] }> {
  const tokens = Array.from({ length: SOCKETS }, () => newToken());
  const { rows: users } = await database.pool.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, slug, first_name, last_name)
     SELECT 'bench-' || i || '@example.com', 'x', 'bench-' || i, 'Bench', 'User ' || i FROM generate_series(1, $1) i
     RETURNING id`,
    [SOCKETS],
  );
  await database.pool.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at)
     SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
    [tokens.map(hashToken), users.map((u) => u.id)],
  );
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO weddings (slug, name, date) VALUES ('bench', 'Bench wedding', '2030-06-01') RETURNING id`,
  );
  const weddingId = rows[0]!.id;
  await database.pool.query(
    `INSERT INTO wedding_members (wedding_id, user_id, role) SELECT $1, unnest($2::uuid[]), 'M'`,
    [weddingId, users.map((u) => u.id)],
  );
  return { weddingId, tokens };
}

function ask(worker: Worker, message: ToClients): void {
  worker.postMessage(message);
}

async function reply<T extends FromClients['type']>(
  worker: Worker,
  type: T,
): Promise<Extract<FromClients, { type: T }>> {
  for (;;) {
    const [message] = (await once(worker, 'message')) as [FromClients];
    if (message.type === 'failed') throw new Error(message.error);
    if (message.type === type) return message as Extract<FromClients, { type: T }>;
  }
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function runPhase(worker: Worker, system: string, phase: string, produce: Produce): Promise<PhaseResult> {
  progress(`${system}: ${phase}…`);
  ask(worker, { type: 'expect', phase, events: EVENTS });
  await reply(worker, 'expecting');
  const done = reply(worker, 'done');
  const requested = new Float64Array(EVENTS);
  const existed = new Float64Array(EVENTS);
  const one = async (seq: number) => {
    requested[seq] = now();
    const pending = produce(seq, phase);
    // A bare broadcast exists as it starts; a Vowline event once its transaction has committed.
    if (pending) await pending;
    existed[seq] = pending ? now() : requested[seq]!;
  };
  const first = now();
  if (phase === 'burst') {
    // PRODUCERS at a time, like as many request handlers committing changes at once.
    let next = 0;
    await Promise.all(
      Array.from({ length: PRODUCERS }, async () => {
        while (next < EVENTS) {
          await one(next++);
          await yieldToLoop();
        }
      }),
    );
  } else {
    const inFlight: Array<Promise<void>> = [];
    for (let seq = 0; seq < EVENTS; seq++) {
      const due = first + (seq * 1000) / RATE;
      if (due > now()) await sleep(due - now());
      inFlight.push(one(seq));
    }
    await Promise.all(inFlight);
  }
  // A delivery that never comes fails the run with what each socket got, instead of hanging.
  const stuck = setTimeout(() => ask(worker, { type: 'status' }), 120_000);
  const status = reply(worker, 'status').then((s) => {
    const short = s.counts.filter((c) => c < EVENTS);
    throw new Error(
      `${system} ${phase}: ${short.length} of ${SOCKETS} sockets short (open ${s.open}): ${short.slice(0, 10)}`,
    );
  });
  const { arrivals, lastReceived, repeats } = await Promise.race([done, status]);
  clearTimeout(stuck);
  if (repeats) throw new Error(`${system} ${phase}: ${repeats} events arrived twice or out of order`);
  const fromExisting = new Float64Array(arrivals.length / 2);
  const fromRequest = new Float64Array(arrivals.length / 2);
  for (let i = 0; i < fromExisting.length; i++) {
    const seq = arrivals[2 * i]!;
    fromExisting[i] = arrivals[2 * i + 1]! - existed[seq]!;
    fromRequest[i] = arrivals[2 * i + 1]! - requested[seq]!;
  }
  fromExisting.sort();
  fromRequest.sort();
  const seconds = (lastReceived - first) / 1000;
  return {
    system,
    phase,
    p50: percentile(fromExisting, 0.5),
    p99: percentile(fromExisting, 0.99),
    max: fromExisting[fromExisting.length - 1]!,
    p99FromRequest: percentile(fromRequest, 0.99),
    eventsPerSecond: EVENTS / seconds,
    deliveriesPerSecond: (EVENTS * SOCKETS) / seconds,
  };
}

async function measure(system: string, urls: string[], produce: Produce): Promise<PhaseResult[]> {
  // A worker gets no TypeScript loader of its own: it registers tsx, then loads the clients module.
  const clients = new URL('./realtimeClients.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clients)}); })`,
    { eval: true },
  );
  progress(`${system}: connecting ${urls.length} sockets…`);
  ask(worker, { type: 'connect', urls, origin: ORIGIN });
  await reply(worker, 'connected');
  const results = [await runPhase(worker, system, 'burst', produce), await runPhase(worker, system, 'paced', produce)];
  ask(worker, { type: 'close' });
  await once(worker, 'exit');
  return results;
}

async function main(): Promise<void> {
  const db = await startDatabase();
  const database = connect(db.url, 10);
  await migrateDatabase(database);
  const producers = connect(db.url, PRODUCERS);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-bench-data-'));
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, CLIENT_DIR: dataDir, SOCKETS_PER_IP }),
    database,
    mailer: createMailer({ dir: path.join(dataDir, 'mail'), from: 'bench <b@localhost>', log: () => {} }),
  });
  const appPort = await freePort();
  await app.listen({ port: appPort, host: '127.0.0.1' });
  const { weddingId, tokens } = await seed(database);

  const barePort = await freePort();
  const bare = new WebSocketServer({ port: barePort, host: '127.0.0.1' });
  await once(bare, 'listening');
  // Like Vowline's, a bare socket says when it is ready to receive.
  bare.on('connection', (ws) => ws.send('{"id":0,"stream":"socket","action":"ready","data":{}}'));

  const results: PhaseResult[] = [];
  if (process.env.BENCH_ONLY !== 'vowline')
    results.push(
      ...(await measure(
        'bare ws',
        tokens.map(() => `ws://127.0.0.1:${barePort}/`),
        (seq, phase) => {
          const message = JSON.stringify({
            id: seq,
            stream: 'account_tasks',
            action: 'update',
            data: { task: task(seq, phase) },
          });
          for (const client of bare.clients) client.send(message);
        },
      )),
    );
  results.push(
    ...(await measure(
      'vowline',
      tokens.map((token) => `ws://127.0.0.1:${appPort}/ws?token=${token}`),
      (seq, phase) =>
        producers.db
          .transaction((tx) =>
            emitEvent(tx, { stream: 'account_tasks', action: 'update', weddingId, data: { task: task(seq, phase) } }),
          )
          .then(() => undefined),
    )),
  );

  const round = (n: number) => Math.round(n * 10) / 10;
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`\n${SOCKETS} sockets, ${EVENTS} events to one wedding's members; paced phase at ${RATE} events/s`);
  console.log(`${os.cpus().length} CPUs, load average ${load.join(' ')}, Node ${process.version}\n`);
  console.table(
    results.map((r) => ({
      system: r.system,
      phase: r.phase,
      'p50 ms': round(r.p50),
      'p99 ms': round(r.p99),
      'max ms': round(r.max),
      'p99 from request ms': round(r.p99FromRequest),
      'events/s': Math.round(r.eventsPerSecond),
      'deliveries/s': Math.round(r.deliveriesPerSecond),
    })),
  );
  const find = (system: string, phase: string) => results.find((r) => r.system === system && r.phase === phase)!;
  const ratio = find('vowline', 'burst').eventsPerSecond / (find('bare ws', 'burst')?.eventsPerSecond ?? Number.NaN);
  console.log(`throughput vowline / bare ws: ${ratio.toFixed(2)} (target ≥ 0.5)`);
  console.log(`paced p99 vowline: ${round(find('vowline', 'paced').p99)} ms (target < 100 ms)`);

  bare.close();
  await app.close();
  await producers.close();
  await database.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}

// BENCH_INSTANCES=2: two app processes on one PostgreSQL, sockets spread over both (bench/realtimeCluster.ts).
await (process.env.BENCH_INSTANCES === '2' ? runCluster() : main()).catch((error: unknown) =>
  giveUp(`bench:realtime failed: ${error instanceof Error ? error.message : String(error)}`),
);
