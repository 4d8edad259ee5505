import { expect, type Route } from '@playwright/test';
import { myWeddingsModel } from '../../models/myWeddingsModel';
import type { ReceivedInvite } from '../../src/shared/weddings';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { PASSWORD, signedInPage, uniqueEmail } from './support';

// The myWeddings model's paths through the real UI: the top menu's Invitations button shows how many invitations the
// lists hold. The test holds the two list requests (weddings and invitations), so each server answer is a step; a
// refresh is an invitation declined in the dialog, whose answer the test gives too.

/** The invitations of the server's `n`th answer: n of them, so each answer shows as its own count. */
const invites = (n: number): ReceivedInvite[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(n * 100 + i).padStart(12, '0')}`,
    token: `token-${n}-${i}`,
    account_name: `Wedding ${n}.${i}`,
    account: { id: `wedding-${i}`, slug: `wedding-${n}-${i}`, name: `Wedding ${n}.${i}`, date: '2031-06-14' },
    role: 'planner',
    role_label: 'Planner',
    invited_by: 'Owner Walker',
    expires_at: '2031-01-01T00:00:00.000Z',
  }));
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

testModelPathsInBrowser(myWeddingsModel, async (tab) => {
  await signedInPage(tab, 'Lists', 'Walker');
  const other = { email: uniqueEmail('other'), first: 'Other' };
  const signedUp = await tab.request.post('/api/v1/users/', {
    data: { first_name: other.first, last_name: 'Walker', email: other.email, password: PASSWORD },
  });
  expect(signedUp.status()).toBe(201);

  const held: Route[] = [];
  const isList = (url: URL) => url.pathname === '/api/v1/accounts/' || url.pathname === '/api/v1/account-invites/';
  await tab.route(isList, async (route) => {
    if (route.request().method() === 'GET') held.push(route);
    else await route.fallback();
  });
  await tab.route('**/api/v1/account-invites/*/response/', (route) =>
    route.fulfill({ json: { account: { id: 'wedding-0', slug: 'wedding-0', name: 'Wedding 0' } } }),
  );
  const refuse = await refusingRetries(tab);
  /** Answers the fetch out: both its requests. */
  const answerFetch = async (answer: (route: Route) => Promise<void>) => {
    await expect.poll(() => held.length, { message: 'both list requests to answer' }).toBe(2);
    for (const route of held.splice(0)) await answer(route);
  };
  let answers = 0;
  /** The count the lists show: that of the last answer to this user. */
  let shown: number | null = null;
  const invitationsButton = tab.getByRole('banner').getByRole('button', { name: /^Invitations/ });
  const expectShown = async (fetching: boolean) => {
    await expect(invitationsButton).toHaveAccessibleName(shown === null ? 'Invitations' : `Invitations (${shown})`);
    if (fetching) await expect.poll(() => held.length).toBe(2);
    else expect(held.length).toBe(0);
  };

  return {
    events: {
      OPEN_SIGNED_IN: async () => {
        await tab.goto('/feed');
      },
      SERVER_OK: async () => {
        answers += 1;
        const n = answers;
        await answerFetch((route) =>
          route.fulfill({ json: page(new URL(route.request().url()).pathname.includes('invites') ? invites(n) : []) }),
        );
        shown = n;
      },
      SERVER_FAILS: () => answerFetch(refuse),
      REFRESH: async () => {
        await invitationsButton.click();
        const dialog = tab.getByRole('dialog', { name: 'Accept Invitations' });
        await dialog
          .getByRole('button', { name: /^Decline / })
          .first()
          .click();
        await expect.poll(() => held.length).toBe(2);
        await dialog.getByRole('button', { name: 'Close' }).click();
      },
      SIGN_OUT: async () => {
        await tab.getByRole('button', { name: /^Profile menu for / }).click();
        await tab.getByRole('link', { name: 'Sign out' }).click();
        shown = null;
      },
      SIGN_IN_AS_OTHER: async () => {
        await tab.getByRole('link', { name: 'Sign in' }).first().click();
        await tab.getByLabel('Email').fill(other.email);
        await tab.getByLabel('Password').fill(PASSWORD);
        await tab.getByRole('button', { name: 'Sign in' }).click();
        await expect(tab.getByRole('button', { name: `Profile menu for ${other.first} Walker` })).toBeVisible();
      },
    },
    states: {
      notOpened: async () => expect(tab).toHaveURL('about:blank'),
      fetching: () => expectShown(true),
      ready: () => expectShown(false),
      refreshing: () => expectShown(true),
      refreshFailed: () => expectShown(false),
      failed: () => expectShown(false),
      signedOut: async () => {
        await expect(tab.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
        await expect(invitationsButton).toHaveCount(0);
        expect(held.length).toBe(0);
      },
    },
  };
});
