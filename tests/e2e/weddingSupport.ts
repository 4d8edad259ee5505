import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { baseURL, PASSWORD, uniqueEmail } from './support';

// People, weddings and signed-in pages for the wedding journeys, arranged through the API.

export interface Person {
  token: string;
  email: string;
  user: { id: string; slug: string; full_name: string };
}

export async function apiUser(request: APIRequestContext, first: string, last = 'Tester'): Promise<Person> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/v1/users/', {
    data: { first_name: first, last_name: last, email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access_token: string; user: Person['user'] };
  return { token: body.access_token, email, user: body.user };
}

let weddings = 0;
export async function apiWedding(request: APIRequestContext, owner: Person, body: Record<string, unknown> = {}) {
  weddings += 1;
  // Two spec files may make weddings in the same millisecond, each counting from one.
  const slug = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}-${weddings}`;
  const res = await request.post('/api/v1/accounts/set-up/', {
    data: { name: `Wedding ${weddings}`, slug, date: '2031-06-14', ...body },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; slug: string; name: string; date: string };
}

/**
 * A page in its own browser context, signed in as `person` (the session the app keeps in localStorage).
 * `savedAt` matters when the page's clock is set: a session saved over 365 days before "now" is dropped.
 */
export async function pageAs(browser: Browser, person: Person, savedAt?: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addInitScript(
    ({ session, at }) => {
      if (!window.localStorage.getItem('vowline.session')) {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: at ?? Date.now() }));
      }
    },
    { session: { token: person.token, user: { ...person.user, email: person.email } }, at: savedAt ?? null },
  );
  return context.newPage();
}

export const weddingMenu = (page: Page) => page.getByRole('navigation', { name: 'Wedding' });
