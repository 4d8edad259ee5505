import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { call, dayItem, type Person, person, section, task, weddingOf } from './planningSupport';
import { baseURL } from './support';

// Every route of today's app, by who opens it, for the phone-width and accessibility sweeps. One cast per file,
// arranged through the API.

export type Role = 'signedOut' | 'couple' | 'member' | 'follower';

export interface Cast {
  couple: Person;
  member: Person;
  follower: Person;
  slug: string;
  taskId: string;
  /** The couple's post on the wedding page, for its own page (/posts/{id}). */
  postId: string;
  /** A run sheet link the couple made (issue 37): /run/{token}, opened without an account. */
  runSheet: string;
}

export async function arrangeCast(request: APIRequestContext): Promise<Cast> {
  const couple = await person(request, 'Sweep');
  const member = await person(request, 'Helper');
  const follower = await person(request, 'Friend');
  const wedding = await weddingOf(request, couple, member);
  const venue = await section(request, couple, wedding, 'Venue');
  const booked = await task(request, couple, wedding, venue.id, 'Book the string quartet for the ceremony');
  await call(request, couple, 'PATCH', `/api/v1/tasks/${booked.id}/`, {
    due_date: '2031-05-01',
    status: 'in_progress',
    assignees: [couple.user.id, member.user.id],
  });
  await call(request, member, 'POST', `/api/v1/tasks/${booked.id}/comments/`, { text: 'On it.' });
  await task(request, couple, wedding, venue.id, 'Taste the cake');
  await dayItem(request, couple, wedding, '18:00', 'First dance');
  await call(request, follower, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
  await call(request, couple, 'POST', `/api/v1/accounts/${wedding.id}/followers/requests/${follower.user.id}/approve/`);
  const post = (await call(request, couple, 'POST', '/api/v1/posts/', {
    text: 'The venue is booked!',
    account: wedding.id,
  })) as { id: string };
  const link = await call<{ url: string }>(request, couple, 'POST', '/api/v1/run-sheet-links/', {
    account: wedding.id,
    name: 'Florist',
  });
  const runSheet = new URL(link.url).pathname;
  return { couple, member, follower, slug: wedding.slug, taskId: booked.id, postId: post.id, runSheet };
}

const PUBLIC = [
  '/explore',
  '/how-it-works',
  '/pricing',
  '/support',
  '/privacy-settings',
  '/homeindex',
  '/page-not-found',
];

/** Who the route sweeps run as, and in how many tests (the couple's routes, the most, are split for both workers). */
export const SWEEPS: [Role, number][] = [
  ['signedOut', 1],
  ['couple', 2],
  ['member', 1],
  ['follower', 1],
];

/** The pages people use most, checked again where a second pass over every route would cost more than it finds. */
export const MAIN_PAGES = /^\/(feed|weddings|wedding\/[^/]+(\/(tasks|calendar|settings|people))?)$/;

export function routesFor(role: Role, cast: Cast): string[] {
  const w = (rest = '') => `/wedding/${cast.slug}${rest ? `/${rest}` : ''}`;
  if (role === 'signedOut') {
    // The followers' post is not available signed out: its page says so.
    return [
      '/',
      '/login',
      '/signup',
      '/reset-password',
      ...PUBLIC,
      `/${cast.couple.user.slug}`,
      `/posts/${cast.postId}`,
      cast.runSheet,
    ];
  }
  const own = role === 'couple' ? cast.couple : role === 'member' ? cast.member : cast.follower;
  const account = [
    '/feed',
    '/launch',
    '/notifications',
    '/search/results?s=garden',
    '/weddings',
    '/weddings/create',
    '/update-password',
    `/${own.user.slug}`,
    `/${own.user.slug}/edit`,
    `/${own.user.slug}/settings/visibility`,
    `/${own.user.slug}/followers`,
    `/${own.user.slug}/following`,
    `/${own.user.slug}/lists`,
    '/inbox',
    '/lists',
    '/people',
    '/account',
    '/account-weddings',
    '/update-settings',
    '/v',
    '/v/create',
    ...PUBLIC,
  ];
  const follows = [w(), w('followers'), w('guest-info'), `/posts/${cast.postId}`];
  const members = [
    w('dashboard'),
    w('calendar'),
    w('calendar/2031-06-14'),
    w('tasks'),
    w(`tasks/${cast.taskId}`),
    w('tasks/by-date'),
    w(`tasks/by-date/${cast.taskId}`),
    w('tasks/mine'),
    w('tasks/done'),
    w('tasks/dday'),
    w('tasks/templates/template-store'),
    w('people'),
    w('activity'),
    w('album/wall'),
    `/events/${cast.slug}/2031-06-14`,
  ];
  const couples = [
    w('followers/requests'),
    w('people/invited'),
    w('settings'),
    w('website'),
    w('website/editor'),
    w('websites'),
    w('logistics'),
    w('add-ons'),
    w('add-ons/album'),
    w('album'),
    w('money'),
    w('money/cash-flow'),
    w('money/cash-flow/add-transaction'),
    w('money/payments'),
    w('money/budget'),
    w('money/accounts'),
    w('money/expense-types'),
    w('guests'),
    w('guests/inserts'),
    w('vendors'),
    w('vendors/add-vendor'),
    w('set-expectations'),
    '/farewells',
    '/wedding/extras',
    '/wedding/extras/vendors',
  ];
  if (role === 'follower') return [...account, ...follows];
  if (role === 'member') return [...account, ...follows, ...members];
  return [...account, ...follows, ...members, ...couples];
}

/** A page of its own signed in as the role (or signed out), at the given width. */
export async function pageFor(browser: Browser, role: Role, cast: Cast, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 780 }, hasTouch: width < 768 });
  if (role !== 'signedOut') {
    const who = cast[role];
    await context.addInitScript(
      (session) => {
        if (!window.localStorage.getItem('vowline.session')) {
          window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
        }
      },
      { token: who.token, user: who.user },
    );
  }
  return context.newPage();
}

/** Opens a route and waits until its page (not a loading line) is on screen. */
export async function open(page: Page, route: string) {
  if (process.env.E2E_TRACE_ROUTES) console.log('open', route);
  await page.goto(route);
  await expect(page.locator('main h1').first(), `the heading of ${route}`).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, best practices, and the experimental rules (label-content-name-mismatch is one of them). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];

/**
 * What axe finds on the page as it stands, one line per rule broken (empty when nothing is).
 * axe-core runs in the page itself: `@axe-core/playwright` opened a blank page per analysis to merge frame
 * results (our pages have no frames) and took 7.6 s a page against 1.7 s on the loaded 2-core machine.
 */
export async function axeFindings(page: Page, route: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
      .violations;
  }, AXE_TAGS);
  return violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}
