import { expect, test } from '@playwright/test';
import { verifyEmail } from './support';
import { apiUser, pageAs } from './weddingSupport';

// Issue 32: joining a vendor team is an invitation the person accepts. The mail and the notification point to the
// vendor area, where the invitee answers it; accepting makes the business theirs to act for.

test('an invitee sees the team invitation in the vendor area, declines one and joins another', async ({
  browser,
  request,
}) => {
  const owner = await apiUser(request, 'Olga', 'Lens');
  const invitee = await apiUser(request, 'Ivo', 'Helper');
  await verifyEmail(request, invitee.email);
  const headers = { authorization: `Bearer ${owner.token}` };
  const make = async (name: string) => {
    const res = await request.post('/api/v1/vendor/vendors/', { data: { name, category: 'photography' }, headers });
    expect(res.status(), await res.text()).toBe(201);
    const business = (await res.json()) as { id: string };
    const invited = await request.post(`/api/v1/vendor/vendors/${business.id}/team/`, {
      data: { email: invitee.email },
      headers,
    });
    expect(invited.status()).toBe(202);
    return business;
  };
  const studio = `Olga Studio ${Date.now()}`;
  const films = `Olga Films ${Date.now()}`;
  await make(studio);
  await make(films);

  const page = await pageAs(browser, invitee);
  await page.goto('/v');
  const invitations = page.getByRole('region', { name: 'Invitations to join a team' });
  await expect(invitations.getByRole('listitem')).toHaveCount(2);
  await invitations.getByRole('listitem', { name: films }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Invitation declined.')).toBeVisible();
  await expect(invitations.getByRole('listitem', { name: films })).toHaveCount(0);

  await invitations.getByRole('listitem', { name: studio }).getByRole('button', { name: 'Join the team' }).click();
  await expect(page.getByText(`You are on the team of ${studio}.`)).toBeVisible();
  await expect(invitations).toHaveCount(0);
  // The business is now one the invitee acts for: the vendor area lists it, and the declined one is not there.
  await page.reload();
  await expect(page.getByText(studio).first()).toBeVisible();
  await expect(page.getByText(films)).toHaveCount(0);
});
