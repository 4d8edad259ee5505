import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, signUp, startServer } from './benchServer';
import { deadline } from './deadline';

deadline('bench:lighthouse', 15 * 60);

// `npm run bench:lighthouse`: Lighthouse mobile (its default: a mid-range phone, simulated slow 4G, 4x CPU slowdown)
// on the landing page signed out, then on /feed and a wedding's dashboard signed in, against a fresh `npm start`.
// The session is the one the app keeps in localStorage, set once through the DevTools protocol, and Lighthouse is
// told not to clear storage. The target: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05. Printed, recorded in
// bench/README.md, never asserted; the score moves with the machine's load.

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** LH_REPORT_DIR=folder keeps each page's full report (JSON) there, to read its diagnostics. */
const REPORT_DIR = process.env.LH_REPORT_DIR;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

interface Audit {
  numericValue?: number;
}

async function main() {
  const server = await startServer('vowline-bench-lighthouse-');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const couple = await signUp(server.base, 'Ann');
    const wedding = await api<{ id: string; slug: string }>(server.base, couple, 'POST', '/api/v1/accounts/set-up/', {
      name: 'Ann & Ben',
      date: '2031-06-14',
    });
    const measure = async (label: string, path: string, signedIn: boolean) => {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error(`Lighthouse gave nothing for ${path}`);
      const { categories, audits } = result.lhr;
      if (REPORT_DIR) {
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(join(REPORT_DIR, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr));
      }
      const ms = (id: string) => Math.round((audits[id] as Audit | undefined)?.numericValue ?? Number.NaN);
      const cls = (audits['cumulative-layout-shift'] as Audit | undefined)?.numericValue ?? Number.NaN;
      const score = Math.round((categories.performance?.score ?? 0) * 100);
      console.log(
        `| ${label} | ${score} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${cls.toFixed(3)} | ${ms('total-byte-weight')} |`,
      );
    };

    console.log('| page | performance | FCP ms | LCP ms | TBT ms | CLS | bytes |');
    console.log('|---|---|---|---|---|---|---|');
    await measure('landing, signed out', '/', false);

    // The couple's session, as the app stores it after signing in; the HTTP cache emptied before each signed-in page,
    // so it is measured cold like the landing page (Lighthouse keeps the cache when it keeps storage).
    const session = { token: couple.token, user: { ...couple.user, email: couple.email } };
    const prepare = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${server.base}/page-not-found`);
      await page.evaluate((s) => {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...s, savedAt: Date.now() }));
      }, session);
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    };

    await prepare();
    await measure('/feed, signed in', '/feed', true);
    await prepare();
    await measure('wedding dashboard, signed in', `/wedding/${wedding.slug}`, true);
    // The couple's Dashboard tab under it (next tasks, RSVPs, funds): more data calls, chained on the wedding's id.
    await prepare();
    await measure("the wedding's Dashboard tab", `/wedding/${wedding.slug}/dashboard`, true);

    // Issue 37: a vendor's shared run sheet (no account), with a day of ten items: LCP ≤ 2.0 s on slow 4G.
    const weddingId = wedding.id;
    for (let i = 0; i < 10; i++) {
      await api(server.base, couple, 'POST', '/api/v1/wedding-day-tasks/', {
        account: weddingId,
        title: `Item ${i + 1}`,
        time: `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      });
    }
    const link = await api<{ url: string }>(server.base, couple, 'POST', '/api/v1/run-sheet-links/', {
      account: weddingId,
      name: 'Band',
    });
    await measure("a vendor's run sheet, no account", new URL(link.url).pathname, false);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
