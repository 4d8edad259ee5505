import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { Task, TaskSection, WeddingDayTask } from '../../src/shared/planning';
import type { TokenResponse } from '../../src/shared/types';
import type { Wedding } from '../../src/shared/weddings';
import { PASSWORD, uniqueEmail, verifyEmail } from './support';

// Arranging planning journeys through the API, and pages signed in as someone without the login form.

export interface Person {
  token: string;
  user: TokenResponse['user'];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function person(request: APIRequestContext, first: string): Promise<Person> {
  const res = await request.post('/api/v1/users/', {
    data: { first_name: first, last_name: 'Planner', email: uniqueEmail(first.toLowerCase()), password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as TokenResponse;
  return { token: body.access_token, user: body.user };
}

export async function call<T>(
  request: APIRequestContext,
  who: Person,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, headers: auth(who.token), ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

let weddings = 0;
/** A wedding of `couple` with `member` on its committee, joined the way people join: by accepting an invitation. */
export async function weddingOf(request: APIRequestContext, couple: Person, member?: Person): Promise<Wedding> {
  weddings += 1;
  const wedding = await call<Wedding>(request, couple, 'POST', '/api/v1/accounts/set-up/', {
    name: `Plan ${weddings}`,
    slug: `plan-${Date.now().toString(36)}-${weddings}`,
    date: '2031-06-14',
  });
  if (member) {
    const me = await call<{ email: string; email_verified: boolean }>(request, member, 'GET', '/api/v1/users/me/');
    // A member already on another wedding verified their address then.
    if (!me.email_verified) await verifyEmail(request, me.email);
    await call(request, couple, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, {
      email: me.email,
      role: 'planner',
    });
    const invites = await call<{ results: { id: string }[] }>(request, member, 'GET', '/api/v1/account-invites/');
    await call(request, member, 'POST', `/api/v1/account-invites/${invites.results[0]!.id}/response/`, {
      accept: true,
    });
  }
  return wedding;
}

export const section = (request: APIRequestContext, who: Person, wedding: Wedding, name: string) =>
  call<TaskSection>(request, who, 'POST', '/api/v1/account-sections/', { account: wedding.id, name });

export const task = (request: APIRequestContext, who: Person, wedding: Wedding, sectionId: string, title: string) =>
  call<Task>(request, who, 'POST', '/api/v1/tasks/', { account: wedding.id, section: sectionId, title });

export const dayItem = (request: APIRequestContext, who: Person, wedding: Wedding, time: string, title: string) =>
  call<WeddingDayTask>(request, who, 'POST', '/api/v1/wedding-day-tasks/', { account: wedding.id, time, title });

/** A page signed in as `who` (the session the app keeps), in a browser context of its own. */
export async function pageAs(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    (session) => {
      if (!window.localStorage.getItem('vowline.session')) {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
      }
    },
    { token: who.token, user: who.user },
  );
  return context.newPage();
}

/** Signs `page`'s own tab in as `who`, for the model paths' single page. */
export async function signInPage(page: Page, who: Person): Promise<void> {
  await page.addInitScript(
    (session) => {
      if (!window.localStorage.getItem('vowline.session')) {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
      }
    },
    { token: who.token, user: who.user },
  );
}

/** The title buttons of a board section's tasks, in board order (each row's first button). */
export function sectionTasks(page: Page, name: string) {
  return page.getByRole('list', { name: `Tasks in ${name}` }).locator('li > button:first-of-type');
}
