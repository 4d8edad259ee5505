import { expect, type Page, type Route } from '@playwright/test';
import { slugCheckModel } from '../../models/slugCheckModel';
import { weddingAccessModel } from '../../models/weddingAccessModel';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { baseURL, PASSWORD, signedInPage, uniqueEmail, verifyEmail } from './support';

// The wedding models' paths through the real UI. The test holds the server's answers, so each answer is a step.

/**
 * Requests to `pattern` wait until the test answers them, oldest first; or, with `newest`, only the latest is
 * answered and older ones (which the page has given up on) stay unanswered. `newestIs` waits for the request the
 * page sends last: one sent just before may be held already while the latest has not reached the route yet.
 */
async function holdRequests(page: Page, pattern: string, method: string, order: 'oldest' | 'newest' = 'oldest') {
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) held.push(route);
    else await route.fallback();
  });
  return async (answer: (route: Route) => Promise<void>, newestIs?: (route: Route) => boolean) => {
    await expect
      .poll(() => held.length > 0 && (!newestIs || newestIs(held.at(-1)!)), {
        message: `a ${method} ${pattern} to answer`,
      })
      .toBe(true);
    await answer((order === 'oldest' ? held.shift() : held.splice(0).at(-1))!);
  };
}

const problem = (status: number, detail: string) => ({
  status,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', title: String(status), status, detail },
});

let weddings = 0;
/** Someone else's wedding, which the page's user joins as a planner by accepting an invitation. */
async function plannerOn(page: Page, plannerToken: string) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const owner = await page.request.post('/api/v1/users/', {
    data: { first_name: 'Owner', last_name: 'Walker', email: uniqueEmail('owner'), password: PASSWORD },
  });
  const { access_token: ownerToken } = (await owner.json()) as { access_token: string };
  weddings += 1;
  const created = await page.request.post('/api/v1/accounts/set-up/', {
    data: { name: `Paths ${weddings}`, slug: `paths-${Date.now().toString(36)}-${weddings}`, date: '2031-06-14' },
    headers: auth(ownerToken),
  });
  const wedding = (await created.json()) as { id: string; slug: string; name: string };
  const me = (await (await page.request.get('/api/v1/users/me/', { headers: auth(plannerToken) })).json()) as {
    email: string;
  };
  await verifyEmail(page.request, me.email);
  const invited = await page.request.post(`/api/v1/accounts/${wedding.id}/invites/`, {
    data: { email: me.email, role: 'planner' },
    headers: auth(ownerToken),
  });
  expect(invited.status()).toBe(201);
  const list = (await (await page.request.get('/api/v1/account-invites/', { headers: auth(plannerToken) })).json()) as {
    results: Array<{ id: string }>;
  };
  const joined = await page.request.post(`/api/v1/account-invites/${list.results[0]!.id}/response/`, {
    data: { accept: true },
    headers: auth(plannerToken),
  });
  expect(joined.status()).toBe(200);
  return wedding;
}

