import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SocketEvent } from '../../machines/socketMachine';
import { openSocketConnection } from '../../src/client/realtime/socketConnection';
import { WS_MAX_RETRIES, WS_RETRY_DELAY_MS } from '../../src/shared/constants';

// The one socket adapter, over a fake WebSocket and a fake clock: where it connects, how it retries and resumes.

type Listener = (event: unknown) => void;

class FakeWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeWebSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  closedWith: { code?: number; reason?: string } | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  send() {}
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, ...event });
  }
  open() {
    this.readyState = 1;
    this.fire('open');
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.fire('close', { code, reason, wasClean: false });
  }
  deliver(data: string) {
    this.fire('message', { data });
  }
}

const latest = () => FakeWebSocket.all.at(-1)!;

function open(since: number | null = null) {
  const events: SocketEvent[] = [];
  const close = openSocketConnection({
    baseUrl: 'ws://app.test',
    token: 'tok',
    since,
    emit: (event) => events.push(event),
    WebSocket: FakeWebSocket as never,
  });
  return { events, close, types: () => events.map((e) => e.type) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('socket connection', () => {
  test('connects with the token, and with `since` when resuming a session', async () => {
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('ws://app.test/ws?token=tok');
    open(17);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('ws://app.test/ws?token=tok&since=17');
  });

  test('hands over each message, then reconnects 300 ms after a drop, resuming after the last one', async () => {
    const { events, types } = open();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().deliver('{"id":5,"stream":"socket","action":"ready","data":{}}');
    latest().deliver('{"id":9,"stream":"messages","action":"create","data":{"message":{"id":"m"}}}');
    latest().drop();
    expect(types()).toEqual(['socket.opened', 'socket.message', 'socket.message', 'socket.closed']);
    expect(events[2]).toMatchObject({ message: { id: 9, stream: 'messages' } });
    await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS - 1);
    expect(FakeWebSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.all).toHaveLength(2);
    expect(latest().url).toBe('ws://app.test/ws?token=tok&since=9');
  });

  test('an unreadable message is reported as an error and does not move the resume point', async () => {
    const { events } = open(3);
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().deliver('not json');
    latest().drop();
    await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS);
    expect(events.map((e) => e.type)).toEqual(['socket.opened', 'socket.error', 'socket.closed']);
    expect(latest().url).toBe('ws://app.test/ws?token=tok&since=3');
  });

  test('a refused token (4001) is not retried', async () => {
    const { events } = open();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().drop(4001, 'Invalid or expired token');
    await vi.advanceTimersByTimeAsync(10 * WS_RETRY_DELAY_MS);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'socket.closed', code: 4001, reason: 'Invalid or expired token' });
  });

  test('closing it closes the socket, stops retries and silences it', async () => {
    const { close, types } = open();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    close();
    expect(latest().closedWith).toEqual({ code: 1000, reason: 'Signed out' });
    latest().drop(1000);
    await vi.advanceTimersByTimeAsync(10 * WS_RETRY_DELAY_MS);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(types()).toEqual(['socket.opened']);
  });

  test(`gives up after ${WS_MAX_RETRIES} reconnection attempts, 300 ms apart, and says so once`, async () => {
    const { types } = open();
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 1; attempt <= WS_MAX_RETRIES; attempt++) {
      latest().drop();
      expect(types().includes('socket.retriesExhausted')).toBe(false);
      await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS);
      expect(FakeWebSocket.all).toHaveLength(attempt + 1);
    }
    latest().drop();
    await vi.advanceTimersByTimeAsync(10 * WS_RETRY_DELAY_MS);
    expect(FakeWebSocket.all).toHaveLength(WS_MAX_RETRIES + 1);
    expect(types().filter((t) => t === 'socket.retriesExhausted')).toHaveLength(1);
  });
});
