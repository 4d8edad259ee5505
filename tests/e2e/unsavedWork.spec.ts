import { expect, test } from '@playwright/test';
import { person, signInPage, weddingOf } from './planningSupport';

// Issue 31, nothing typed is lost: the website editor saves as you type, and while a save has not gone through,
// clicking away or pressing Back asks first; a long form's draft survives a reload and is offered back.

test('the website editor asks before Back or a link throws away what its failed save did not keep', async ({
  page,
}) => {
  const couple = await person(page.request, 'Cleo');
  const wedding = await weddingOf(page.request, couple);
  await signInPage(page, couple);
  // The network drops: every save of the site fails until the test lets them through.
  let offline = true;
  await page.route(/\/api\/v1\/accounts\/[^/]+\/website\/$/, (route) =>
    offline && route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
  );
  // Into the editor from the publishing page, so Back stays in the app.
  await page.goto(`/wedding/${wedding.slug}/website`);
  await page.getByRole('link', { name: 'Edit sections' }).click();
  const welcome = page.getByRole('textbox', { name: 'Text of Welcome' });
  await welcome.click();
  await welcome.pressSequentially('Join us in the garden');
  await expect(page.getByText('Couldn’t save.')).toBeVisible();

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Publishing' }).click();
  await page.goBack();
  await expect
    .poll(() => asked)
    .toEqual([
      'You have unsaved changes on this page. Leave without saving them?',
      'You have unsaved changes on this page. Leave without saving them?',
    ]);
  await expect(page).toHaveURL(new RegExp(`/wedding/${wedding.slug}/website/editor$`));
  await expect(welcome).toContainText('Join us in the garden');

  // Back online: Retry saves it, and leaving asks nothing more.
  offline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('link', { name: 'Publishing' }).click();
  await expect(page).toHaveURL(new RegExp(`/wedding/${wedding.slug}/website$`));
  expect(asked).toHaveLength(2);
});

test('a reload offers the add-vendor form’s draft back: Restore puts it in place, Discard forgets it', async ({
  page,
}) => {
  const couple = await person(page.request, 'Dana');
  const wedding = await weddingOf(page.request, couple);
  await signInPage(page, couple);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/wedding/${wedding.slug}/vendors/add-vendor`);
  await page.getByLabel('Name', { exact: true }).fill('Bloom & Wild');
  await page.getByLabel('Notes', { exact: true }).fill('Peonies, not roses');
  // The draft is written once typing pauses.
  await page.waitForTimeout(600);
  await page.reload();
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toContainText(/You have an unsaved draft from \d\d:\d\d\./);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Bloom & Wild');
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Peonies, not roses');
  await expect(offer).toHaveCount(0);

  await page.waitForTimeout(600);
  await page.reload();
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
