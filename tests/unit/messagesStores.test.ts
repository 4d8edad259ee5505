import { describe, expect, test } from 'vitest';
import { typistsIn } from '../../src/client/areas/messages/typingStore';
import type { Thread } from '../../src/shared/messagesTypes';
import { typingText } from '../../src/shared/messagesTypes';
import { isClientFrame, isSocketMessage, isTypingMessage } from '../../src/shared/realtime';
import { threadMessage } from '../support/threadMessage';
import { dispatchInto, ME } from './support/planningFixtures';

// The `messages` stream beyond spec section 4's `create` (a message deleted, a thread read elsewhere), the inbox it
// keeps in order, and the typing line, which never passes through the event log.

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const thread = (id: string, at: string, unread = 0): Thread => ({
  id,
  people: [threadMessage('x', '').sender],
  last_message: threadMessage(`m-${id}`, `last of ${id}`, { thread: id, created_at: at }),
  unread_count: unread,
  can_send: true,
  created_at: at,
});

function setup() {
  const harness = dispatchInto();
  harness.stores.threads.trigger.seeded({
    page: page([thread('th2', '2030-01-02T00:00:00.000Z'), thread('th1', '2030-01-01T00:00:00.000Z')]),
    asOf: 0,
  });
  harness.stores.messages.trigger.opened({ thread: 'th1' });
  harness.stores.messages.trigger.seeded({ thread: 'th1', page: page([threadMessage('m1', 'Hi')]) });
  return harness;
}

