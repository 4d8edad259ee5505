import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { api, type Person, type Server, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:planning', 20 * 60);

// `npx tsx bench/planning.ts`: the tasks page of a wedding with SECTIONS × TASKS_PER_SECTION tasks and COMMENTS
// comments, in Chromium, against `npm start` on a fresh data folder.
//  - First render: from the moment the last of the page's data calls has arrived (its resource timing's responseEnd)
//    to the frame after the board is shown: every section, with the rows of those on the first screens (sections
//    further down mount as they come near the screen). Measured RUNS times on fresh page loads.
//  - Updates: another member changes UPDATES tasks through the API (half renamed, half moved to another section);
//    for each socket message, the time from its arrival to the store folded, React committed and layout done.
// Figures are printed and written to bench/results/planning.json; they are recorded in bench/README.md, never asserted.

const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 20);
const TASKS_PER_SECTION = Number(process.env.BENCH_TASKS_PER_SECTION ?? 100);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TOTAL = SECTIONS * TASKS_PER_SECTION;

/** A wedding of `couple` with `member` joined by invitation, and its plan written straight into the database. */
async function seed(server: Server, couple: Person, member: Person & { email: string }) {
  const { base } = server;
  const wedding = await api<{ id: string; slug: string }>(base, couple, 'POST', '/api/v1/accounts/set-up/', {
    name: 'Bench wedding',
    date: '2031-06-14',
    slug: `bench-${Date.now().toString(36)}`,
  });
  await api(base, couple, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, { email: member.email, role: 'planner' });
  const invites = await api<{ results: { id: string }[] }>(base, member, 'GET', '/api/v1/account-invites/');
  await api(base, member, 'POST', `/api/v1/account-invites/${invites.results[0]!.id}/response/`, { accept: true });
  const client = new pg.Client({ connectionString: server.pgUrl });
  await client.connect();
  await client.query(
    `INSERT INTO task_sections (wedding_id, name, position, created_by)
     SELECT $1, 'Section ' || s, s - 1, $2 FROM generate_series(1, $3::int) s`,
    [wedding.id, couple.user.id, SECTIONS],
  );
  await client.query(
    `INSERT INTO tasks (wedding_id, section_id, title, notes, due_date, status, position, created_by)
     SELECT $1, s.id, 'Task ' || (s.position + 1) || '.' || t, 'Some notes about this task.',
            date '2030-01-01' + (t * 7 + s.position), CASE WHEN t % 5 = 0 THEN 'done' ELSE 'todo' END, t - 1, $2
     FROM task_sections s, generate_series(1, $3::int) t WHERE s.wedding_id = $1`,
    [wedding.id, couple.user.id, TASKS_PER_SECTION],
  );
  await client.query(
    `INSERT INTO task_assignees (task_id, user_id)
     SELECT id, CASE WHEN position % 2 = 0 THEN $2::uuid ELSE $3::uuid END FROM tasks
     WHERE wedding_id = $1 AND position % 3 = 0`,
    [wedding.id, couple.user.id, member.user.id],
  );
  await client.query(
    `INSERT INTO task_comments (wedding_id, task_id, author_id, text)
     SELECT $1, t.id, $2, 'Comment ' || n
     FROM generate_series(0, $3::int - 1) n
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM tasks WHERE wedding_id = $1) t
       ON t.rn = n % $4::int`,
    [wedding.id, member.user.id, COMMENTS, TOTAL],
  );
  const { rows } = await client.query<{ id: string; section_id: string }>(
    'SELECT id, section_id FROM tasks WHERE wedding_id = $1 ORDER BY id LIMIT $2',
    [wedding.id, UPDATES],
  );
  const sections = (
    await client.query<{ id: string }>('SELECT id FROM task_sections WHERE wedding_id = $1', [wedding.id])
  ).rows;
  await client.end();
  return { wedding, tasks: rows, sections: sections.map((s) => s.id) };
}

