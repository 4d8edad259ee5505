import { expect, type Route, test } from '@playwright/test';
import { arrangeCast, axeFindings, type Cast, MAIN_PAGES, open, pageFor, routesFor, SWEEPS } from './routesSupport';
import { baseURL, signedInPage } from './support';

// axe on every route of today's app on a desktop, for everyone who may open it. The phone width is swept in
// phone.spec.ts, in the same page loads that check the fit.

let cast: Cast;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  cast = await arrangeCast(request);
  await request.dispose();
});

for (const [role, parts] of SWEEPS) {
  for (let part = 0; part < parts; part++) {
    test(`axe finds nothing on any route (${role}, desktop${parts > 1 ? `, part ${part + 1} of ${parts}` : ''})`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const page = await pageFor(browser, role, cast, 1280);
      const found: string[] = [];
      // The couple sees every route a member or follower does; for those two, the pages their role draws
      // differently are enough.
      const routes = routesFor(role, cast).filter((_, i) => i % parts === part);
      for (const route of role === 'member' || role === 'follower'
        ? routes.filter((r) => MAIN_PAGES.test(r))
        : routes) {
        await open(page, route);
        found.push(...(await axeFindings(page, route)));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
}

// A page on its way: axe runs while the next page's code, then its data, are held. The loading bar sits in a
// landmark of its own and the page's place is an empty main, so the skip link keeps its target (both were found
// outside landmarks by checks that happened to run during a page load).
test('axe finds nothing while a page loads, its code held and then its data', async ({ page }) => {
  const me = await signedInPage(page, 'Axe', 'Waiting');
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const held: Route[] = [];
  await page.route(/\/assets\/ProfilePage-[^/]+\.js$/, (route) => void held.push(route));
  await page.route(/\/api\/v1\/users\/[^/]+\/$/, (route) =>
    route.request().url().endsWith('/me/') ? route.continue() : void held.push(route),
  );
  await page.evaluate((slug) => {
    window.history.pushState(null, '', `/${slug}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, me.user.slug);
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeVisible();
  // No heading yet: a page whose code or data has not arrived has nothing to name (a profile's name is its data).
  const withoutHeading = (found: string[]) => found.filter((f) => !f.includes('page-has-heading-one'));
  expect(withoutHeading(await axeFindings(page, 'a page whose code loads'))).toEqual([]);
  await expect.poll(() => held.length).toBe(1);
  await held.pop()!.continue();
  await expect.poll(() => held.length).toBe(1);
  await expect(bar).toBeVisible();
  expect(withoutHeading(await axeFindings(page, 'a page whose data loads'))).toEqual([]);
  await held.pop()!.continue();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: me.user.full_name })).toBeVisible();
});
