import { expect, type Page, type Request, type Route } from '@playwright/test';

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

/**
 * The app's HTTP client asks a GET that got no answer once more, at once (src/client/http/http.ts), so a step in which
 * the network fails refuses both. Call this after the spec's own routes (the last route registered runs first); the
 * function it gives refuses a request, and the retry of a refused GET is refused too when it comes.
 */
export async function refusingRetries(page: Page): Promise<(route: Route) => Promise<void>> {
  const refused = new Set<string>();
  const key = (request: Request) => `${request.method()} ${request.url()}`;
  await page.route('**/api/**', async (route) => {
    if (refused.delete(key(route.request()))) await route.abort('connectionrefused');
    else await route.fallback();
  });
  return async (route) => {
    if (route.request().method() === 'GET') refused.add(key(route.request()));
    await route.abort('connectionrefused');
  };
}
