import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { hashToken, newToken } from '../src/server/lib/tokens';
import { api, type Person, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:load', 20 * 60);

// `npm run bench:load`: the mixed load of issue "Fast and sturdy". USERS simulated users (500) for DURATION seconds
// (60) against `npm start`: each holds a socket of its own and, after a think time of 0 to 2 × THINK_MS, reads its
// wedding's dashboard (GET wedding) or task board, or now and then writes a task, which every member's socket then
// hears. Users come ten to a wedding (one of the couple, nine on the committee), seeded in SQL; the sections through
// the API. Prints p50/p99 per kind of request, errors and the sockets' figures; recorded in bench/README.md.

const USERS = Number(process.env.BENCH_USERS ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const PER_WEDDING = 10;
const RAMP = Number(process.env.BENCH_RAMP ?? 10);

interface Member {
  token: string;
  wedding: { id: string; slug: string; section: string };
}

async function seed(pgUrl: string, base: string): Promise<Member[]> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: USERS }, () => newToken());
    const { rows: users } = await client.query<{ id: string; n: number }>(
      `INSERT INTO users (email, password_hash, slug, first_name, last_name)
       SELECT 'load-' || i || '@example.com', 'x', 'load-' || i, 'Load', 'User ' || i FROM generate_series(0, $1 - 1) i
       RETURNING id, substring(slug from 6)::int AS n`,
      [USERS],
    );
    users.sort((a, b) => a.n - b.n);
    await client.query(
      `INSERT INTO access_tokens (token_hash, user_id, expires_at)
       SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
      [tokens.map(hashToken), users.map((u) => u.id)],
    );
    const weddings = Math.ceil(USERS / PER_WEDDING);
    const { rows: made } = await client.query<{ id: string; slug: string }>(
      `INSERT INTO weddings (slug, name, date)
       SELECT 'load-wedding-' || i, 'Load wedding ' || i, date '2031-01-01' + i FROM generate_series(0, $1 - 1) i
       RETURNING id, slug`,
      [weddings],
    );
    made.sort((a, b) => Number(a.slug.split('-').at(-1)) - Number(b.slug.split('-').at(-1)));
    await client.query(
      `INSERT INTO wedding_members (wedding_id, user_id, role)
       SELECT unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::text[])`,
      [
        users.map((_, i) => made[Math.floor(i / PER_WEDDING)]!.id),
        users.map((u) => u.id),
        users.map((_, i) => (i % PER_WEDDING === 0 ? 'B' : 'M')),
      ],
    );
    const sections = await Promise.all(
      made.map((w, i) => {
        const couple: Person = { token: tokens[i * PER_WEDDING]!, user: { id: '', full_name: '', slug: '' } };
        return api<{ id: string }>(base, couple, 'POST', '/api/v1/account-sections/', { account: w.id, name: 'To do' });
      }),
    );
    return tokens.map((token, i) => {
      const w = Math.floor(i / PER_WEDDING);
      return { token, wedding: { ...made[w]!, section: sections[w]!.id } };
    });
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  // Every simulated user connects from this one address: the per-address socket cap is for real clients.
  const server = await startServer('vowline-bench-load-', { SOCKETS_PER_IP: String(USERS * 2) });
  try {
    const members = await seed(server.pgUrl, server.base);
    const times = new Map<string, number[]>();
    let errors = 0;
    const sockets = { opened: 0, closedEarly: 0, messages: 0 };
    const end = performance.now() + DURATION * 1000;
    const rampEnd = performance.now() + RAMP * 1000;
    const steady: number[] = [];

    const timed = async (kind: string, member: Member, method: string, url: string, body?: unknown) => {
      const started = performance.now();
      try {
        const res = await fetch(server.base + url, {
          method,
          headers: { authorization: `Bearer ${member.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      const list = times.get(kind) ?? [];
      list.push(performance.now() - started);
      times.set(kind, list);
      // Steady state: after the first RAMP seconds, when every user has arrived and every socket caught up.
      if (started > rampEnd) steady.push(performance.now() - started);
    };

    const simulate = async (member: Member, n: number) => {
      // Arrivals spread over the ramp (50 a second for the default 500 users and 10 s), as load tests ramp up: until
      // 27 Nov every user opened a socket in the same instant, 500 sign-ins in one second on two cores.
      await sleep(Math.random() * RAMP * 1000);
      const ws = new WebSocket(`${server.base.replace('http', 'ws')}/ws?token=${member.token}`, {
        headers: { origin: server.base },
      });
      let open = false;
      ws.on('open', () => {
        open = true;
        sockets.opened++;
      });
      ws.on('message', () => sockets.messages++);
      ws.on('close', () => {
        if (open && performance.now() < end) sockets.closedEarly++;
      });
      ws.on('error', () => {});
      // Arrivals spread over the first think time, as people do.
      await sleep(Math.random() * THINK_MS);
      for (let i = 0; performance.now() < end; i++) {
        const roll = Math.random();
        const { id, slug, section } = member.wedding;
        if (roll < 0.45) await timed('GET wedding', member, 'GET', `/api/v1/accounts/${slug}/`);
        else if (roll < 0.9) await timed('GET task board', member, 'GET', `/api/v1/accounts/${id}/tasks/`);
        else
          await timed('POST task', member, 'POST', '/api/v1/tasks/', { account: id, section, title: `Task ${n}.${i}` });
        await sleep(Math.random() * 2 * THINK_MS);
      }
      ws.close();
    };

    const started = performance.now();
    await Promise.all(members.map(simulate));
    const seconds = (performance.now() - started) / 1000;

    const all = [...times.values()].flat();
    console.log(`\n${USERS} users, ${DURATION} s, think time 0-${2 * THINK_MS} ms, ${PER_WEDDING} users per wedding\n`);
    console.log('| requests | count | per s | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [kind, list] of [
      ...times.entries(),
      ['all', all] as const,
      [`all after the first ${RAMP} s`, steady] as const,
    ]) {
      const sorted = [...list].sort((a, b) => a - b);
      const f = (v: number) => v.toFixed(1);
      console.log(
        `| ${kind} | ${list.length} | ${Math.round(list.length / seconds)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 99))} | ${f(sorted.at(-1) ?? 0)} |`,
      );
    }
    console.log(
      `\nerrors: ${errors}; sockets opened: ${sockets.opened}/${USERS}, closed early: ${sockets.closedEarly}, messages received: ${sockets.messages}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
