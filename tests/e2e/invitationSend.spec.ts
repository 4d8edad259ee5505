import { expect, test } from '@playwright/test';
import { axeFindings } from './routesSupport';
import { baseURL, mailedLink } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 35's sending journey: the couple sends invitations to the households that have not answered, with a preview;
// a guest opens the mailed link (read from the .eml the mailer wrote) on a 390 px phone and answers; the couple's
// open guest list shows the mail sent, the link opened and the answer, and the answer's notification arrives live.

test('the couple mails the households yet to answer; a guest answers from the mail on a phone; the couple sees it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const couple = await apiUser(request, 'Nora');
  const wedding = await apiWedding(request, couple);
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await request.patch(api('website/'), { headers: auth, data: { site_active: true } });
  const stamp = Date.now().toString(36);
  const cleo = `cleo-${stamp}@example.com`;
  const eve = `eve-${stamp}@example.com`;
  const imported = await request.post(api('guests/import/'), {
    headers: auth,
    data: {
      csv: `household,name,email\nThe Parks,Cleo Park,${cleo}\nThe Parks,Dan Park,\nThe Lees,Eve Lee,${eve}\nThe Kims,Fay Kim,`,
    },
  });
  expect(imported.status()).toBe(201);
  // The Lees have already answered: they are not sent the invitation.
  const households = (await (await request.get(api('households/'), { headers: auth })).json()).results;
  const lees = households.find((h: { name: string }) => h.name === 'The Lees');
  const answered = await request.post(`/api/v1/rsvp/${lees.rsvp_url.split('/rsvp/')[1]}/`, {
    data: { guests: [{ id: lees.guests[0].id, attending: true }] },
  });
  expect(answered.status()).toBe(200);

  const page = await pageAs(browser, couple);
  // RSVP answers reach the couple by mail only once they opt in.
  await page.goto('/update-settings');
  const byMail = page.getByLabel('RSVP answers by mail');
  await expect(byMail).not.toBeChecked();
  await expect(page.getByLabel('RSVP answers in the app')).toBeChecked();
  // The box follows the saved settings: it turns on with the server's answer.
  await byMail.click();
  await expect(byMail).toBeChecked();
  await expect(byMail).toBeEnabled();
  await page.goto(`/wedding/${wedding.slug}/guests`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const panel = page.getByRole('region', { name: 'Send invitations by email' });
  await panel.getByLabel('Households').selectOption({ label: 'Not answered yet' });
  await panel.getByLabel('Subject').fill('');
  await panel.getByRole('button', { name: 'Preview' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Write a subject for the mail.');
  await panel.getByLabel('Subject').fill('Join us in June!');
  await panel.getByLabel('Your message').fill('We would love to celebrate with you.');
  await panel.getByRole('button', { name: 'Preview' }).click();
  const preview = panel.getByRole('region', { name: 'Invitation preview' });
  await expect(preview).toContainText('To 1 household: The Parks');
  await expect(preview).toContainText('Left out, no email address: The Kims');
  await expect(preview).toContainText('Dear The Parks,');
  await expect(preview).toContainText('We would love to celebrate with you.');
  await expect(preview.getByRole('img', { name: "QR code of The Parks's RSVP link" })).toBeVisible();
  expect(await axeFindings(page, 'guests with the send panel')).toEqual([]);
  await panel.getByRole('button', { name: 'Send to 1 household' }).click();
  await expect(preview.getByRole('status')).toContainText('Queued for 1 household.');
  const parks = page.getByRole('article', { name: 'The Parks' });
  await expect(parks.getByTestId('invitation-status')).toContainText('Invitation sent', { timeout: 20_000 });
  await expect(parks.getByTestId('invitation-status')).toContainText('Link not opened');

  // The guest opens the link from the mail on a phone and answers.
  const link = await mailedLink(cleo, `${baseURL}/rsvp/`);
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
  await phone.goto(link);
  // One card per guest (issue 35's RSVP page), the answer as buttons.
  await phone.locator('fieldset[data-guest="Cleo Park"]').getByLabel('Joyfully accepts').check();
  await phone.locator('fieldset[data-guest="Dan Park"]').getByLabel('Regretfully declines').check();
  await phone.getByRole('button', { name: 'Send our answer' }).click();
  await expect(phone.getByRole('status')).toContainText('Thank you, Cleo!');
  await phone.close();

  // The couple's page, never reloaded: the answer and its notification arrive over the socket.
  await expect(parks.getByTestId('invitation-status')).toContainText('Link opened');
  await expect(parks.getByTestId('invitation-status')).toContainText('Answered');
  await expect(parks.locator('[data-guest="Cleo Park"]')).toContainText('Coming');
  // Two answers, two notifications: the Lees' before the send, the Parks' now.
  await expect(page.getByTestId('unread-notifications')).toHaveText('2');
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByText(`The Parks answered the RSVP for ${wedding.name}: 1 of 2 coming.`)).toBeVisible();
  await expect(page.getByText(`The Lees answered the RSVP for ${wedding.name}: coming.`)).toBeVisible();

  // And by mail, as the couple chose.
  expect(await mailedLink(couple.email, `${baseURL}/wedding/${wedding.slug}/guest`)).toMatch(/\/guests$/);

  // The printable inserts: a card per household with its QR code and link.
  await page.goto(`/wedding/${wedding.slug}/guests/inserts`);
  const insert = page.locator('[data-insert="The Kims"]');
  await expect(insert.getByRole('img', { name: "QR code of The Kims's RSVP link" })).toBeVisible();
  await expect(insert).toContainText(`${baseURL.replace(/^https?:\/\//, '')}/r/`);
  // Its short link, typed on a phone, opens the household's RSVP page.
  const short = (await insert.locator('p').textContent())!.trim();
  const typed = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await typed.goto(`http://${short}`);
  await expect(typed).toHaveURL(/\/rsvp\/[\w-]+$/);
  await expect(typed.getByText(/The Kims/).first()).toBeVisible();
  await typed.close();
  expect(await axeFindings(page, 'inserts')).toEqual([]);
});
