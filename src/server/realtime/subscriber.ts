import type { WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../../shared/realtime';
import { after, ORIGIN, type Position } from './position';

export interface SubscriberLimits {
  /** Bytes queued in the socket before a client counts as too slow and is disconnected (it resumes with `since`). */
  maxBufferedBytes: number;
  /** Live events held for a socket that is still catching up. */
  maxQueued: number;
}

/**
 * One authenticated socket. It first catches up from `since`, holding the live events that arrive meanwhile, then
 * receives live events. `cursor` is the last position it was sent, so nothing is sent twice or out of order.
 */
export class Subscriber {
  state: 'catchingUp' | 'live' | 'closed' = 'catchingUp';
  cursor: Position = ORIGIN;
  /** Cleared at each heartbeat, set again by the client's pong. */
  alive = true;
  private held: Array<{ position: Position; message: string }> = [];

  constructor(
    readonly ws: WebSocket,
    readonly userId: string,
    readonly tokenHash: string,
    /** The last event id the client applied, or null for a fresh start. */
    readonly since: number | null,
    private readonly limits: SubscriberLimits,
    onClose: (subscriber: Subscriber) => void,
  ) {
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => {
      this.state = 'closed';
      this.held = [];
      onClose(this);
    });
  }

  get closed(): boolean {
    return this.state === 'closed';
  }

  /** A live event for this user, in log order. */
  deliver(position: Position, message: string): void {
    if (this.state === 'closed') return;
    if (this.state === 'catchingUp') {
      this.held.push({ position, message });
      if (this.held.length > this.limits.maxQueued) this.close(SOCKET_CLOSE.tooSlow);
      return;
    }
    this.sendAt(position, message);
  }

  /** Sends an event unless the client already has it. */
  sendAt(position: Position, message: string): void {
    if (this.state === 'closed' || !after(position, this.cursor)) return;
    this.cursor = position;
    this.send(message);
  }

  /** Ends the catch-up at `cursor`: sends what was held past it, then `ready` with where the socket now stands. */
  goLive(cursor: Position, resync: boolean): void {
    if (this.state !== 'catchingUp') return;
    this.cursor = cursor;
    if (resync) this.control('resync');
    this.state = 'live';
    const held = this.held;
    this.held = [];
    for (const { position, message } of held) this.sendAt(position, message);
    this.control('ready');
  }

  close({ code, reason }: { code: number; reason: string }): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.held = [];
    this.ws.close(code, reason);
  }

  private control(action: 'ready' | 'resync'): void {
    this.send(`{"id":${this.cursor.id},"stream":"socket","action":"${action}","data":{}}`);
  }

  private send(message: string): void {
    if (this.state === 'closed') return;
    this.ws.send(message);
    // A client that does not read must not make this process hold its backlog; it can resume from the log.
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) this.close(SOCKET_CLOSE.tooSlow);
  }
}
