import { expect, test } from '@playwright/test';
import { baseURL, mailedLink, uniqueEmail } from './support';
import { apiUser, apiWedding, pageAs } from './weddingSupport';

// Issue 38's reminders per event: the couple reminds the households invited to the rehearsal dinner who have not
// answered for it; the mail goes out through the job queue with the household's RSVP link, and a second reminder
// while none is left to remind is refused.

test('the couple reminds who has not answered for an event, once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const couple = await apiUser(request, 'Remi');
  const wedding = await apiWedding(request, couple);
  const auth = { authorization: `Bearer ${couple.token}` };
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  const [late, prompt] = [uniqueEmail('late'), uniqueEmail('prompt')];
  // The Prompts answer first: the one send goes to the Lates alone ("1 of 1 mailed").
  await request.post(api('guests/import/'), {
    headers: auth,
    data: { csv: `household,name,email\nThe Lates,Lou Late,${late}\nThe Prompts,Pia Prompt,${prompt}` },
  });
  const event = await (
    await request.post(api('guest-events/'), { headers: auth, data: { name: 'Rehearsal dinner' } })
  ).json();
  const households = (await (await request.get(api('households/'), { headers: auth })).json()).results as {
    id: string;
    name: string;
    rsvp_url: string;
    guests: { id: string }[];
  }[];
  await request.post(`/api/v1/guest-events/${event.id}/invitations/`, {
    headers: auth,
    data: { households: households.map((h) => h.id) },
  });
  // The Prompts answer; the Lates do not.
  const prompts = households.find((h) => h.name === 'The Prompts')!;
  const token = prompts.rsvp_url.split('/rsvp/')[1];
  const answered = await request.post(`/api/v1/rsvp/${token}/`, {
    data: { guests: [{ id: prompts.guests[0]!.id, attending: true }] },
  });
  expect(answered.status()).toBe(200);

  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/guests`);
  await page.getByRole('button', { name: 'Remind who has not answered for Rehearsal dinner' }).click();
  const panel = page.getByRole('region', { name: 'Reminders for Rehearsal dinner' });
  await expect(panel.getByText('No reminders yet.')).toBeVisible();
  await panel.getByLabel('Message (optional)').fill('Tell us by Friday!');
  await panel.getByRole('button', { name: 'Send the reminder' }).click();
  await expect(page.getByText('Reminder on its way to 1 household.')).toBeVisible();
  const lates = households.find((h) => h.name === 'The Lates')!;
  expect(await mailedLink(late, `${baseURL}/rsvp/`)).toBe(lates.rsvp_url);
  await expect(panel.getByRole('list', { name: 'Reminders sent for Rehearsal dinner' })).toContainText('1 of 1 mailed');

  // Once mailed, a reminder for later is scheduled for the Lates alone; the Prompts are never reminded.
  await panel.getByLabel('Send at (leave empty to send now)').fill('2031-06-01T09:30');
  await panel.getByRole('button', { name: 'Schedule the reminder' }).click();
  await expect(page.getByText('Reminder scheduled for 1 household.')).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toContainText('Scheduled for');
  await expect(panel.getByRole('listitem').first()).toContainText('0 of 1 mailed');
  // While that one waits, there is nobody left to remind.
  await panel.getByLabel('Send at (leave empty to send now)').fill('');
  await panel.getByRole('button', { name: 'Send the reminder' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'No household with an email address matches: there is nobody to send to.',
  );
});
