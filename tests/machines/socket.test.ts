import { describe, expect, test } from 'vitest';
import { type AnyEventObject, createActor, fromCallback } from 'xstate';
import { type ConnectionInput, socketMachine } from '../../machines/socketMachine';
import { socketModel } from '../../models/socketModel';
import type { SocketMessage } from '../../src/shared/realtime';
import { threadMessage } from '../support/threadMessage';
import { testModelPaths } from './support/modelPaths';

interface FakeConnection {
  input: ConnectionInput;
  sendBack: (event: AnyEventObject) => void;
  stopped: boolean;
}

/** The socket machine with a fake connection actor: the test makes the "socket" open, drop and deliver. */
function startSocket() {
  const connections: FakeConnection[] = [];
  const applied: SocketMessage[] = [];
  const logged: unknown[] = [];
  let refusals = 0;
  const actor = createActor(
    socketMachine.provide({
      actions: {
        applyMessage: (_, params: { message: SocketMessage }) => {
          applied.push(params.message);
        },
        reportTokenRefused: () => {
          refusals += 1;
        },
        logError: ({ event }) => {
          logged.push(event);
        },
      },
      actors: {
        connection: fromCallback<AnyEventObject, ConnectionInput>(({ input, sendBack }) => {
          const connection = { input, sendBack, stopped: false };
          connections.push(connection);
          return () => {
            connection.stopped = true;
          };
        }),
      },
    }),
  ).start();
  const current = () => {
    const connection = connections.at(-1);
    if (!connection || connection.stopped) throw new Error('No socket is open');
    return connection;
  };
  return { actor, connections, applied, logged, refusals: () => refusals, current };
}

const message = (id: number): SocketMessage => ({
  id,
  stream: 'messages',
  action: 'create',
  data: { message: threadMessage(`m${id}`, `hello ${id}`) },
});

testModelPaths(socketModel, () => {
  const socket = startSocket();
  const { actor, connections, applied, logged } = socket;
  let signIns = 0;
  let sent: SocketMessage[] = [];
  let logsExpected = 0;
  let refusalsExpected = 0;
  const context = () => actor.getSnapshot().context;

  const expectClosed = (reconnectError: boolean) => {
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(context()).toMatchObject({ connected: false, reconnectError });
    expect(connections.every((c) => c.stopped)).toBe(true);
    expect(logged).toHaveLength(logsExpected);
    expect(socket.refusals()).toBe(refusalsExpected);
  };
  const expectActive = (child: 'connecting' | 'connected' | 'reconnecting') => {
    expect(actor.getSnapshot().value).toEqual({ active: child });
    expect(context()).toMatchObject({ connected: child === 'connected', reconnectError: false });
    // One socket per sign-in, opened with that sign-in's token and no history; reconnecting reuses it.
    expect(connections).toHaveLength(signIns);
    expect(socket.current().input).toEqual({ token: `token-${signIns}`, since: null });
    expect(connections.slice(0, -1).every((c) => c.stopped)).toBe(true);
    expect(applied).toEqual(sent);
    expect(context().lastMessage).toEqual(sent.at(-1) ?? null);
    expect(context().lastEventId).toBe(sent.at(-1)?.id ?? null);
    expect(logged).toHaveLength(logsExpected);
  };

  return {
    events: {
      SIGN_IN: () => {
        signIns += 1;
        applied.length = 0;
        sent = [];
        actor.send({ type: 'socket.connect', token: `token-${signIns}` });
      },
      SIGN_OUT: () => actor.send({ type: 'socket.disconnect' }),
      SOCKET_OPENS: () => socket.current().sendBack({ type: 'socket.opened' }),
      SOCKET_DROPS: () => socket.current().sendBack({ type: 'socket.closed', code: 1006, reason: '' }),
      MESSAGE: () => {
        const next = message(100 + sent.length);
        sent.push(next);
        socket.current().sendBack({ type: 'socket.message', message: next });
      },
      SOCKET_ERROR: () => {
        logsExpected += 1;
        socket.current().sendBack({ type: 'socket.error', error: new Error('network') });
      },
      TOKEN_REFUSED: () => {
        logsExpected += 1;
        refusalsExpected += 1;
        socket.current().sendBack({ type: 'socket.closed', code: 4001, reason: 'Invalid or expired token' });
      },
      RETRIES_EXHAUSTED: () => {
        logsExpected += 1;
        socket.current().sendBack({ type: 'socket.retriesExhausted' });
      },
    },
    states: {
      signedOut: () => {
        expectClosed(false);
        expect(context().token).toBeNull();
      },
      connecting: () => expectActive('connecting'),
      connected: () => expectActive('connected'),
      reconnecting: () => expectActive('reconnecting'),
      gaveUp: () => expectClosed(true),
      refused: () => expectClosed(false),
    },
    stop: () => actor.stop(),
  };
});

describe('socket beyond the model', () => {
  test('messages outside a session are not applied', () => {
    const { actor, applied } = startSocket();
    actor.send({ type: 'socket.message', message: message(1) });
    expect(applied).toEqual([]);
    expect(actor.getSnapshot().context.lastMessage).toBeNull();
  });

  test('a drop keeps the last applied id, so the same socket resumes after it', () => {
    const { actor, current, connections } = startSocket();
    actor.send({ type: 'socket.connect', token: 't' });
    current().sendBack({ type: 'socket.opened' });
    current().sendBack({ type: 'socket.message', message: message(41) });
    current().sendBack({ type: 'socket.closed', code: 1006, reason: '' });
    current().sendBack({ type: 'socket.opened' });
    expect(connections).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ connected: true, lastEventId: 41 });
  });

  test('after giving up, signing in again clears the reconnect error', () => {
    const { actor, current } = startSocket();
    actor.send({ type: 'socket.connect', token: 't' });
    current().sendBack({ type: 'socket.retriesExhausted' });
    expect(actor.getSnapshot().context.reconnectError).toBe(true);
    actor.send({ type: 'socket.connect', token: 't' });
    expect(actor.getSnapshot().context.reconnectError).toBe(false);
  });
});

describe('socket side effects the app must provide', () => {
  for (const name of ['applyMessage', 'reportTokenRefused', 'logError']) {
    test(`action ${name} throws until provided`, () => {
      const action = (socketMachine.implementations.actions as Record<string, unknown>)[name] as () => void;
      expect(action).toThrow(`${name} not provided`);
    });
  }

  test('the connection actor fails the session until provided', () => {
    const actor = createActor(socketMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'socket.connect', token: 't' });
    expect(String(errors[0])).toContain('connection not provided');
  });
});
