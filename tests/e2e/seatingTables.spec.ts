import { expect, type Locator, test } from '@playwright/test';
import { seatingFixture } from './seatingSupport';
import { baseURL, mailedLink } from './support';
import { apiUser, pageAs } from './weddingSupport';

// Issue 38's floor plan: a table is dragged by its handle on a desktop and moved a step with the arrow keys or, on a
// phone, its Place buttons; each place is saved, and the other partner's open plan follows without a reload.

const placeOf = async (table: Locator) => (await table.getAttribute('data-place'))!.split(',').map(Number);

test('tables move on the floor plan and the other partner sees them move', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const f = await seatingFixture(request, 'Ann');
  const ben = await apiUser(request, 'Ben');
  const weddingId = (
    await (
      await request.get(`/api/v1/guest-events/${f.event}/seating/`, {
        headers: { authorization: `Bearer ${f.couple.token}` },
      })
    ).json()
  ).event.account as string;
  const invited = await request.post(`/api/v1/accounts/${weddingId}/invites/`, {
    headers: { authorization: `Bearer ${f.couple.token}` },
    data: { email: ben.email, role: 'G' },
  });
  expect(invited.status()).toBeLessThan(300);
  const code = new URL(await mailedLink(ben.email, `${baseURL}/accept-invite?code=`)).searchParams.get('code');
  const accepted = await request.post('/api/v1/account-invites/accept/', {
    data: { code },
    headers: { authorization: `Bearer ${ben.token}` },
  });
  expect(accepted.status()).toBe(200);

  const url = `/wedding/${f.slug}/guests/seating/${f.event}`;
  const ann = await pageAs(browser, f.couple);
  const benPage = await pageAs(browser, ben);
  await Promise.all([ann.goto(url), benPage.goto(url)]);
  const annA = ann.locator('[data-table="A"]');
  const benA = benPage.locator('[data-table="A"]');
  await expect(benA).toHaveAttribute('data-place', '20,40');
  await expect(annA).toHaveAttribute('data-place', '20,40');

  // A pointer drag of the handle: the table follows, and where it is let go is saved.
  const plan = (await ann.getByRole('region', { name: 'Floor plan' }).boundingBox())!;
  const handle = ann.locator('[data-place-handle="A"]');
  const box = (await handle.boundingBox())!;
  const dx = Math.round(plan.width * 0.3);
  const dy = Math.round(plan.height * 0.2);
  await ann.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await ann.mouse.down();
  await ann.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2 + dy / 2, { steps: 4 });
  await ann.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  // Mid-drag the table stands under the pointer, not yet saved.
  const before = (await annA.boundingBox())!;
  expect(before.x - (plan.x + plan.width * 0.2 - before.width / 2)).toBeGreaterThan(dx / 2);
  await expect(annA).toHaveAttribute('data-place', '20,40');
  await ann.mouse.up();
  await expect(annA).toHaveAttribute('data-place', '50,60');
  await expect(benA).toHaveAttribute('data-place', '50,60');
  const benBox = (await benA.boundingBox())!;
  const benPlan = (await benPage.getByRole('region', { name: 'Floor plan' }).boundingBox())!;
  expect(Math.abs(benBox.x + benBox.width / 2 - (benPlan.x + benPlan.width * 0.5))).toBeLessThan(2);

  // The arrow keys move it a step (five hundredths) at a time.
  await handle.focus();
  await ann.keyboard.press('ArrowUp');
  await expect(benA).toHaveAttribute('data-place', '50,55');
  // A step is taken from the place this page has: the next key waits for its own save to come back (a key pressed
  // while a save is in flight starts from the older place; the product does not queue steps yet).
  await expect(annA).toHaveAttribute('data-place', '50,55');
  await ann.keyboard.press('ArrowLeft');
  await expect(benA).toHaveAttribute('data-place', '45,55');

  // On a phone the tables stand in a list; the Place buttons move one and say where it stands.
  await ann.setViewportSize({ width: 390, height: 844 });
  await expect(handle).toBeHidden();
  await ann.getByRole('button', { name: 'Place A', exact: true }).click();
  const place = ann.getByRole('group', { name: 'A: 45 across, 55 down' });
  await place.getByRole('button', { name: 'Right' }).click();
  await expect(ann.getByTestId('table-place-A')).toHaveText('A: 50 across, 55 down');
  await expect(benA).toHaveAttribute('data-place', '50,55');
  await ann.getByRole('group', { name: 'A: 50 across, 55 down' }).getByRole('button', { name: 'Down' }).click();
  await expect(benA).toHaveAttribute('data-place', '50,60');

  // Saved: a fresh load has it there.
  await benPage.reload();
  await expect(benA).toHaveAttribute('data-place', '50,60');
  expect(await placeOf(benPage.locator('[data-table="F"]'))).toEqual([50, 40]);
});
