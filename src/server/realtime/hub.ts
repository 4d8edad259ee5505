import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_CLOSE } from '../../shared/realtime';
import type { Database } from '../db/client';
import { tokenCache } from '../lib/tokenCache';
import { type EventAudience, mayReceive, receiversOf } from './audience';
import { EVENTS_CHANNEL } from './emitEvent';
import { Listener } from './listener';
import {
  currentBound,
  type LogRow,
  lastBefore,
  liveTokens,
  messageOf,
  positionOf,
  pruneEvents,
  readBatch,
  readForUser,
} from './log';
import { later, ORIGIN, type Position } from './position';
import { RunSheetWatchers } from './runSheetWatchers';
import type { Subscriber, SubscriberLimits } from './subscriber';
import { deliverTyping, TYPING_CHANNEL } from './typing';

/** Channel of the access_tokens trigger: a revoked or deleted token's hash. */
export const TOKENS_CHANNEL = 'vowline_tokens';
/** How long events are kept for clients to catch up; an older `since` gets `resync`. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface HubOptions extends SubscriberLimits {
  heartbeatMs: number;
  /** A poll even without a notification, in case one was lost while the listener reconnected. */
  safetyPollMs: number;
  retentionMs: number;
  pruneEveryMs: number;
  batchSize: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  heartbeatMs: 30_000,
  safetyPollMs: 2_000,
  retentionMs: RETENTION_MS,
  pruneEveryMs: 60 * 60 * 1000,
  batchSize: 1_000,
  maxBufferedBytes: 1024 * 1024,
  maxQueued: 5_000,
};

const CATCH_UP_PAGE = 500;
const MAX_WAIT_MS = 250;

/**
 * The tail of the event log, one per app instance. A NOTIFY from any instance's commit wakes it; it reads the rows
 * that can no longer be preceded by a late commit and pushes each to the connected sockets policy.ts allows.
 */
