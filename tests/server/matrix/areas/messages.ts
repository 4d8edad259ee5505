import type { Thread } from '../../../../src/shared/messagesTypes';
import { bearer } from '../../api';
import { defineArea, type MatrixContext, MISSING_ID } from '../area';
import { type Expected, signedIn } from '../roles';

// Private messages. The world's thread is between the committee member and one of the couple, and its message is the
// member's. Nobody else reads it: to every other role the thread is as unknown as a missing one (404). A message
// written to two people is one `messages` event each plus the recipient's `profile` count; when it is the first the
// recipient has not read in that thread, their `notifications` event and its `profile` count too.

interface World {
  thread: string;
  message: string;
  /** Someone new, whom every role may start a conversation with. */
  newcomer: string;
}

const participants = (status: number): Expected => ({ ...signedIn(404), member: status, couple: status });

async function newcomer(ctx: MatrixContext): Promise<string> {
  const email = `newcomer-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await ctx.server.app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    payload: { first_name: 'Nia', last_name: 'New', email, password: 'correct horse' },
  });
  return res.json().user.id;
}

export default defineArea<World>({
  async arrange(ctx) {
    const { member, couple } = ctx.users;
    const res = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/v1/threads/',
      payload: { people: [couple.user.id], text: 'Shall we meet?' },
      headers: bearer(member.access_token),
    });
    const thread = res.json() as Thread;
    return { thread: thread.id, message: thread.last_message!.id, newcomer: await newcomer(ctx) };
  },
  missing: { as: 'couple', world: (w) => ({ ...w, thread: MISSING_ID, message: MISSING_ID }) },
  rows: [
    { method: 'GET', route: '/api/v1/threads/', url: () => '/api/v1/threads/', expected: signedIn(200) },
    {
      method: 'POST',
      route: '/api/v1/threads/',
      url: () => '/api/v1/threads/',
      body: (w) => ({ people: [w.newcomer], text: 'Hello' }),
      expected: signedIn(201),
      events: 5,
    },
    {
      method: 'GET',
      route: '/api/v1/threads/recipients/',
      url: () => '/api/v1/threads/recipients/?q=nia',
      expected: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/v1/threads/:id/',
      url: (w) => `/api/v1/threads/${w.thread}/`,
      expected: participants(200),
    },
    {
      method: 'POST',
      route: '/api/v1/threads/:id/read/',
      url: (w) => `/api/v1/threads/${w.thread}/read/`,
      expected: participants(200),
    },
    {
      method: 'GET',
      route: '/api/v1/threads/:id/messages/',
      url: (w) => `/api/v1/threads/${w.thread}/messages/`,
      expected: participants(200),
    },
    {
      method: 'POST',
      route: '/api/v1/threads/:id/messages/',
      url: (w) => `/api/v1/threads/${w.thread}/messages/`,
      body: () => ({ text: 'See you there' }),
      expected: participants(201),
      // The couple has the member's message unread already: no second notification for them.
      events: { couple: 5, member: 3 },
    },
    {
      method: 'DELETE',
      route: '/api/v1/threads/:id/messages/:messageId/',
      url: (w) => `/api/v1/threads/${w.thread}/messages/${w.message}/`,
      // The sender alone; the other participant is refused, and everyone else does not know the thread.
      expected: { ...participants(204), couple: 403 },
      events: 3,
    },
  ],
});
