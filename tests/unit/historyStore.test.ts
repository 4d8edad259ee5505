import { expect, test } from 'vitest';
import { dispatchInto } from './support/planningFixtures';

// Issue 34: every change to a wedding comes with a history entry, so an open history reads its newest page again on
// the socket's events of a wedding (a message or a notification is not one).

test('a wedding’s events bump the history’s revision; a user’s own messages do not', () => {
  const { stores, send } = dispatchInto();
  const revision = () => stores.history.getSnapshot().context.revision;
  send({ stream: 'account_tasks', action: 'delete', data: { id: 't1', by: 'someone' } } as never);
  expect(revision()).toBe(1);
  send({ stream: 'account_funds', action: 'delete_payment', data: { id: 'p1', account: 'w1', by: 'x' } } as never);
  send({ stream: 'vendors', action: 'update', data: { vendor: 'v', account: 'w', business: null, by: 'x' } } as never);
  expect(revision()).toBe(3);
  send({ stream: 'messages', action: 'delete', data: { id: 'm1', thread: 'th' } } as never);
  send({ stream: 'notifications', action: 'create', data: { notification: { id: 'n' } } } as never);
  expect(revision()).toBe(3);
  stores.history.trigger.reset();
  expect(revision()).toBe(0);
});
