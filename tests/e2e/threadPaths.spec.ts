import { expect, type Route } from '@playwright/test';
import { threadModel } from '../../models/threadModel';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { PASSWORD, signedInPage, uniqueEmail } from './support';

// The thread machine's model paths through the real conversation page. The test holds the thread's message calls
// (its first page and each send), so every server answer is a step; a send shows at once, marked pending.

testModelPathsInBrowser(threadModel, async (page) => {
  const me = await signedInPage(page, 'Tara', 'Walker');
  const other = await page.request.post('/api/v1/users/', {
    data: { first_name: 'Oli', last_name: 'Walker', email: uniqueEmail('oli'), password: PASSWORD },
  });
  const { user } = (await other.json()) as { user: { id: string } };
  const started = await page.request.post('/api/v1/threads/', {
    data: { people: [user.id], text: 'Welcome!' },
    headers: { authorization: `Bearer ${me.access_token}` },
  });
  const thread = (await started.json()) as { id: string };

  const held: Route[] = [];
  await page.route(`**/api/v1/threads/${thread.id}/messages/`, (route) => {
    held.push(route);
  });
  const refuse = await refusingRetries(page);
  const answer = async (method: 'GET' | 'POST', fulfil: (route: Route) => Promise<void>) => {
    await expect
      .poll(() => held.map((r) => r.request().method()), { message: `a ${method} to answer` })
      .toEqual([method]);
    await fulfil(held.shift()!);
  };
  let sends = 0;
  let sent = 0;
  const composer = page.getByRole('textbox', { name: 'Message' });
  const conversation = page.getByRole('list', { name: /^Messages with/ });
  const pendingBubble = () => conversation.getByRole('listitem').filter({ hasText: `Note ${sends}` });
  const noPending = async () => {
    await expect(conversation.getByText('Sending…')).toHaveCount(0);
    await expect(page.getByText(/^Not sent\./)).toHaveCount(0);
  };
  await page.goto(`/inbox/threads/${thread.id}`);

  return {
    events: {
      SERVER_LOADED: () => answer('GET', (route) => route.continue()),
      SERVER_LOAD_FAILS: () => answer('GET', refuse),
      RETRY_LOAD: () => page.getByRole('button', { name: 'Try again' }).click(),
      SEND: async () => {
        sends += 1;
        await composer.fill(`Note ${sends}`);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
      },
      SEND_BLANK: async () => {
        await composer.fill('   ');
        await composer.press('Enter');
      },
      SERVER_SENT: () =>
        answer('POST', async (route) => {
          sent += 1;
          await route.continue();
        }),
      SERVER_SEND_FAILS: () => answer('POST', (route) => route.abort('connectionrefused')),
      RETRY: () => page.getByRole('button', { name: 'Retry' }).click(),
      DISCARD: () => page.getByRole('button', { name: 'Discard' }).click(),
    },
    states: {
      loading: async () => {
        await expect(conversation).toHaveAttribute('aria-busy', 'true');
        await expect.poll(() => held.map((r) => r.request().method())).toEqual(['GET']);
      },
      loadFailed: async () => {
        await expect(page.getByText('Could not load this conversation.', { exact: false })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
      ready: async () => {
        await expect(conversation).toHaveAttribute('aria-busy', 'false');
        await expect(conversation.getByText('Welcome!')).toBeVisible();
        await noPending();
        await expect(conversation.getByRole('listitem', { name: 'You' })).toHaveCount(1 + sent);
      },
      sending: async () => {
        await expect(pendingBubble()).toContainText('Sending…');
        await expect(composer).toHaveValue('');
      },
      sent: async () => {
        await expect(conversation.getByText(`Note ${sends}`)).toBeVisible();
        await noPending();
        await expect(conversation.getByRole('listitem', { name: 'You' })).toHaveCount(1 + sent);
      },
      failed: async () => {
        await expect(pendingBubble()).toContainText('Not sent.');
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
      },
    },
  };
});
