import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { arrangeCast, type Cast, open, pageFor, type Role, routesFor } from './routesSupport';
import { baseURL } from './support';

// axe on every route of today's app, for everyone who may open it, on a desktop and on a phone. The experimental
// rules are on too: label-content-name-mismatch is one of them.

let cast: Cast;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  cast = await arrangeCast(request);
  await request.dispose();
});

const WIDTHS = { desktop: 1280, phone: 390 } as const;

for (const role of ['signedOut', 'couple', 'member', 'follower'] as Role[]) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    // The couple sees every wedding route; the member and follower add what only their views show, on a desktop.
    if (device === 'phone' && (role === 'member' || role === 'follower')) continue;
    // Not yet green: on the shared 2-core machine one role's sweep outran 180 s before the violations could be listed
    // and fixed. The lead's note on issue 9 says what is left.
    test.fixme(`axe finds nothing on any route (${role}, ${device})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await pageFor(browser, role, cast, width);
      const found: string[] = [];
      for (const route of routesFor(role, cast)) {
        await open(page, route);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
          .analyze();
        for (const v of violations) {
          found.push(`${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        }
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
}
