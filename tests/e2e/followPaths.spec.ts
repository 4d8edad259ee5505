import { expect, type Route } from '@playwright/test';
import { followModel } from '../../models/followModel';
import { testModelPathsInBrowser } from './modelPaths';
import { PASSWORD, signedInPage, uniqueEmail } from './support';

// The follow button's model paths through the real wedding page. The test holds the follow calls, so each answer
// is a step.

let weddings = 0;
testModelPathsInBrowser(followModel, async (page) => {
  const viewer = await signedInPage(page, 'Follow', 'Walker');
  const owner = await page.request.post('/api/v1/users/', {
    data: { first_name: 'Owner', last_name: 'Walker', email: uniqueEmail('owner'), password: PASSWORD },
  });
  const { access_token: ownerToken } = (await owner.json()) as { access_token: string };
  weddings += 1;
  const created = await page.request.post('/api/v1/accounts/set-up/', {
    data: { name: `Follow ${weddings}`, slug: `follow-${Date.now().toString(36)}-${weddings}`, date: '2031-06-14' },
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const wedding = (await created.json()) as { id: string; slug: string; name: string };

  // What the (held) follow calls have made the server say; the wedding, reloaded after each, says the same.
  let serverStatus: 'none' | 'requested' | 'following' = 'none';
  await page.route(`**/api/v1/accounts/${wedding.slug}/`, async (route) => {
    // A reload still in flight when the test ends finds the page gone; that is no failure of the path, and any
    // real failure shows as the page not reaching the state the path expects.
    try {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({
        response,
        json: { ...json, follow_status: serverStatus, is_following: serverStatus === 'following' },
      });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  await page.route(`**/api/v1/accounts/${wedding.id}/feed/`, (route) =>
    route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }),
  );
  const held: Route[] = [];
  await page.route(new RegExp(`/api/v1/accounts/${wedding.id}/(followers|unfollow)/$`), (route) => {
    held.push(route);
  });
  const answer = async (method: 'POST' | 'DELETE', fulfil: (route: Route) => Promise<void>) => {
    await expect.poll(() => held.length, { message: `a ${method} to answer` }).toBe(1);
    const route = held.shift()!;
    expect(route.request().method()).toBe(method);
    await fulfil(route);
  };
  const followed = (status: 'requested' | 'following') => (route: Route) => {
    serverStatus = status;
    return route.fulfill({ status: 201, json: { account: wedding.id, user: viewer.user, status } });
  };
  const button = page.getByRole('button', { name: /^(Request to follow|Requested|Following)$/ });
  const shows = async (label: 'Request to follow' | 'Requested' | 'Following', inFlight: 'POST' | 'DELETE' | null) => {
    await expect(button).toHaveText(label);
    await expect(button).toHaveAttribute('aria-pressed', String(label !== 'Request to follow'));
    await expect.poll(() => held.map((r) => r.request().method())).toEqual(inFlight ? [inFlight] : []);
  };
  const open = async (status: typeof serverStatus) => {
    serverStatus = status;
    await page.goto(`/wedding/${wedding.slug}`);
  };
  const pending = () => held[0]?.request().method();

  return {
    events: {
      OPEN_NOT_FOLLOWING: () => open('none'),
      OPEN_REQUESTED: () => open('requested'),
      OPEN_FOLLOWING: () => open('following'),
      CLICK: () => button.click(),
      SERVER_REQUESTED: () => answer('POST', followed('requested')),
      SERVER_FOLLOWING: () => answer('POST', followed('following')),
      SERVER_OK: () =>
        answer('DELETE', (route) => {
          serverStatus = 'none';
          return route.fulfill({ status: 204 });
        }),
      SERVER_FAILS: async () => {
        const method = pending() === 'DELETE' ? 'DELETE' : 'POST';
        await answer(method, (route) => route.abort('connectionrefused'));
      },
    },
    states: {
      notOpened: async () => expect(page).toHaveURL('about:blank'),
      notFollowing: async () => {
        await shows('Request to follow', null);
        await expect(page.getByText('Request to follow this page for access.')).toBeVisible();
      },
      requested: async () => {
        await shows('Requested', null);
        await expect(page.getByText('Request to follow this page for access.')).toBeVisible();
      },
      following: async () => {
        await shows('Following', null);
        await expect(page.getByRole('link', { name: 'Guest info' })).toBeVisible();
      },
      // The approval policy: a follow shows as requested at once.
      followSaving: () => shows('Requested', 'POST'),
      followSavingUndone: () => shows('Request to follow', 'POST'),
      'unfollowSaving.fromRequested': () => shows('Request to follow', 'DELETE'),
      'unfollowSaving.fromFollowing': () => shows('Request to follow', 'DELETE'),
      'unfollowSavingUndone.fromRequested': () => shows('Requested', 'DELETE'),
      'unfollowSavingUndone.fromFollowing': () => shows('Following', 'DELETE'),
    },
  };
});