export class RealtimeHub {
  readonly options: HubOptions;
  /** Shared run sheets open without an account, told when their wedding's day changes (runSheetWatchers.ts). */
  readonly runSheets = new RunSheetWatchers();
  private cursor: Position = ORIGIN;
  private readonly subscribers = new Set<Subscriber>();
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private joining: Subscriber[] = [];
  private readonly listener: Listener;
  private polling = false;
  private pollAgain = false;
  private waitMs = 0;
  private stopping = false;
  /** Reads started so far, and who waits for one that starts later (`sync`). */
  private reads = 0;
  private waiters: Array<{ after: number; resolve: () => void }> = [];
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: Partial<HubOptions> = {},
  ) {
    this.options = { ...DEFAULT_HUB_OPTIONS, ...options };
    this.listener = new Listener(
      database.pool.options.connectionString,
      [EVENTS_CHANNEL, TOKENS_CHANNEL, TYPING_CHANNEL],
      {
        onNotification: (channel, payload) => {
          if (channel === EVENTS_CHANNEL) this.wake();
          else if (channel === TYPING_CHANNEL) deliverTyping(payload, (id) => this.byUser.get(id) ?? []);
          else if (channel === TOKENS_CHANNEL && payload) this.closeToken(payload);
        },
        // What the lost notifications would have said: new events, and tokens revoked meanwhile.
        onReconnected: () => {
          tokenCache.clear();
          this.wake();
          void this.checkTokens();
        },
      },
      log,
    );
  }

  async start(): Promise<void> {
    await this.listener.start();
    // Listening first: a commit after this bound is either in the first poll or wakes a later one.
    this.cursor = await currentBound(this.database.pool);
    const every = (ms: number, run: () => unknown) => this.timers.push(setInterval(run, ms).unref());
    every(this.options.safetyPollMs, () => this.wake());
    every(this.options.heartbeatMs, () => this.heartbeat());
    every(this.options.pruneEveryMs, () => this.prune());
    void this.prune();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const subscriber of [...this.subscribers, ...this.joining]) subscriber.close(SOCKET_CLOSE.goingAway);
    this.runSheets.closeAll(SOCKET_CLOSE.goingAway.code, SOCKET_CLOSE.goingAway.reason);
    await this.listener.stop();
  }

  /** An authenticated socket; it joins between two batches, so its catch-up ends exactly where live delivery starts. */
  add(subscriber: Subscriber): void {
    this.joining.push(subscriber);
    this.wake();
  }

  get connections(): number {
    return this.subscribers.size + this.joining.length + this.runSheets.size;
  }

  /** Reads and delivers everything new; calls during a read make it read once more. */
  wake(): void {
    if (this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    void this.poll();
  }

  /** Resolves after a read that started after this call has been delivered. */
  sync(): Promise<void> {
    const after = this.reads;
    const done = new Promise<void>((resolve) => this.waiters.push({ after, resolve }));
    this.wake();
    return done;
  }

  /** Pings every socket and closes those that missed the last ping or whose token is no longer live. */
  async heartbeat(): Promise<void> {
    this.runSheets.heartbeat();
    for (const subscriber of this.subscribers) {
      if (!subscriber.alive) {
        subscriber.ws.terminate();
        continue;
      }
      subscriber.alive = false;
      subscriber.ws.ping();
    }
    await this.checkTokens();
  }

  /** Closes sockets whose token expired or was revoked (the trigger's notification covers revocation at once). */
  async checkTokens(): Promise<void> {
    try {
      // Only the sockets whose tokens were asked about: one that joins while the query runs was not checked.
      const checked = [...this.subscribers];
      const live = await liveTokens(this.database.pool, [...new Set(checked.map((s) => s.tokenHash))]);
      for (const subscriber of checked) {
        if (!live.has(subscriber.tokenHash)) subscriber.close(SOCKET_CLOSE.revoked);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: token check failed');
    }
  }

  async prune(): Promise<number> {
    try {
      return await pruneEvents(this.database.pool, this.options.retentionMs);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: pruning failed');
      return 0;
    }
  }

  private remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    const mine = this.byUser.get(subscriber.userId);
    mine?.delete(subscriber);
    if (mine?.size === 0) this.byUser.delete(subscriber.userId);
  }

  /** The subscriber callback for a closed socket. */
  readonly onClose = (subscriber: Subscriber) => {
    this.joining = this.joining.filter((s) => s !== subscriber);
    this.remove(subscriber);
  };

  private closeToken(tokenHash: string): void {
    tokenCache.forget(tokenHash);
    for (const subscriber of [...this.subscribers, ...this.joining]) {
      if (subscriber.tokenHash === tokenHash) subscriber.close(SOCKET_CLOSE.revoked);
    }
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      do {
        this.pollAgain = false;
        const read = ++this.reads;
        for (const subscriber of this.joining.splice(0)) {
          if (subscriber.closed) continue;
          this.subscribers.add(subscriber);
          const mine = this.byUser.get(subscriber.userId) ?? new Set();
          this.byUser.set(subscriber.userId, mine.add(subscriber));
          void this.catchUp(subscriber, this.cursor);
        }
        const batch = await readBatch(this.database.pool, this.cursor, this.options.batchSize);
        if (batch.rows.length) await this.fanOut(batch.rows);
        this.cursor = batch.next;
        this.settle(read);
        if (batch.rows.length === this.options.batchSize) this.pollAgain = true;
        else if (batch.more) this.retrySoon(batch.rows.length > 0);
        else this.waitMs = 0;
      } while (this.pollAgain && !this.stopping);
    } catch (error) {
      if (!this.stopping) this.log.warn({ err: error }, 'realtime: reading the event log failed');
      this.retrySoon(false);
    } finally {
      this.polling = false;
    }
  }

  private settle(read: number): void {
    const ready = this.waiters.filter((w) => w.after < read);
    this.waiters = this.waiters.filter((w) => w.after >= read);
    for (const waiter of ready) waiter.resolve();
  }

  /** Rows wait behind an open transaction that may never notify: look again, backing off while nothing moves. */
  private retrySoon(progressed: boolean): void {
    this.waitMs = progressed || !this.waitMs ? 5 : Math.min(this.waitMs * 2, MAX_WAIT_MS);
    setTimeout(() => this.wake(), this.waitMs).unref();
  }

  private async fanOut(rows: LogRow[]): Promise<void> {
    const receivers = await receiversOf(this.database.db, rows, [...this.byUser.keys()]);
    const corked = new Set<Subscriber>();
    try {
      for (const row of rows) {
        const users = receivers(row);
        if (!users.size) continue;
        const message = Buffer.from(messageOf(row));
        for (const userId of users) {
          for (const subscriber of this.byUser.get(userId) ?? []) {
            if (!corked.has(subscriber)) {
              subscriber.cork();
              corked.add(subscriber);
            }
            subscriber.deliver(row.position, message);
          }
        }
      }
    } finally {
      for (const subscriber of corked) subscriber.uncork();
    }
    this.runSheets.changed(rows);
  }

  /** Replays what the socket missed after `since`, up to `bound` where the live stream it already holds begins. */
  private async catchUp(subscriber: Subscriber, bound: Position): Promise<void> {
    const { pool, db } = this.database;
    try {
      let cursor: Position | null = null;
      const from = subscriber.since === null ? null : await positionOf(pool, subscriber.since);
      if (from) {
        cursor = from;
        const verdicts = new Map<string, Promise<boolean>>();
        const allowed = (row: EventAudience) => {
          const key = `${row.weddingId}:${row.recipientId}`;
          if (!verdicts.has(key)) verdicts.set(key, mayReceive(db, subscriber.userId, row));
          return verdicts.get(key)!;
        };
        for (;;) {
          const rows = await readForUser(pool, subscriber.userId, cursor, bound, CATCH_UP_PAGE);
          for (const row of rows) {
            if (subscriber.closed) return;
            if (await allowed(row)) subscriber.sendAt(row.position, messageOf(row));
            cursor = row.position;
          }
          if (rows.length < CATCH_UP_PAGE) break;
        }
      }
      const head = await lastBefore(pool, bound);
      const at = cursor && head ? later(cursor, head) : (cursor ?? head ?? ORIGIN);
      subscriber.goLive(at, subscriber.since !== null && !from);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: catch-up failed');
      subscriber.close({ code: 1011, reason: 'Could not catch up; reconnect' });
    }
  }
}
