import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from './routesSupport';
import { baseURL, mailedLink } from './support';
import { apiUser, apiWedding, type Person, pageAs } from './weddingSupport';

// The website's remaining parts in the browser: the schedule made from calendar events and run-of-show items marked
// "Show on website"; gallery photos uploaded on the gallery add-on's page and served as resized copies; logistics and
// add-ons following the other partner's saves without a reload.

const auth = (p: Person) => ({ authorization: `Bearer ${p.token}` });

async function post<T>(request: APIRequestContext, who: Person, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { data, headers: auth(who) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

async function publish(request: APIRequestContext, who: Person, weddingId: string) {
  const res = await request.patch(`/api/v1/accounts/${weddingId}/website/`, {
    data: { site_active: true },
    headers: auth(who),
  });
  expect(res.status()).toBe(200);
}

const section = (html: string, kind: string) =>
  html.slice(html.indexOf(`<section id="${kind}"`)).split('</section>')[0]!;

test('items marked "Show on website" make the schedule, in time order, on the site and in the preview', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ann = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, ann);
  await post(request, ann, '/api/v1/account-events/', {
    account: wedding.id,
    title: 'Welcome drinks',
    date: '2031-06-13',
    start_time: '19:00',
  });
  await post(request, ann, '/api/v1/wedding-day-tasks/', { account: wedding.id, time: '14:00', title: 'Ceremony' });
  const hair = await post<{ id: string }>(request, ann, '/api/v1/wedding-day-tasks/', {
    account: wedding.id,
    time: '11:00',
    title: 'Hair and make-up',
  });
  await publish(request, ann, wedding.id);
  const page = await pageAs(browser, ann);

  // The calendar event, on its day's edit form.
  await page.goto(`/wedding/${wedding.slug}/calendar/2031-06-13`);
  const drinks = page.getByRole('listitem', { name: 'Welcome drinks' });
  await drinks.getByRole('button', { name: 'Edit' }).click();
  await drinks.getByLabel('Show on website').check();
  await drinks.getByRole('button', { name: 'Save event' }).click();
  await expect(drinks.getByText('On the website')).toBeVisible();

  // The run-of-show item, on its own page's edit form.
  await page.goto(`/wedding/${wedding.slug}/tasks/dday`);
  await page.getByRole('list', { name: 'Run-of-show' }).getByRole('link', { name: 'Ceremony' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Show on website').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Shown in the schedule')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Run-of-show' }).getByRole('listitem').filter({ hasText: 'Ceremony' }),
  ).toContainText('On the website');

  const html = await (await request.get(`/w/${wedding.slug}`)).text();
  const schedule = section(html, 'schedule');
  expect(schedule.indexOf('Welcome drinks')).toBeGreaterThan(0);
  expect(schedule.indexOf('Ceremony')).toBeGreaterThan(schedule.indexOf('Welcome drinks'));
  expect(schedule).not.toContain('Hair and make-up');

  await page.goto(`/wedding/${wedding.slug}/website/editor`);
  const preview = page.frameLocator('iframe[title="Website preview"]');
  await expect(preview.locator('#schedule')).toContainText('Welcome drinks');
  await expect(preview.locator('#schedule')).toContainText('Ceremony');
  // Marked elsewhere (here through the API), an item reaches the open preview over the socket, in its place.
  const marked = await request.patch(`/api/v1/wedding-day-tasks/${hair.id}/`, {
    data: { public: true },
    headers: auth(ann),
  });
  expect(marked.status()).toBe(200);
  await expect(preview.locator('#schedule li')).toHaveText([/Welcome drinks/, /Hair and make-up/, /Ceremony/]);
});

test('the couple uploads gallery photos; the site serves them as resized copies', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ann = await apiUser(request, 'Ann');
  const wedding = await apiWedding(request, ann);
  await publish(request, ann, wedding.id);
  const page = await pageAs(browser, ann);
  await page.goto(`/wedding/${wedding.slug}/add-ons/gallery`);
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#7a9' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
  const photos = page.getByRole('list', { name: 'Gallery photos' });
  await expect(photos.getByRole('img')).toHaveCount(1);
  await expect(page.getByText('1 of 30 photos.')).toBeVisible();
  // Settled before axe looks: the upload finished and no page load is under way (the refetch the save started).
  await expect(page.getByText('Add a photo')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  expect(await axeFindings(page, 'add-ons/gallery')).toEqual([]);
  // A drawing is refused before it is sent.
  await page.getByLabel('Add a photo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose JPEG, PNG or WebP photos.');

  const html = await (await request.get(`/w/${wedding.slug}`)).text();
  const gallery = section(html, 'gallery');
  expect(gallery).toMatch(/srcset="\/media\/[^"]+ 320w, .*1600w"/);

  await photos.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(photos.getByRole('img')).toHaveCount(0);
});

