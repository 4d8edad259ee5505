import { expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support';

// Issue "Fast and sturdy": the public pages are HTML from the build, readable before (and without) any script;
// the app then takes the same markup over without a hydration mismatch.

const PAGES = [
  { path: '/', heading: 'Vowline', text: 'Create free account' },
  { path: '/how-it-works', heading: 'How it works', text: 'Set up your wedding and invite your committee' },
  { path: '/pricing', heading: 'Pricing', text: 'Vowline is free for couples' },
  { path: '/support', heading: 'Support', text: 'Forgot your password?' },
  { path: '/explore', heading: 'Explore', text: 'Wedding pages open to everyone' },
  { path: '/page-not-found', heading: 'Not found', text: '404' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PAGES) {
    test(`${path} shows its heading and text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test('the served HTML is compressed like the other assets', async ({ request }) => {
    const response = await request.get('/pricing', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain('<h1>Pricing</h1>');
  });
});

/** Console errors and warnings while `visit` runs, once the app has taken the page over. */
async function consoleProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await visit();
  return problems;
}

for (const { path, heading } of PAGES) {
  test(`${path} hydrates without a mismatch`, async ({ page }) => {
    const problems = await consoleProblems(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated: the router answers a click without a page load.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      await page.getByRole('link', { name: 'Pricing' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    });
    expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// React reports a hydration mismatch only as a recoverable error and then renders over it, so the check is direct:
// the page served with an empty #root makes the app render it itself, and its markup must be the build's, byte
// for byte (a mismatch would leave pre-rendered attributes, such as the ids that tie labels to fields, in place).
for (const { path, heading } of PAGES) {
  test(`${path}: the app renders the same markup as the build`, async ({ page, request }) => {
    const served = await (await request.get(path)).text();
    const built = /<div id="root" data-prerendered>([\s\S]*)<\/div>\s*<\/body>/.exec(served)?.[1];
    // The build's markup is the page itself (its heading), not an empty shell the comparison would pass trivially.
    expect(built).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    await page.route(path, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: served.replace(/<div id="root" data-prerendered>[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1'),
      }),
    );
    // The build renders before any data: the API's answers are held, so /explore stays "Loading…" here too.
    await page.route('**/api/**', () => undefined);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Less the comments that mark Suspense boundaries for hydration, which only the build's renderer writes, and the
    // loading bar of the held requests.
    const markup = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');
    const rendered = () =>
      page.locator('#root').evaluate((root) => {
        const copy = root.cloneNode(true) as HTMLElement;
        copy.querySelector(':scope > section[aria-label="Page loading"]')?.remove();
        return copy.innerHTML;
      });
    // The build's markup as the browser's own serializer writes it back (React's server escapes ' as &#x27;).
    const expected = await page.evaluate((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.innerHTML;
    }, markup(built!));
    await expect.poll(async () => markup(await rendered())).toBe(expected);
  });
}

test('signed in, / is the feed, and the pre-rendered landing page is never shown', async ({ page }) => {
  await signedInPage(page, 'Pre', 'Rendered');
  let landingSeen = false;
  await page.exposeFunction('landingSeen', () => {
    landingSeen = true;
  });
  // Watches from the first paint: the landing's tagline must never be visible to a signed-in reader.
  await page.addInitScript(() => {
    const check = () => {
      const title = document.querySelector('#root h1');
      if (title?.textContent === 'Vowline' && title.checkVisibility({ visibilityProperty: true })) {
        (window as unknown as { landingSeen(): void }).landingSeen();
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Vowline', exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(landingSeen).toBe(false);
});
