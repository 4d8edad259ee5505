import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../../shared/realtime';
import { after, ORIGIN, type Position } from './position';

/** A message as JSON text, or its UTF-8 bytes. */
export type Message = string | Buffer;

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
  private held: Array<{ position: Position; message: Message }> = [];

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
  deliver(position: Position, message: Message): void {
    if (this.state === 'closed') return;
    if (this.state === 'catchingUp') {
      this.held.push({ position, message });
      if (this.held.length > this.limits.maxQueued) this.close(SOCKET_CLOSE.tooSlow);
      return;
    }
    this.sendAt(position, message);
  }

  /** Sends an event unless the client already has it. */
  sendAt(position: Position, message: Message): void {
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

  /**
   * Holds this socket's writes until `uncork`, so the several events of one batch leave in one write. `_socket` is
   * internal to ws but stable across its versions; without it, each event is its own write.
   */
  cork(): void {
    (this.ws as unknown as { _socket?: Socket })._socket?.cork();
  }

  uncork(): void {
    (this.ws as unknown as { _socket?: Socket })._socket?.uncork();
  }

  close({ code, reason }: { code: number; reason: string }): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.held = [];
    this.ws.close(code, reason);
  }

  /** An ephemeral signal (someone typing): sent now if the socket is live, otherwise dropped, never queued. */
  signal(message: string): void {
    if (this.state === 'live') this.send(message);
  }

  private control(action: 'ready' | 'resync'): void {
    this.send(`{"id":${this.cursor.id},"stream":"socket","action":"${action}","data":{}}`);
  }

  private send(message: Message): void {
    if (this.state === 'closed') return;
    // Text frames either way; a Buffer made once per event spares encoding the string once per socket.
    this.ws.send(message, { binary: false });
    // A client that does not read must not make this process hold its backlog; it can resume from the log.
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) this.close(SOCKET_CLOSE.tooSlow);
  }
}
