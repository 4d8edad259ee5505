import { eq, or, sql } from 'drizzle-orm';
import { isClientFrame, type TypingMessage } from '../../shared/realtime';
import type { Db } from '../db/client';
import { threadParticipants, userBlocks, users } from '../db/schema';
import { isUuid } from '../lib/uuid';
import type { Subscriber } from './subscriber';

// "Ana is typing…": a client says so up its socket; the server checks the thread is theirs and tells the thread's
// other participants, on every instance, through a NOTIFY of its own. Nothing is written: a typing signal is not an
// event of the log, is never replayed, and is simply lost if nobody is connected.

export const TYPING_CHANNEL = 'vowline_typing';

/** How long who-is-in-a-thread is trusted for a socket: a participant removed meanwhile is heard a little longer. */
const TRUST_MS = 30_000;
/**
 * One signal per user and thread per second at most, whatever a client sends. A signal inside the gap is not lost but
 * sent when the gap ends (once, however many came): after a message the client signals again at once, and that
 * second "is typing" must reach the others even when the last one went out a moment before.
 */
export const MIN_GAP_MS = 1_000;
const MAX_REMEMBERED = 10_000;

interface Known {
  to: string[];
  name: string;
  checkedAt: number;
  sentAt: number;
  /** A signal held until the gap ends, if one is. */
  held: ReturnType<typeof setTimeout> | null;
}

/** What one NOTIFY carries between instances. */
interface Relayed {
  to: string[];
  message: TypingMessage;
}

export class TypingRelay {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** A frame a client sent: a typing signal in a thread of theirs is relayed; anything else is ignored. */
  async fromClient(subscriber: Subscriber, raw: string): Promise<void> {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isClientFrame(frame) || !isUuid(frame.thread)) return;
    const key = `${subscriber.userId}:${frame.thread}`;
    const now = this.now();
    let known = this.known.get(key);
    if (known && now - known.sentAt < MIN_GAP_MS) {
      if (known.held) return;
      const held = known;
      const thread = frame.thread;
      held.held = setTimeout(
        () => {
          held.held = null;
          this.relay(held, subscriber.userId, thread).catch(this.onError);
        },
        MIN_GAP_MS - (now - known.sentAt),
      );
      held.held.unref();
      return;
    }
    if (!known || now - known.checkedAt > TRUST_MS) {
      const rows = await this.db
        .select({ id: threadParticipants.userId })
        .from(threadParticipants)
        .where(eq(threadParticipants.threadId, frame.thread));
      if (!rows.some((r) => r.id === subscriber.userId)) return;
      // Nobody on either side of a block with the typist hears them type.
      const apart = new Set(
        (
          await this.db
            .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
            .from(userBlocks)
            .where(or(eq(userBlocks.blockerId, subscriber.userId), eq(userBlocks.blockedId, subscriber.userId)))
        ).map((b) => (b.blocker === subscriber.userId ? b.blocked : b.blocker)),
      );
      const [me] = await this.db.select({ name: users.firstName }).from(users).where(eq(users.id, subscriber.userId));
      if (this.known.size >= MAX_REMEMBERED) this.forgetAll();
      known = {
        to: rows.map((r) => r.id).filter((id) => id !== subscriber.userId && !apart.has(id)),
        name: me?.name ?? '',
        checkedAt: now,
        sentAt: 0,
        held: null,
      };
      this.known.set(key, known);
    }
    await this.relay(known, subscriber.userId, frame.thread);
  }

  /** Forgets every thread's participants and drops held signals (when the map is full, and at shutdown). */
  forgetAll(): void {
    for (const known of this.known.values()) if (known.held) clearTimeout(known.held);
    this.known.clear();
  }

  private async relay(known: Known, userId: string, thread: string): Promise<void> {
    known.sentAt = this.now();
    const relayed: Relayed = {
      to: known.to,
      message: { stream: 'typing', action: 'start', data: { thread, user: { id: userId, first_name: known.name } } },
    };
    await this.db.execute(sql`SELECT pg_notify(${TYPING_CHANNEL}, ${JSON.stringify(relayed)})`);
  }
}

/** Delivers a relayed signal to this instance's sockets of its recipients. */
export function deliverTyping(payload: string, socketsOf: (userId: string) => Iterable<Subscriber>): void {
  let relayed: Relayed;
  try {
    relayed = JSON.parse(payload) as Relayed;
  } catch {
    return;
  }
  const text = JSON.stringify(relayed.message);
  for (const userId of relayed.to ?? []) for (const subscriber of socketsOf(userId)) subscriber.signal(text);
}
