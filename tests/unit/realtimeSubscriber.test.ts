import { EventEmitter } from 'node:events';
import { describe, expect, test } from 'vitest';
import type { WebSocket } from 'ws';
import { Subscriber } from '../../src/server/realtime/subscriber';

// The per-socket rules, against a fake socket: nothing twice, nothing out of order, and a bounded backlog.

class FakeSocket extends EventEmitter {
  sent: string[] = [];
  bufferedAmount = 0;
  closedWith: { code: number; reason: string } | null = null;
  send(message: string) {
    this.sent.push(message);
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
  }
}

const at = (id: number, xid = BigInt(id)) => ({ xid, id });
const msg = (id: number) => `{"id":${id}}`;

function subscriber(limits = { maxBufferedBytes: 1_000, maxQueued: 3 }) {
  const ws = new FakeSocket();
  const closed: Subscriber[] = [];
  const sub = new Subscriber(ws as unknown as WebSocket, 'user', 'hash', 5, limits, (s) => closed.push(s));
  return { ws, sub, closed };
}

describe('Subscriber', () => {
  test('live events that arrive during catch-up are held, then sent after it, skipping what the client has', () => {
    const { ws, sub } = subscriber({ maxBufferedBytes: 1_000, maxQueued: 10 });
    // The client's `since` came from an instance that was further ahead than this one.
    sub.deliver(at(4), msg(4));
    sub.deliver(at(5), msg(5));
    sub.deliver(at(6), msg(6));
    expect(ws.sent).toEqual([]);
    sub.goLive(at(5), false);
    expect(ws.sent).toEqual([msg(6), '{"id":6,"stream":"socket","action":"ready","data":{}}']);
    sub.deliver(at(6), msg(6));
    sub.deliver(at(7), msg(7));
    expect(ws.sent.slice(2)).toEqual([msg(7)]);
  });

  test('order follows the transaction first, then the id', () => {
    const { ws, sub } = subscriber();
    sub.goLive(at(1), false);
    sub.deliver({ xid: 20n, id: 3 }, msg(3));
    sub.deliver({ xid: 21n, id: 2 }, msg(2));
    sub.deliver({ xid: 20n, id: 1 }, msg(1));
    expect(ws.sent.slice(1)).toEqual([msg(3), msg(2)]);
  });

  test('resync comes before ready, both at the position the socket now stands on', () => {
    const { ws, sub } = subscriber();
    sub.goLive(at(9), true);
    expect(ws.sent).toEqual([
      '{"id":9,"stream":"socket","action":"resync","data":{}}',
      '{"id":9,"stream":"socket","action":"ready","data":{}}',
    ]);
  });

  test('a client that stops reading is closed with 4008 once its socket buffer passes the limit', () => {
    const { ws, sub } = subscriber();
    sub.goLive(at(1), false);
    sub.deliver(at(2), msg(2));
    expect(ws.closedWith).toBeNull();
    ws.bufferedAmount = 1_001;
    sub.deliver(at(3), msg(3));
    expect(ws.closedWith).toEqual({ code: 4008, reason: 'Fell too far behind' });
    sub.deliver(at(4), msg(4));
    expect(ws.sent.at(-1)).toBe(msg(3));
  });

  test('too many live events held during a long catch-up close the socket with 4008', () => {
    const { ws, sub } = subscriber();
    for (let id = 2; id <= 5; id++) sub.deliver(at(id), msg(id));
    expect(ws.closedWith).toEqual({ code: 4008, reason: 'Fell too far behind' });
    expect(ws.sent).toEqual([]);
  });

  test('a closed socket tells its hub once', () => {
    const { ws, sub, closed } = subscriber();
    ws.emit('close');
    expect(closed).toEqual([sub]);
    expect(sub.closed).toBe(true);
  });
});