describe('the messages stream', () => {
  test('create appends to the open thread, moves its conversation to the top and counts it unread', () => {
    const { stores, send } = setup();
    const reply = threadMessage('m2', 'Hello again', { created_at: '2030-01-03T00:00:00.000Z' });
    send({ stream: 'messages', action: 'create', data: { message: reply } });
    expect(stores.messages.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    const [top] = stores.threads.getSnapshot().context.threads;
    expect(top).toMatchObject({ id: 'th1', unread_count: 1, last_message: { text: 'Hello again' } });
    // One's own message moves the conversation up without counting as unread.
    const mine = threadMessage('m3', 'Mine', {
      thread: 'th2',
      created_at: '2030-01-04T00:00:00.000Z',
      sender: { ...reply.sender, id: ME },
    });
    send({ stream: 'messages', action: 'create', data: { message: mine } });
    expect(stores.threads.getSnapshot().context.threads[0]).toMatchObject({ id: 'th2', unread_count: 0 });
  });

  test('a message in a conversation the inbox does not hold makes it fetch the inbox again', () => {
    const { stores, send } = setup();
    send({ stream: 'messages', action: 'create', data: { message: threadMessage('m9', 'New', { thread: 'th9' }) } });
    expect(stores.threads.getSnapshot().context.resyncs).toBe(1);
    expect(stores.messages.getSnapshot().context.messages).toHaveLength(1);
  });

  test('delete takes the message away; a deleted preview makes the inbox fetch again', () => {
    const { stores, send } = setup();
    send({ stream: 'messages', action: 'delete', data: { id: 'm1', thread: 'th1' } });
    expect(stores.messages.getSnapshot().context.messages).toEqual([]);
    expect(stores.threads.getSnapshot().context.resyncs).toBe(0);
    send({ stream: 'messages', action: 'delete', data: { id: 'm-th1', thread: 'th1' } });
    expect(stores.threads.getSnapshot().context.resyncs).toBe(1);
  });

  test('read clears the mark and sets the count, down to zero, which profile updates do not', () => {
    const { stores, send, counts } = setup();
    send({
      stream: 'messages',
      action: 'create',
      data: { message: threadMessage('m2', 'x', { created_at: '2031-01-01T00:00:00.000Z' }) },
    });
    send({ stream: 'messages', action: 'read', data: { thread: 'th1', unread_messages_count: 0 } });
    expect(stores.threads.getSnapshot().context.threads.find((t) => t.id === 'th1')?.unread_count).toBe(0);
    expect(counts).toEqual([{ messages: 0 }]);
  });

  test('a copy fetched before a read or a message does not bring back what they changed; a newer one replaces it', () => {
    const { stores, send } = setup();
    const held = () => stores.threads.getSnapshot().context.threads.find((t) => t.id === 'th1');
    const unread = thread('th1', '2030-01-01T00:00:00.000Z', 1);
    // The thread's own fetch and the inbox's begin, then it is read here, then their older answers land.
    const asOf = stores.threads.getSnapshot().context.clock;
    send({ stream: 'messages', action: 'read', data: { thread: 'th1', unread_messages_count: 0 } });
    stores.threads.trigger.known({ thread: unread, asOf });
    expect(held()?.unread_count).toBe(0);
    stores.threads.trigger.seeded({ page: page([unread, thread('th2', '2030-01-02T00:00:00.000Z', 3)]), asOf });
    expect(held()?.unread_count).toBe(0);
    // Threads not changed since are taken as fetched.
    expect(stores.threads.getSnapshot().context.threads.find((t) => t.id === 'th2')?.unread_count).toBe(3);
    // A message from someone else counts; an answer fetched before it does not take it away.
    const before = stores.threads.getSnapshot().context.clock;
    const reply = threadMessage('m5', 'Later', { thread: 'th1', created_at: '2031-01-01T00:00:00.000Z' });
    send({ stream: 'messages', action: 'create', data: { message: reply } });
    stores.threads.trigger.known({ thread: thread('th1', '2030-01-01T00:00:00.000Z', 0), asOf: before });
    expect(held()).toMatchObject({ unread_count: 1, last_message: { text: 'Later' } });
    // Fetched after every change here, the server's copy is taken whole.
    const now = stores.threads.getSnapshot().context.clock;
    stores.threads.trigger.known({ thread: unread, asOf: now });
    expect(held()).toMatchObject({ unread_count: 1, last_message: { text: 'last of th1' } });
  });

  test('a message ends its sender’s typing line', () => {
    const { stores, send } = setup();
    stores.typing.trigger.started({ thread: 'th1', user: 'u-bo', name: 'Bo', at: Date.now() });
    expect(typistsIn(stores.typing.getSnapshot().context, 'th1')).toEqual(['Bo']);
    send({ stream: 'messages', action: 'create', data: { message: threadMessage('m2', 'Done typing') } });
    expect(typistsIn(stores.typing.getSnapshot().context, 'th1')).toEqual([]);
  });
});

describe('typing', () => {
  test('a signal shows for a few seconds, then expires', () => {
    const { stores } = setup();
    stores.typing.trigger.started({ thread: 'th1', user: 'u-ana', name: 'Ana', at: 1_000 });
    stores.typing.trigger.started({ thread: 'th1', user: 'u-bo', name: 'Bo', at: 4_000 });
    expect(typingText(typistsIn(stores.typing.getSnapshot().context, 'th1'))).toBe('Ana and Bo are typing…');
    stores.typing.trigger.expired({ now: 8_000 });
    expect(typingText(typistsIn(stores.typing.getSnapshot().context, 'th1'))).toBe('Bo is typing…');
    stores.typing.trigger.expired({ now: 20_000 });
    expect(typingText(typistsIn(stores.typing.getSnapshot().context, 'th1'))).toBe('');
  });

  test('typing signals are told apart from log events, and frames out are checked', () => {
    const signal = { stream: 'typing', action: 'start', data: { thread: 'th1', user: { id: 'u', first_name: 'Ana' } } };
    expect(isTypingMessage(signal)).toBe(true);
    expect(isSocketMessage(signal)).toBe(false);
    expect(isTypingMessage({ ...signal, id: 3 })).toBe(false);
    expect(isClientFrame({ type: 'typing', thread: 'th1' })).toBe(true);
    expect(isClientFrame({ type: 'typing' })).toBe(false);
    expect(isClientFrame({ type: 'delete-everything', thread: 'th1' })).toBe(false);
  });
});
