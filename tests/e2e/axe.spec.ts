import { expect, test } from '@playwright/test';
import { arrangeCast, axeFindings, type Cast, MAIN_PAGES, open, pageFor, routesFor, SWEEPS } from './routesSupport';
import { baseURL } from './support';

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
