import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  pendingMessage,
  threadLoadFailed,
  threadLoading,
  threadMachine,
  threadSendFailed,
  threadSending,
} from '../../machines/threadMachine';
import { threadModel } from '../../models/threadModel';
import type { ThreadMessage } from '../../src/shared/messagesTypes';
import type { Page } from '../../src/shared/types';
import { threadMessage } from '../support/threadMessage';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const page: Page<ThreadMessage> = { count: 1, next: null, previous: null, results: [threadMessage('m1', 'Hi')] };

testModelPaths(threadModel, () => {
  const server = createFakeServer();
  const seeded: Page<ThreadMessage>[] = [];
  const sent: ThreadMessage[] = [];
  const actor = createActor(
    threadMachine.provide({
      actions: {
        seed: (_, { page }) => void seeded.push(page),
        sent: (_, { message }) => void sent.push(message),
      },
      actors: {
        load: server.actor<Page<ThreadMessage>, { thread: string }>('load'),
        send: server.actor<ThreadMessage, { thread: string; text: string }>('send'),
      },
    }),
    { input: { thread: 'th1' } },
  ).start();
  const snap = () => actor.getSnapshot();
  let sends = 0;
  let loads = 1;
  let accepted = 0;
  return {
    events: {
      SERVER_LOADED: () => server.succeed({ load: page }),
      SERVER_LOAD_FAILS: () => server.fail(new Error('Network down')),
      RETRY_LOAD: () => {
        loads += 1;
        actor.send({ type: 'thread.retry' });
      },
      SEND: () => {
        sends += 1;
        actor.send({ type: 'message.send', text: `  Note ${sends}  ` });
      },
      SEND_BLANK: () => actor.send({ type: 'message.send', text: '   ' }),
      SERVER_SENT: () => {
        accepted += 1;
        return server.succeed({ send: threadMessage(`m${sends + 1}`, `Note ${sends}`) });
      },
      SERVER_SEND_FAILS: () => server.fail(new Error('Could not send')),
      RETRY: () => actor.send({ type: 'message.retry' }),
      DISCARD: () => actor.send({ type: 'message.discard' }),
    },
    states: {
      loading: () => {
        expect(threadLoading(snap())).toBe(true);
        expect(server.inputs('load')).toHaveLength(loads);
        expect(server.inputs('load').at(-1)).toEqual({ thread: 'th1' });
      },
      loadFailed: () => {
        expect(threadLoadFailed(snap())).toBe(true);
        expect(snap().context.error).toBe('Network down');
        expect(seeded).toHaveLength(0);
      },
      ready: () => {
        expect(snap().matches('ready')).toBe(true);
        expect(seeded).toEqual([page]);
        expect(pendingMessage(snap())).toBeNull();
        expect(snap().context.error).toBeNull();
        expect(sent).toHaveLength(accepted);
      },
      sending: () => {
        expect(threadSending(snap())).toBe(true);
        expect(snap().hasTag('pending')).toBe(true);
        // Shown at once, trimmed, before the server answers.
        expect(pendingMessage(snap())).toEqual({ text: `Note ${sends}` });
        expect(server.inputs('send').at(-1)).toEqual({ thread: 'th1', text: `Note ${sends}` });
      },
      sent: () => {
        expect(snap().matches('ready')).toBe(true);
        expect(pendingMessage(snap())).toBeNull();
        expect(sent.at(-1)?.text).toBe(`Note ${sends}`);
        expect(sent).toHaveLength(accepted);
      },
      failed: () => {
        expect(threadSendFailed(snap())).toBe(true);
        expect(snap().hasTag('pending')).toBe(true);
        expect(pendingMessage(snap())).toEqual({ text: `Note ${sends}` });
        expect(snap().context.error).toBe('Could not send');
      },
    },
    stop: () => actor.stop(),
  };
});

describe('thread beyond the model', () => {
  function startThread() {
    const server = createFakeServer();
    const seeded: Page<ThreadMessage>[] = [];
    const actor = createActor(
      threadMachine.provide({
        actions: { seed: (_, { page }) => void seeded.push(page), sent: () => {} },
        actors: {
          load: server.actor<Page<ThreadMessage>, { thread: string }>('load'),
          send: server.actor<ThreadMessage, { thread: string; text: string }>('send'),
        },
      }),
      { input: { thread: 'th1' } },
    ).start();
    return { server, seeded, actor, snap: () => actor.getSnapshot() };
  }

  test('a load that succeeds after a failed one clears the failure', async () => {
    const { server, seeded, actor, snap } = startThread();
    await server.fail(new Error('Network down'));
    actor.send({ type: 'thread.retry' });
    await server.succeed({ load: page });
    expect(snap().matches('ready')).toBe(true);
    expect(snap().context.error).toBeNull();
    expect(seeded).toEqual([page]);
  });

  test('a failure without words of its own says "Something went wrong."', async () => {
    const { server, actor, snap } = startThread();
    await server.fail('timeout');
    expect(snap().context.error).toBe('Something went wrong.');
    actor.send({ type: 'thread.retry' });
    await server.succeed({ load: page });
    actor.send({ type: 'message.send', text: 'Hello' });
    await server.fail(new Error(''));
    expect(threadSendFailed(snap())).toBe(true);
    expect(snap().context.error).toBe('Something went wrong.');
  });
});
