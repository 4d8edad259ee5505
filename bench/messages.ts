import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { connect } from '../src/server/db/client';
import { listMessages } from '../src/server/services/messages';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:messages', 20 * 60);

// `npm run bench:messages`: a conversation of MESSAGES messages between two people, against `npm start` on a fresh
// data folder.
// - Opening the thread: its first page (GET /api/v1/threads/{id}/messages/), OPENS times one after another, timed by
//   the client from request to full body.
// - Delivery: one person sends SENDS messages at RATE a second; the other's socket receives each `messages`/`create`.
//   Latency from the send request leaving the client (so it includes the transaction) and from its answer arriving.
// Figures are printed; they are recorded in bench/README.md, never asserted.

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5_000);
const OPENS = Number(process.env.BENCH_OPENS ?? 300);
const SENDS = Number(process.env.BENCH_SENDS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 10);

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function main() {
  const server = await startServer('vowline-bench-messages-');
  try {
    const [ann, bo] = [await signUp(server.base, 'Ann'), await signUp(server.base, 'Bo')];
    const thread = await api<{ id: string }>(server.base, ann, 'POST', '/api/v1/threads/', { people: [bo.user.id] });
    const client = new pg.Client({ connectionString: server.pgUrl });
    await client.connect();
    // One message a minute, back from now, alternating senders.
    await client.query(
      `INSERT INTO messages (thread_id, sender_id, text, created_at)
       SELECT $1, CASE WHEN n % 2 = 0 THEN $2::uuid ELSE $3::uuid END, 'Message number ' || n || ' about the seating plan',
              now() - (($4::int - n) * interval '1 minute')
       FROM generate_series(1, $4::int) AS n`,
      [thread.id, ann.user.id, bo.user.id, MESSAGES],
    );
    await client.query('UPDATE threads SET last_message_at = now() WHERE id = $1', [thread.id]);
    await client.query('VACUUM ANALYZE messages');
    // PostgreSQL's own execution time of the first page's two queries, as the plan runs them: the share no busy
    // machine can hide.
    const plans = { page: [] as number[], count: [] as number[] };
    for (let i = 0; i < 50; i++) {
      for (const [name, text] of [
        ['page', 'SELECT * FROM messages WHERE thread_id = $1 ORDER BY created_at DESC, id DESC LIMIT 31'],
        ['count', 'SELECT count(*) FROM messages WHERE thread_id = $1'],
      ] as const) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, [thread.id]);
        plans[name].push((rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]!['Execution Time']);
      }
    }
    await client.end();
    console.log(`PostgreSQL execution, page query: ${percentiles(plans.page)}; count: ${percentiles(plans.count)}`);

    const url = `/api/v1/threads/${thread.id}/messages/`;
    const page = await api<{ count: number; results: unknown[] }>(server.base, bo, 'GET', url);
    if (page.count !== MESSAGES) throw new Error(`expected ${MESSAGES} messages, got ${page.count}`);
    for (let i = 0; i < 20; i++) await api(server.base, bo, 'GET', url);
    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const start = performance.now();
      await api(server.base, bo, 'GET', url);
      opens.push(performance.now() - start);
    }
    console.log(`open a thread of ${MESSAGES} messages, first page (${page.results.length}): ${percentiles(opens)}`);
    // The same page through the service alone, in this process: the database's share without HTTP and auth, which
    // tells the query plan apart from a machine too busy to answer quickly.
    const database = connect(server.pgUrl, 2);
    const service: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const start = performance.now();
      await listMessages(database.db, bo.user.id, thread.id, { limit: 31, from: null });
      service.push(performance.now() - start);
    }
    await database.close();
    console.log(`  the service alone (participant check, count, page with senders): ${percentiles(service)}`);

    const origin = server.base;
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws?token=${bo.token}`, { headers: { origin } });
    const arrived = new Map<string, number>();
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as {
        stream: string;
        action: string;
        data: { message?: { text: string } };
      };
      if (message.stream === 'socket' && message.action === 'ready') ready();
      if (message.stream === 'messages' && message.action === 'create' && message.data.message) {
        arrived.set(message.data.message.text, performance.now());
      }
    });
    await isReady;
    const fromRequest: number[] = [];
    const fromAnswer: number[] = [];
    const sends: Array<Promise<void>> = [];
    for (let i = 0; i < SENDS; i++) {
      const text = `Bench ${i}`;
      sends.push(
        (async () => {
          const start = performance.now();
          await api(server.base, ann, 'POST', url, { text });
          const answered = performance.now();
          while (!arrived.has(text)) await sleep(1);
          fromRequest.push(arrived.get(text)! - start);
          fromAnswer.push(Math.max(0, arrived.get(text)! - answered));
        })(),
      );
      await sleep(1000 / RATE);
    }
    await Promise.all(sends);
    ws.close();
    console.log(`delivery to the other participant's socket, ${SENDS} messages at ${RATE}/s`);
    console.log(`  from the send request: ${percentiles(fromRequest)}`);
    console.log(`  from the send's answer: ${percentiles(fromAnswer)}`);
  } finally {
    await server.stop();
  }
}

await main();
