import { expect, test } from '@playwright/test';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 40: photos open larger in a viewer (arrow keys, swipe, Escape, focus back), a long post is cut with
// "See more", and a like is a heart with a count.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a post’s photos open in a viewer; a long post is cut; a like is a heart', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Lia');
  const wedding = await apiWedding(request, couple);
  const long = Array.from({ length: 14 }, (_, i) => `Line ${i + 1} of our long story about the day.`).join('\n');
  await request.post('/api/v1/posts/', {
    data: { text: long, account: wedding.id },
    headers: { authorization: `Bearer ${couple.token}` },
  });
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}`);
  const form = page.getByRole('form', { name: 'New post' });
  await form
    .getByLabel('Add photos')
    .setInputFiles(['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await form.getByLabel('Share something').fill('Three photos');
  await form.getByRole('button', { name: 'Post' }).click();
  const post = page.getByRole('article', { name: 'Post by Lia Tester' }).filter({ hasText: 'Three photos' });
  const first = post.getByRole('button', { name: 'Open photo 1 of 3' });
  await first.click();

  const viewer = page.getByRole('dialog', { name: 'Photos shared by Lia Tester' });
  await expect(viewer.getByText('1 of 3', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('img', { name: '1 of 3, shared by Lia Tester' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 of 3', { exact: true })).toBeVisible();
  // A swipe to the left shows the next photo.
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.width * 0.7, box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.width * 0.3, box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByText('3 of 3', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(first).toBeFocused();

  // A long post shows its first lines and "See more".
  const story = page.getByRole('article', { name: 'Post by Lia Tester' }).filter({ hasText: 'Line 1 of' });
  const more = story.getByRole('button', { name: 'See more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const text = story.locator('[data-cut]');
  const cut = (await text.boundingBox())!.height;
  expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await more.click();
  await expect(story.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(story.locator('[data-cut]')).toHaveCount(0);
  const whole = (await story.getByText('Line 14 of our long story').boundingBox())!.height;
  expect(whole).toBeGreaterThan(cut * 1.5);

  // A like is a heart with a count; pressed, the heart fills.
  const like = post.getByRole('button', { name: 'Like · 0' });
  await expect(like.locator('svg')).toBeVisible();
  await like.click();
  const liked = post.getByRole('button', { name: 'Like · 1' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toHaveText('1');
  expect(await liked.locator('svg').evaluate((el) => getComputedStyle(el).fill)).not.toBe('none');
});