async function joinAsPartner(request: APIRequestContext, couple: Person, weddingId: string, who: Person) {
  await post(request, couple, `/api/v1/accounts/${weddingId}/invites/`, { email: who.email, role: 'G' });
  const code = new URL(await mailedLink(who.email, `${baseURL}/accept-invite?code=`)).searchParams.get('code');
  const accepted = await request.post('/api/v1/account-invites/accept/', { data: { code }, headers: auth(who) });
  expect(accepted.status()).toBe(200);
}

test('logistics and add-ons follow the other partner’s saves without a reload', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [ann, ben] = await Promise.all([apiUser(request, 'Ann'), apiUser(request, 'Ben')]);
  const wedding = await apiWedding(request, ann, { role: 'B' });
  await joinAsPartner(request, ann, wedding.id, ben);
  const annPage = await pageAs(browser, ann);
  const benPage = await pageAs(browser, ben);

  await benPage.goto(`/wedding/${wedding.slug}/logistics`);
  await annPage.goto(`/wedding/${wedding.slug}/logistics`);
  await expect(benPage.getByLabel('Dress code')).toHaveValue('', { timeout: 20_000 });
  await annPage.getByLabel('Dress code').fill('Black tie');
  await annPage.getByRole('button', { name: 'Save logistics' }).click();
  await expect(benPage.getByLabel('Dress code')).toHaveValue('Black tie');

  // With edits of his own, Ben's draft stays and he is told. His plain save is refused (issue 31: it was made from
  // before Ann's); Keep mine saves over hers, knowingly.
  await benPage.getByLabel('Parking', { exact: true }).fill('Behind the barn');
  await annPage.getByLabel('Dress code').fill('Garden formal');
  await annPage.getByRole('button', { name: 'Save logistics' }).click();
  const conflict = benPage.getByTestId('form-conflict');
  await expect(conflict).toContainText('saved by someone else');
  expect(await axeFindings(benPage, 'logistics, edited under a newer save')).toEqual([]);
  await expect(benPage.getByLabel('Parking', { exact: true })).toHaveValue('Behind the barn');
  await benPage.getByRole('button', { name: 'Save logistics' }).click();
  await expect(benPage.getByText('Ann changed this while you were editing.')).toBeVisible();
  await expect(annPage.getByLabel('Dress code')).toHaveValue('Garden formal');
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(annPage.getByLabel('Parking', { exact: true })).toHaveValue('Behind the barn');
  await expect(annPage.getByLabel('Dress code')).toHaveValue('Black tie');
  await expect(conflict).toHaveCount(0);

  // Again, and this time he takes Ann's version.
  await benPage.getByLabel('Parking', { exact: true }).fill('In the field');
  await annPage.getByLabel('Dress code').fill('Garden formal');
  await annPage.getByRole('button', { name: 'Save logistics' }).click();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(benPage.getByLabel('Dress code')).toHaveValue('Garden formal');
  await expect(benPage.getByLabel('Parking', { exact: true })).toHaveValue('Behind the barn');

  await benPage.goto(`/wedding/${wedding.slug}/add-ons`);
  await annPage.goto(`/wedding/${wedding.slug}/add-ons/livestream`);
  const benLivestream = benPage.getByRole('region', { name: 'Livestream' });
  await expect(benLivestream.getByText('Off')).toBeVisible({ timeout: 20_000 });
  // The switch saves at once and shows the saved state when the answer comes (so a click, not `check()`).
  const annLivestream = annPage.getByRole('region', { name: 'Livestream' });
  await annLivestream.getByRole('checkbox').click();
  await expect(annLivestream.getByRole('checkbox')).toBeChecked();
  await expect(benLivestream.getByText('On', { exact: true })).toBeVisible();
  await expect(benLivestream.getByRole('checkbox')).toBeChecked();
});
