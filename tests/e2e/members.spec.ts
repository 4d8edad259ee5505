import { expect, test } from '@playwright/test';
import { call, pageAs, person, weddingOf } from './planningSupport';
import { axeFindings } from './routesSupport';
import { uniqueEmail } from './support';

// The couple runs the committee on the people page (issue 11): removing a member and cancelling an invitation both
// ask first, and "Keep it" keeps.

test('the couple removes a committee member and cancels an invitation, each after a second question', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [ann, pat] = [await person(request, 'Ann'), await person(request, 'Pat')];
  const wedding = await weddingOf(request, ann, pat);
  const waiting = uniqueEmail('waiting');
  await call(request, ann, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, { email: waiting, role: 'friend' });
  const page = await pageAs(browser, ann);
  await page.goto(`/wedding/${wedding.slug}/people`);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Pat Planner');
  // The couple's own seat has no Remove: they leave from their account.
  await expect(members.getByRole('button', { name: 'Remove Ann Planner' })).toHaveCount(0);

  await members.getByRole('button', { name: 'Remove Pat Planner' }).click();
  await expect(members.getByRole('group', { name: 'Remove Pat Planner from the committee?' })).toBeVisible();
  expect(await axeFindings(page, 'people, asking before a removal')).toEqual([]);
  await members.getByRole('button', { name: 'Keep it' }).click();
  await expect(members).toContainText('Pat Planner');
  await members.getByRole('button', { name: 'Remove Pat Planner' }).click();
  await members.getByRole('button', { name: 'Remove member' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pat Planner is no longer on the committee.' }),
  ).toBeVisible();
  await expect(members).not.toContainText('Pat Planner');
  const gone = await request.get(`/api/v1/accounts/${wedding.id}/members/`, {
    headers: { authorization: `Bearer ${pat.token}` },
  });
  expect(gone.status()).toBe(403);

  const invited = page.getByRole('list', { name: 'Invited' });
  await invited.getByRole('button', { name: `Cancel the invitation to ${waiting}` }).click();
  await invited.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `The invitation to ${waiting} is cancelled.` }),
  ).toBeVisible();
});