// Runs in the page before the app: stamps each socket message's arrival and, once the app's own handler and the
// microtasks after it (the store's fold, React's commit) have run, forces layout and stamps the end.
function instrument() {
  const w = window as unknown as { __applied: { action: string; ms: number }[] };
  w.__applied = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        const start = performance.now();
        const { action, stream } = JSON.parse(String(event.data)) as { action: string; stream: string };
        if (stream !== 'account_tasks') return;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          void document.body.offsetHeight;
          w.__applied.push({ action, ms: performance.now() - start });
        };
        channel.port2.postMessage(null);
      });
    }
  } as typeof WebSocket;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : Number.NaN;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  console.log(`Starting the server (npm start)…`);
  const server = await startServer('vowline-bench-planning-');
  try {
    const couple = await signUp(server.base, 'Cora');
    const member = await signUp(server.base, 'Milo');
    const { wedding, tasks, sections } = await seed(server, couple, member);
    console.log(`Seeded ${TOTAL} tasks in ${SECTIONS} sections with ${COMMENTS} comments.`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (session) => window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() })),
      { token: couple.token, user: couple.user },
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const url = `${server.base}/wedding/${wedding.slug}/tasks`;

    const renders: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(url);
      // The page is there when every section is, with the tasks of those on the first screens (the others mount as
      // they come near the screen).
      await page.waitForFunction((n) => document.querySelectorAll('section[data-section-id]').length === n, SECTIONS, {
        timeout: 60_000,
        polling: 'raf',
      });
      const ms = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const painted = performance.now();
        const data = performance
          .getEntriesByType('resource')
          .filter((e) =>
            /\/api\/v1\/(accounts\/[^/]+\/(tasks|wedding-day-tasks|members)\/|account-sections\/)/.test(e.name),
          )
          .map((e) => (e as PerformanceResourceTiming).responseEnd);
        return painted - Math.max(...data);
      });
      if (run > 0) renders.push(ms);
      const rows = await page.locator('li[data-task-id]').count();
      console.log(
        `  load ${run + 1}: ${rows} rows shown ${round(ms)} ms after the data arrived${run ? '' : ' (warm-up)'}`,
      );
    }

    // Every section mounted, so the updates below land on a board with all its rows.
    const mountAll = async () => {
      for (let y = 0; y < 400; y++) {
        if ((await page.locator('li[data-task-id]').count()) === TOTAL) return;
        await page.mouse.wheel(0, 1200);
        await sleep(30);
      }
      throw new Error('Not every task row was mounted');
    };
    const mountStart = Date.now();
    await mountAll();
    console.log(`  scrolled the whole board in ${Date.now() - mountStart} ms: ${TOTAL} rows mounted`);

    // Another member changes tasks, one at a time: renames and moves to another section.
    await page.evaluate(() => {
      (window as unknown as { __applied: unknown[] }).__applied = [];
    });
    for (let i = 0; i < UPDATES; i++) {
      const target = tasks[i % tasks.length]!;
      const body =
        i % 2 === 0
          ? { title: `Renamed ${i}` }
          : { section: sections[(sections.indexOf(target.section_id) + 1) % sections.length], position: 0 };
      await api(server.base, member, 'PATCH', `/api/v1/tasks/${target.id}/`, body);
      await sleep(40);
    }
    await page.waitForFunction((n) => (window as unknown as { __applied: unknown[] }).__applied.length >= n, UPDATES, {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: `Renamed ${UPDATES - 2}`, exact: true }).waitFor();
    const applied = (await page.evaluate(() => (window as unknown as { __applied: { ms: number }[] }).__applied)).map(
      (a) => a.ms,
    );
    await browser.close();

    const results = {
      date: new Date().toISOString(),
      machine: `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
      tasks: TOTAL,
      sections: SECTIONS,
      comments: COMMENTS,
      firstRenderMs: {
        median: round(median(renders)),
        min: round(Math.min(...renders)),
        max: round(Math.max(...renders)),
      },
      updateMs: {
        count: applied.length,
        median: round(median(applied)),
        p95: round(percentile(applied, 95)),
        max: round(Math.max(...applied)),
      },
    };
    console.log(JSON.stringify(results, null, 2));
    await mkdir(path.join('bench', 'results'), { recursive: true });
    await writeFile(path.join('bench', 'results', 'planning.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

await main();