testModelPathsInBrowser(weddingAccessModel, async (page) => {
  const planner = await signedInPage(page, 'Access', 'Walker');
  const wedding = await plannerOn(page, planner.access_token);

  const answerWedding = await holdRequests(page, `**/api/v1/accounts/${wedding.slug}/`, 'GET');
  let membersAnswer: 'ok' | 'forbidden' = 'ok';
  await page.route(new RegExp(`/api/v1/accounts/${wedding.id}/members/`), async (route) => {
    if (membersAnswer === 'forbidden') await route.fulfill(problem(403, 'You may not do that.'));
    else await route.fallback();
  });
  // A member has no Follow button (issue 9); a follow change told over the socket reloads the wedding instead.
  let followed = false;
  const changeOwnFollow = async () => {
    followed = !followed;
    const url = `/api/v1/accounts/${wedding.id}/${followed ? 'followers' : 'unfollow'}/`;
    const headers = { authorization: `Bearer ${planner.access_token}` };
    const res = followed
      ? await page.request.post(url, { headers, data: {} })
      : await page.request.delete(url, { headers });
    expect(res.ok()).toBe(true);
  };
  const asServed = (edit: (w: Record<string, unknown>) => void) => async (route: Route) => {
    const response = await route.fetch();
    const json = await response.json();
    edit(json);
    await route.fulfill({ response, json });
  };
  const goClientSide = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const menu = page.getByRole('navigation', { name: 'Wedding' });
  const noAccess = page.getByRole('heading', { name: "Sorry, you don't have access to this dashboard." });
  const deniedAlert = page.getByText("You don't have access to that page.");
  const loading = page.getByText('Loading the wedding…');
  const refusedPage = async () => {
    await expect(noAccess).toBeVisible();
    await expect(deniedAlert).toHaveCount(0);
    await expect(menu.getByRole('link')).toHaveText([wedding.name]);
  };

  const refuse = await refusingRetries(page);
  return {
    events: {
      OPEN_PAGE: async () => {
        await page.goto(`/wedding/${wedding.slug}/dashboard`);
      },
      OPEN_DENIED_LINK: async () => {
        await page.goto(`/wedding/${wedding.slug}?access=denied`);
      },
      SERVER_ALLOWS: () => answerWedding(asServed(() => {})),
      SERVER_SAYS_STRANGER: () =>
        answerWedding(
          asServed((w) => {
            w.my_role = [];
            w.follow_status = 'none';
            w.is_following = false;
          }),
        ),
      SERVER_403: () => answerWedding((route) => route.fulfill(problem(403, 'You may not do that.'))),
      SERVER_404: () => answerWedding((route) => route.fulfill(problem(404, 'No wedding has that address.'))),
      SERVER_FAILS: () => answerWedding(refuse),
      RETRY: () => page.getByRole('button', { name: 'Try again' }).click(),
      // Any 403 on one of the wedding's calls: here, the member list's on People.
      CALL_403: async () => {
        membersAnswer = 'forbidden';
        await goClientSide(`/wedding/${wedding.slug}/people`);
      },
      GO_TO_OPEN_PAGE: () => menu.getByRole('link', { name: wedding.name }).click(),
      GO_TO_COUPLE_PAGE: () => goClientSide(`/wedding/${wedding.slug}/settings`),
      FOLLOW_DENIED_LINK: () => goClientSide(`/wedding/${wedding.slug}?access=denied`),
      // A follow of this wedding changed: the socket tells the page, which reloads the wedding.
      RELOAD: async () => {
        membersAnswer = 'ok';
        await changeOwnFollow();
      },
    },
    states: {
      notOpened: async () => expect(page).toHaveURL('about:blank'),
      loading: async () => {
        await expect(loading).toBeVisible();
        await expect(noAccess).toHaveCount(0);
      },
      loadingDenied: async () => {
        await expect(loading).toBeVisible();
        await expect(deniedAlert).toHaveCount(0);
      },
      accessible: async () => {
        await expect(page.getByRole('heading', { level: 1, name: wedding.name })).toBeVisible();
        await expect(noAccess).toHaveCount(0);
        await expect(loading).toHaveCount(0);
      },
      reloading: async () => {
        // The page keeps showing the wedding while it is fetched again.
        await expect(page.getByRole('heading', { level: 1, name: wedding.name })).toBeVisible();
        await expect(noAccess).toHaveCount(0);
      },
      notAccessible: refusedPage,
      // The same page; the model tells them apart only by what may follow.
      refused: refusedPage,
      deniedByLink: async () => {
        await expect(deniedAlert).toBeVisible();
        await expect(noAccess).toBeVisible();
        await expect(menu.getByRole('link')).toHaveText([wedding.name]);
      },
      missing: async () => {
        await expect(page).toHaveURL(`${baseURL}/weddings?missing=${wedding.slug}`);
        await expect(page.getByRole('alert')).toHaveText(
          'Wedding does not exist. Click the button below to create one',
        );
      },
      failed: async () => {
        await expect(page.getByText('We could not load this wedding.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
});

testModelPathsInBrowser(slugCheckModel, async (page) => {
  await page.clock.install();
  await signedInPage(page, 'Slug', 'Walker');
  // A walk types again while a check is out: the page asks anew and only the latest answer counts.
  const answer = await holdRequests(page, '**/api/v1/accounts/slug-exists/', 'POST', 'newest');
  await page.goto('/weddings/create');
  const input = page.getByLabel('Web address');
  await expect(input).toBeVisible();
  let typed = 0;
  let slug = '';
  const hint = (text: string | RegExp) => expect(page.getByText(text)).toBeVisible();
  // The check of what was typed last (a TYPE during a check sends another).
  const forSlug = (route: Route) => (route.request().postDataJSON() as { slug?: string } | null)?.slug === slug;
  return {
    events: {
      TYPE: async () => {
        typed += 1;
        slug = `slug-path-${Date.now().toString(36)}-${typed}`;
        await input.fill(slug);
      },
      CLEAR: async () => {
        slug = '';
        await input.fill('');
      },
      PAUSE: () => page.clock.runFor(400),
      SERVER_AVAILABLE: () => answer((route) => route.fulfill({ json: { is_available: true, slug } }), forSlug),
      SERVER_TAKEN: () =>
        answer((route) => route.fulfill({ json: { is_available: false, slug: `${slug}-2` } }), forSlug),
      SERVER_FAILS: () => answer((route) => route.abort('connectionrefused'), forSlug),
    },
    states: {
      idle: () => hint('Your wedding’s address: /wedding/…'),
      waiting: () => hint('Checking the address…'),
      checking: () => hint('Checking the address…'),
      available: () => hint(`✓ /wedding/${slug} is available.`),
      taken: async () => {
        await hint('That address is taken.');
        await expect(page.getByRole('button', { name: `Use ${slug}-2` })).toBeVisible();
      },
      unchecked: () => hint(`Your wedding’s address: /wedding/${slug}`),
    },
  };
});
