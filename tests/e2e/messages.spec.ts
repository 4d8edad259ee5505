import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, signedInPage } from './support';

// The inbox end to end: two people in two browsers exchange messages; each sees the other's message and typing live,
// the top menu's unread count rises and falls without a reload, and a third person cannot open their thread.

async function person(browser: Browser, first: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const body = await signedInPage(page, first, 'Lee');
  return { page, context, ...body };
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Unread' }).getByRole('link', { name: /^Messages/ });

test('two people exchange messages live; a third gets 404', async ({ browser }) => {
  test.setTimeout(90_000);
  const [ana, bo, eve] = [await person(browser, 'Ana'), await person(browser, 'Bo'), await person(browser, 'Eve')];
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  // Bo takes messages from followers only; Ana follows him first.
  await bo.page.request.patch('/api/v1/users/me/visibility/', {
    data: { messages_from: 'followers' },
    headers: auth(bo.access_token),
  });
  expect(
    (
      await ana.page.request.post('/api/v1/subscribers/', {
        data: { user: bo.user.id },
        headers: auth(ana.access_token),
      })
    ).ok(),
  ).toBe(true);

  // Bo waits on his feed; Ana opens a conversation from the profile's link contract.
  await bo.page.goto('/feed');
  await expect(messagesLink(bo.page)).toHaveAccessibleName('Messages');
  await ana.page.goto(`/inbox?to=${bo.user.slug}`);
  await expect(ana.page.getByRole('heading', { name: 'Bo Lee' })).toBeVisible({ timeout: 20_000 });
  // Starting again with the same person finds that same conversation (200, not a second thread).
  const again = await ana.page.request.post('/api/v1/threads/', {
    data: { people: [bo.user.slug] },
    headers: auth(ana.access_token),
  });
  expect(again.status()).toBe(200);
  const threadId = ((await again.json()) as { id: string }).id;
  const threadUrl = `/inbox/threads/${threadId}`;
  await ana.page.getByRole('textbox', { name: 'Message' }).fill('Hi Bo! Are you coming to the rehearsal?');
  await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
  const anaConversation = ana.page.getByRole('list', { name: 'Messages with Bo Lee' });
  await expect(anaConversation.getByText('Hi Bo! Are you coming to the rehearsal?')).toBeVisible();

  // Bo's count rises without a reload, and the inbox shows the conversation with its preview and unread mark.
  await expect(messagesLink(bo.page)).toHaveAccessibleName(/^Messages\s?, 1 unread$/);
  await messagesLink(bo.page).click();
  const row = bo.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Ana Lee/ });
  await expect(row).toContainText('Hi Bo! Are you coming');
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(bo.page.getByRole('list', { name: 'Messages with Ana Lee' })).toContainText('Are you coming');
  // Opening it reads it: the count falls to nothing, and the mark goes.
  await expect(messagesLink(bo.page)).toHaveAccessibleName('Messages');
  await expect(row).not.toContainText('unread');

  // Typing travels both ways over the socket.
  await ana.page.getByRole('textbox', { name: 'Message' }).pressSequentially('One more thing');
  await expect(bo.page.getByText('Ana is typing…')).toBeVisible();
  await bo.page.getByRole('textbox', { name: 'Message' }).pressSequentially('Yes, see you');
  await expect(ana.page.getByText('Bo is typing…')).toBeVisible();
  await bo.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(anaConversation).toContainText('Yes, see you');
  // A message ends its sender's typing line at once.
  await expect(ana.page.getByText('Bo is typing…')).toBeHidden();
  // Ana has the thread open, so Bo's reply is read at once: her count stays clear.
  await expect(messagesLink(ana.page)).toHaveAccessibleName('Messages');

  // Ana deletes her first message; it goes from Bo's screen too.
  const first = ana.page.getByRole('listitem', { name: 'You' }).filter({ hasText: 'Are you coming' });
  await first.getByRole('button', { name: 'Delete message' }).click();
  await ana.page.getByRole('button', { name: 'Delete message' }).click();
  await expect(bo.page.getByRole('list', { name: 'Messages with Ana Lee' })).not.toContainText('Are you coming');
  await expect(row).toContainText('Yes, see you');

  // A third person: the API answers 404 and the page says the conversation is not theirs.
  const refused = await eve.page.request.get(`/api/v1/threads/${threadId}/messages/`, {
    headers: auth(eve.access_token),
  });
  expect(refused.status()).toBe(404);
  await eve.page.goto(threadUrl);
  await expect(eve.page.getByText('This conversation does not exist, or you are not in it.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(eve.page.getByText('Yes, see you')).toHaveCount(0);

  // The tabs the spec names: Personal is active; the other inboxes are coming soon and disabled.
  await bo.page.goto('/inbox/committees');
  await expect(bo.page).toHaveURL(/\/inbox$/);
  const tabs = bo.page.getByRole('navigation', { name: 'Inboxes' });
  await expect(tabs.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByText('Committees')).toHaveAttribute('aria-disabled', 'true');
  await expect(tabs.getByText('Weddings')).toContainText('Coming Soon');
  for (const p of [ana, bo, eve]) await p.context.close();
});

test('a message the socket brings before the answer to its send shows once, not twice', async ({ browser }) => {
  const [ana, bo] = [await person(browser, 'Ana'), await person(browser, 'Bo')];
  const started = await ana.page.request.post('/api/v1/threads/', {
    data: { people: [bo.user.slug] },
    headers: { authorization: `Bearer ${ana.access_token}` },
  });
  const threadId = ((await started.json()) as { id: string }).id;
  // The server stores the message and tells every socket at once; its answer to the send is held back a moment.
  let answered = false;
  await ana.page.route(`**/api/v1/threads/${threadId}/messages/`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 2_000));
    answered = true;
    await route.fulfill({ response });
  });
  await ana.page.goto(`/inbox/threads/${threadId}`);
  await expect(ana.page.getByRole('heading', { name: 'Bo Lee' })).toBeVisible({ timeout: 20_000 });
  await ana.page.getByRole('textbox', { name: 'Message' }).fill('See you at the chapel');
  await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
  const conversation = ana.page.getByRole('list', { name: 'Messages with Bo Lee' });
  // Before the answer: the socket's copy is shown, the pending one is gone, and there is one bubble, not two.
  await expect(conversation.getByText('Sending…')).toBeHidden();
  await expect(conversation.getByText('See you at the chapel')).toHaveCount(1);
  expect(answered).toBe(false);
  await expect.poll(() => answered).toBe(true);
  await expect(conversation.getByText('See you at the chapel')).toHaveCount(1);
  for (const p of [ana, bo]) await p.context.close();
});
