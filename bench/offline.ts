import { chromium } from '@playwright/test';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:offline', 10 * 60);

// `npm run bench:offline` (issue 37): with the app kept on the device by its service worker, how long a reload with no
// signal takes to show the last run-of-show (target ≤ 1 s), and the same reload online for comparison. Chromium's
// network emulation is offline; the page, its chunks and the day's data come from the device. Printed, recorded in
// bench/README.md, never asserted.

const RUNS = Number(process.env.RUNS ?? 10);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `min ${sorted[0]} ms, median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)} ms`;
};

async function main() {
  const server = await startServer('vowline-bench-offline-');
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const couple = await signUp(server.base, 'Ada');
    const wedding = await api<{ id: string; slug: string }>(server.base, couple, 'POST', '/api/v1/accounts/set-up/', {
      name: 'Ada & Bo',
      date: '2031-06-14',
    });
    for (const [time, title] of [
      ['14:00', 'Ceremony'],
      ['17:00', 'Dinner'],
      ['21:00', 'Dancing'],
    ]) {
      await api(server.base, couple, 'POST', '/api/v1/wedding-day-tasks/', { account: wedding.id, time, title });
    }
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const session = { token: couple.token, user: { ...couple.user, email: couple.email }, savedAt: Date.now() };
    await context.addInitScript((s) => window.localStorage.setItem('vowline.session', JSON.stringify(s)), session);
    const page = await context.newPage();
    const list = page.getByRole('list', { name: 'Run-of-show' }).getByRole('link', { name: 'Dancing' });
    await page.goto(`${server.base}/wedding/${wedding.slug}/tasks/dday`);
    await list.waitFor({ timeout: 30_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const reloads = async (offline: boolean) => {
      await context.setOffline(offline);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await page.reload();
        await list.waitFor({ timeout: 30_000 });
        times.push(Math.round(performance.now() - started));
      }
      return times;
    };
    console.log(`online reload to the run-of-show (${RUNS} runs): ${stats(await reloads(false))}`);
    console.log(`offline reload to the run-of-show (${RUNS} runs): ${stats(await reloads(true))}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
