import { type APIRequestContext, expect, test } from '@playwright/test';
import { PASSWORD, signedInPage, uniqueEmail } from './support';

// Search, people you may know and lists of people, in the browser against the real server. Data goes in through the
// API; what is tested is what a person sees and does.

/** Letters only, so every run's names are its own and still look like names. */
const letters = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .padEnd(6, 'q');

async function person(request: APIRequestContext, first: string, last: string) {
  const res = await request.post('/api/v1/users/', {
    data: { first_name: first, last_name: last, email: uniqueEmail(first.toLowerCase()), password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { access_token: string; user: { id: string; slug: string; full_name: string } };
  const headers = { authorization: `Bearer ${body.access_token}` };
  return {
    ...body.user,
    post: (path: string, data: object) => request.post(path, { data, headers }),
    patch: (path: string, data: object) => request.patch(path, { data, headers }),
    get: (path: string) => request.get(path, { headers }),
  };
}

test('a misspelt name finds the person; someone who hides from search does not appear', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = letters();
  await person(page.request, 'Zoë', `Hartwell${tag}`);
  const hidden = await person(page.request, 'Zoe', `Hartwelly${tag}`);
  await hidden.patch('/api/v1/users/me/visibility/', { searchable: false });
  await signedInPage(page, 'Sasha', 'Finder');
  await page.goto('/feed');

  const box = page.getByRole('searchbox', { name: 'Search Vowline' });
  await box.fill(`zoe hartwel${tag}`);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: `Results for “zoe hartwel${tag}”` })).toBeVisible();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('link', { name: `Zoë Hartwell${tag}`, exact: true })).toBeVisible();
  await expect(people.getByRole('link', { name: `Zoe Hartwelly${tag}`, exact: true })).toHaveCount(0);

  await box.fill(`hartwelly${tag}`);
  await box.press('Enter');
  await expect(page.getByRole('link', { name: `Zoë Hartwell${tag}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Zoe Hartwelly${tag}`, exact: true })).toHaveCount(0);

  await box.fill(`nothing${tag}matches`);
  await box.press('Enter');
  await expect(page.getByText(`Nothing matches “nothing${tag}matches”`)).toBeVisible();
});

test('people you may know, then a list of them with its feed; a private list stays its owner’s', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = letters();
  const friend = await person(page.request, 'Farah', `Friend${tag}`);
  const maid = await person(page.request, 'Mira', `Maid${tag}`);
  const me = await signedInPage(page, 'Lena', `Lists${tag}`);
  const mine = { authorization: `Bearer ${me.access_token}` };
  expect((await page.request.post('/api/v1/subscribers/', { data: { user: friend.id }, headers: mine })).status()).toBe(
    201,
  );
  await friend.post('/api/v1/subscribers/', { user: maid.id });
  await maid.post('/api/v1/posts/', { text: `Dress fitting done ${tag}` });

  await page.goto('/launch');
  // Spec section 2: 'Start something' / 'New dashboards'.
  await expect(page.getByRole('heading', { level: 1, name: 'Start something' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New dashboards' })).toBeVisible();
  const known = page.getByRole('region', { name: 'People you may know' });
  await expect(known.getByText(`Followed by Farah Friend${tag}`)).toBeVisible();
  await known.getByRole('button', { name: `Follow Mira Maid${tag}` }).click();
  await expect(known.getByText('Following')).toBeVisible();

  await page.goto('/lists');
  await expect(page.getByText('No lists yet.')).toBeVisible();
  await page.getByLabel('List name').fill('Bridesmaids');
  await page.getByLabel('Description (optional)').fill('The crew');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name: 'Bridesmaids', level: 1 })).toBeVisible();
  await expect(page.getByText('No one on this list yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add people' }).click();
  await expect(page.getByRole('heading', { name: 'Add people to Bridesmaids' })).toBeVisible();
  await page.getByLabel('Filter people').fill('mira');
  await page.getByRole('button', { name: `Add Mira Maid${tag}` }).click();
  await expect(page.getByText('On the list')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(
    page.getByRole('region', { name: 'People' }).getByRole('link', { name: `Mira Maid${tag}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`Dress fitting done ${tag}`)).toBeVisible();
  const listUrl = page.url();

  // Made private, the list is a 404 to anyone else.
  await page.getByRole('button', { name: 'Edit list' }).click();
  await page.getByLabel('Who can see it').selectOption('private');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Private list')).toBeVisible();
  const listId = listUrl.split('/').pop()!;
  expect((await friend.get(`/api/v1/lists/${listId}/`)).status()).toBe(404);
  await page.goto(`/${me.user.slug}/lists/private`);
  await expect(page.getByRole('link', { name: 'Bridesmaids' })).toBeVisible();

  // From my people, the same person's lists are ticked on and off.
  await page.goto('/people');
  await page.getByRole('link', { name: `Add to a list: Mira Maid${tag}` }).click();
  const tick = page.getByRole('checkbox', { name: 'Bridesmaids' });
  await expect(tick).toBeChecked();
  // The tick follows the server's answer, a moment after the click.
  await tick.click();
  await expect(tick).not.toBeChecked();
  await page.goto(listUrl);
  await expect(page.getByText('No one on this list yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByText('No lists yet.')).toBeVisible();
});
