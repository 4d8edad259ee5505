import { expect, type Page, type Route } from '@playwright/test';

/**
 * Requests matching `pattern` and `method` wait until the test answers them, oldest first, so each server answer is
 * a step of a model path. Other methods on the same URLs go through.
 */
export async function holdRequests(page: Page, pattern: RegExp, method: string) {
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) held.push(route);
    else await route.fallback();
  });
  return {
    held,
    answer: async (answer: (route: Route) => Promise<void>) => {
      await expect.poll(() => held.length, { message: `a ${method} to answer` }).toBeGreaterThan(0);
      await answer(held.shift()!);
    },
  };
}
