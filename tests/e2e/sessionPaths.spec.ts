import { expect, type Page, type Route } from '@playwright/test';
import { sessionModel } from '../../models/sessionModel';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { PASSWORD, uniqueEmail } from './support';

interface Account {
  access_token: string;
  user: { full_name: string; slug: string };
  email: string;
}

async function account(page: Page, first: string): Promise<Account> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await page.request.post('/api/v1/users/', {
    data: { first_name: first, last_name: 'Session', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as Omit<Account, 'email'>), email };
}

/** The session as the app persists it. */
const stored = (a: Account) => ({ token: a.access_token, user: a.user });

// The session machine through the real page: the profile check (/users/me/) and the revoke are held by the
// test, so each server answer is a step; "LOGIN" while signed in is another tab signing in as someone else.
testModelPathsInBrowser(sessionModel, async (page) => {
  const first = await account(page, 'Ada');
  const second = await account(page, 'Bea');
  const held: { me: Route[]; revoke: Route[] } = { me: [], revoke: [] };
  let nextMeAnswer: 'hold' | 401 = 'hold';
  await page.route('**/api/v1/users/me/', async (route) => {
    if (nextMeAnswer === 401) {
      nextMeAnswer = 'hold';
      await route.fulfill({ status: 401, contentType: 'application/problem+json', json: { status: 401 } });
    } else held.me.push(route);
  });
  await page.route('**/auth/revoke', (route) => void held.revoke.push(route));
  const refuse = await refusingRetries(page);

  const answer = async (how: 'ok' | 'fail' | 401) => {
    const route = held.me.shift() ?? held.revoke.shift();
    if (!route) throw new Error('no request in flight');
    // The answer has reached the page before the next step: the session can only be `ready` once it has.
    if (how === 'ok') {
      const answered = page.waitForResponse((response) => response.request() === route.request());
      await route.continue();
      await answered;
    } else if (how === 'fail') await refuse(route);
    else await route.fulfill({ status: 401, contentType: 'application/problem+json', json: { status: 401 } });
  };
  // A profile check the session stopped waiting for (it signed in or out meanwhile) is let go unanswered, and so is
  // the HTTP client's second try of it.
  const dropStaleProfileChecks = async () => {
    for (const route of held.me.splice(0)) await refuse(route);
  };
  const signedInUi = () => page.getByRole('button', { name: /^Profile menu for / });
  const landing = () => page.getByRole('link', { name: 'Create free account' }).first();
  // Toasts come one at a time, 4 s each: the expiry's may wait behind "You’re signed out." and "Your details have been
  // saved.", or come and go before the landing page is drawn. The page records every toast it shows, and the check
  // reads (dismisses) the notices ahead of it, as a user would, until the expiry's own has been shown.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches('[data-toast-type]')) seen.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const expiredToastsShown = () =>
    page.evaluate(
      () =>
        (window as unknown as { toastsSeen: string[] }).toastsSeen.filter((text) =>
          text.includes('Your session has ended. Please sign in again.'),
        ).length,
    );
  let expiredBefore = 0;
  const inFlightMe = async (n: number) => expect.poll(() => held.me.length).toBe(n);

  return {
    events: {
      OPEN_WITH_TOKEN: async () => {
        await page.addInitScript((s) => {
          if (!sessionStorage.getItem('opened')) {
            sessionStorage.setItem('opened', '1');
            localStorage.setItem('vowline.session', JSON.stringify({ ...s, savedAt: Date.now() }));
          }
        }, stored(first));
        await page.goto('/feed');
      },
      OPEN_SIGNED_OUT: async () => {
        await page.goto('/');
      },
      LOGIN: async () => {
        await dropStaleProfileChecks();
        if (await signedInUi().isVisible()) {
          // Another tab of the same browser signs in as someone else.
          const other = await page.context().newPage();
          await other.goto('/healthz');
          await other.evaluate(
            (s) => localStorage.setItem('vowline.session', JSON.stringify({ ...s, savedAt: Date.now() })),
            stored(second),
          );
          await other.close();
          await expect(page.getByRole('button', { name: `Profile menu for ${second.user.full_name}` })).toBeVisible();
        } else {
          await page.getByRole('link', { name: 'Sign in' }).first().click();
          await page.getByLabel('Email').fill(second.email);
          await page.getByLabel('Password').fill(PASSWORD);
          await page.getByRole('button', { name: 'Sign in' }).click();
        }
      },
      SERVER_OK: () => answer('ok'),
      SERVER_FAILS: () => answer('fail'),
      SERVER_401: async () => {
        expiredBefore = await expiredToastsShown();
        if (held.me.length) return answer(401);
        // Signed in and idle: the next call the page makes is refused, as after a server-side revoke.
        nextMeAnswer = 401;
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      },
      REFRESH: async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      },
      UPDATE_USER: async () => {
        const name = `Renamed${Date.now().toString(36)}`;
        await signedInUi().click();
        await page.getByRole('link', { name: 'Settings & privacy' }).click();
        await page.getByRole('link', { name: 'Personal details' }).click();
        await page.getByLabel('First name').fill(name);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('button', { name: new RegExp(`^Profile menu for ${name} `) })).toBeVisible();
      },
      LOGOUT: async () => {
        await dropStaleProfileChecks();
        await signedInUi().click();
        await page.getByRole('link', { name: 'Sign out' }).click();
      },
    },
    states: {
      notOpened: async () => expect(page).toHaveURL('about:blank'),
      loggedOut: async () => {
        await expect(landing().or(page.getByRole('heading', { name: 'Sign in' }))).toBeVisible();
        await expect(signedInUi()).toHaveCount(0);
        expect(held.revoke.length).toBe(0);
      },
      'loggedIn.validating': async () => {
        await expect(signedInUi()).toBeVisible();
        await inFlightMe(1);
      },
      'loggedIn.ready': async () => {
        await expect(signedInUi()).toBeVisible();
        await inFlightMe(0);
      },
      // The page shows a signed-out home at once; the revoke finishes behind it.
      loggingOut: async () => {
        await expect(landing()).toBeVisible();
        await expect.poll(() => held.revoke.length).toBe(1);
        expect(await page.evaluate(() => localStorage.getItem('vowline.session'))).toBeNull();
      },
      expired: async () => {
        await expect(landing()).toBeVisible();
        const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
        await expect
          .poll(async () => {
            if ((await expiredToastsShown()) > expiredBefore) return true;
            if (await dismiss.isVisible()) await dismiss.click({ timeout: 1_000 }).catch(() => undefined);
            return false;
          })
          .toBe(true);
        expect(await page.evaluate(() => localStorage.getItem('vowline.session'))).toBeNull();
      },
    },
  };
});
