import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connect, migrateDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/mail';
import { freePort } from '../tests/support/freePort';
import { deadline } from './deadline';
import { startDatabase } from './support';

deadline('bench:api', 20 * 60);

// `npm run bench:api`: the API's hot path against a bare route, in one run, on one database.
//  - bare: a Fastify route doing one indexed query (a wedding by id) on its own pool of the same size.
//  - GET wedding (`/api/v1/accounts/{slug}/`), `me/`, and the task board list (`/accounts/{id}/tasks/`), signed in
//    as the couple of a wedding with SECTIONS × TASKS_PER_SECTION tasks.
// Each runs `autocannon -c CONNECTIONS` for DURATION seconds after a short warm-up. Figures are printed (and the
// ratio to the bare route); they are recorded in bench/README.md, never asserted.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 5);
const TASKS_PER_SECTION = Number(process.env.BENCH_TASKS_PER_SECTION ?? 20);
const POOL = 10;
/** Task updates timed one after another (the history each one writes adds at most 20% to it: issue 34). */
const UPDATES = Number(process.env.BENCH_UPDATES ?? 600);
/**
 * autocannon's worker threads (0: in the server's own thread). The issue names the CLI, its own process: with the
 * load in the server's thread, autocannon's own work per answer (it keeps every body as a string) was charged to the
 * route, most for the task board's 40 KB.
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** Only the routes whose names contain one of these words (comma-separated), besides the bare one: for profiling. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

interface Figures {
  name: string;
  requestsPerSecond: number;
  /** CPU time per request, in µs: this process (server and load generator) and our PostgreSQL's processes. */
  nodeCpu: number;
  pgCpu: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * CPU seconds used so far by the processes descended from this one (the embedded PostgreSQL and its backends), from
 * /proc: on a machine shared with other work, CPU time per request compares routes better than requests per second.
 */
function descendantsCpuSeconds(): number {
  const tick = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const stat of stats.values()) {
    for (let up = stat.ppid; up > 1; up = stats.get(up)?.ppid ?? 0) {
      if (up === process.pid) {
        total += stat.cpu;
        break;
      }
    }
  }
  return total;
}

async function hammer(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const workers = WORKERS ? { workers: WORKERS } : {};
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, ...workers });
  const nodeBefore = process.cpuUsage();
  const pgBefore = descendantsCpuSeconds();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...workers });
  const node = process.cpuUsage(nodeBefore);
  const pg = descendantsCpuSeconds() - pgBefore;
  const requests = Math.max(1, result.requests.total);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    nodeCpu: Math.round((node.user + node.system) / requests),
    pgCpu: Math.round((pg * 1e6) / requests),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const db = await startDatabase();
  const database = connect(db.url, POOL);
  await migrateDatabase(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-bench-api-'));
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: dataDir }),
    database,
    mailer: createMailer({ dir: path.join(dataDir, 'mail'), from: 'bench <b@localhost>', log: () => {} }),
  });
  const appPort = await freePort();
  await app.listen({ port: appPort, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${appPort}`;

  // The couple and their board, through the API as a user would make them.
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const couple = await call('POST', '/api/v1/users/', undefined, {
    first_name: 'Bench',
    last_name: 'Couple',
    email: 'bench.couple@example.com',
    password: 'correct-horse-7',
  });
  const token = couple.access_token as string;
  const wedding = await call('POST', '/api/v1/accounts/set-up/', token, { name: 'Bench Wedding', date: '2031-06-14' });
  const taskIds: string[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    const section = await call('POST', '/api/v1/account-sections/', token, { account: wedding.id, name: `Part ${s}` });
    for (let t = 0; t < TASKS_PER_SECTION; t++) {
      const task = await call('POST', '/api/v1/tasks/', token, {
        account: wedding.id,
        section: section.id,
        title: `Task ${s}.${t}`,
      });
      taskIds.push(task.id as string);
    }
  }

  const bare = Fastify();
  bare.get('/wedding/:id', async (request) => {
    const { rows } = await database.pool.query('SELECT id, slug, name, date FROM weddings WHERE id = $1', [
      (request.params as { id: string }).id,
    ]);
    return rows[0];
  });
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const auth = { authorization: `Bearer ${token}` };
  const routes: [string, string, Record<string, string>][] = [
    ['bare: one indexed query', `http://127.0.0.1:${barePort}/wedding/${wedding.id}`, {}],
    ['GET wedding', `${base}/api/v1/accounts/${wedding.slug}/`, auth],
    ['GET me/', `${base}/api/v1/users/me/`, auth],
    ['GET task board', `${base}/api/v1/accounts/${wedding.id}/tasks/`, auth],
    // As a browser asks for it: the answer compressed (brotli).
    ['GET task board, br', `${base}/api/v1/accounts/${wedding.id}/tasks/`, { ...auth, 'accept-encoding': 'gzip, br' }],
  ];
  const figures: Figures[] = [];
  for (const [name, url, headers] of routes) {
    if (figures.length && ONLY.length && !ONLY.some((word) => name.includes(word))) continue;
    figures.push(await hammer(name, url, headers));
  }
  const bareRate = figures[0]!.requestsPerSecond;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${SECTIONS * TASKS_PER_SECTION} tasks on the board\n`);
  console.log('| route | req/s | of bare | p50 ms | p99 ms | CPU µs/req: node | PostgreSQL | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const ratio = `${Math.round((100 * f.requestsPerSecond) / bareRate)}%`;
    const cpu = `${f.nodeCpu} | ${f.pgCpu}`;
    console.log(
      `| ${f.name} | ${f.requestsPerSecond} | ${ratio} | ${f.p50} | ${f.p99} | ${cpu} | ${f.errors} | ${f.non2xx} |`,
    );
  }

  if (!ONLY.length || ONLY.some((word) => 'PATCH task'.includes(word))) {
    // One client, one update at a time, each a real change (a new title or status), so each writes its entry.
    const times: number[] = [];
    for (let i = 0; i < UPDATES + 50; i++) {
      const body = i % 2 ? { title: `Renamed ${i}` } : { status: i % 4 ? 'done' : 'todo' };
      const started = performance.now();
      await call('PATCH', `/api/v1/tasks/${taskIds[i % taskIds.length]}/`, token, body);
      if (i >= 50) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(2);
    console.log(
      `\nPATCH task, ${UPDATES} updates one at a time: mean ${mean} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
    );
  }

  await bare.close();
  await app.close();
  await database.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
