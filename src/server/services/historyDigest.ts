import { and, eq, sql } from 'drizzle-orm';
import type { HistoryChange } from '../../shared/history';
import { isCoupleRole } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { historyDigestSends, historyDigests, users, weddingMembers, weddings } from '../db/schema';
import type { MailDeps } from '../mail';
import { entriesSince, toEntry } from './history';

// The optional mail of what changed in one's weddings (issue 34): off by default, daily or weekly (on Mondays), sent
// by the job queue at 07:00 UTC. A period's mail is claimed by inserting (user, period) in the transaction that sends
// it: a second instance waits on that row and then finds it taken, so each member gets one mail per period, and a
// failed send rolls the claim back for the next run.

export type DigestFrequency = 'off' | 'daily' | 'weekly';

export async function digestFrequency(db: Db, userId: string): Promise<{ frequency: DigestFrequency }> {
  const [row] = await db.select().from(historyDigests).where(eq(historyDigests.userId, userId));
  return { frequency: row?.frequency ?? 'off' };
}

export async function setDigestFrequency(db: Db, userId: string, frequency: DigestFrequency) {
  await db
    .insert(historyDigests)
    .values({ userId, frequency })
    .onConflictDoUpdate({ target: historyDigests.userId, set: { frequency, updatedAt: new Date() } });
  return { frequency };
}

const DAY = 86_400_000;

/** The mail's body: each wedding's changes by others, in words, newest last, with links. */
async function digestOf(
  db: Db | Tx,
  userId: string,
  since: Date,
  publicUrl: string,
): Promise<{ count: number; text: string }> {
  const seats = await db
    .select({ id: weddings.id, slug: weddings.slug, name: weddings.name, role: weddingMembers.role })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .where(eq(weddingMembers.userId, userId));
  const byId = new Map(seats.map((s) => [s.id, s]));
  const rows = await entriesSince(
    db,
    seats.map((s) => s.id),
    since,
  );
  const parts = new Map<string, string[]>();
  let count = 0;
  for (const { row, first } of rows) {
    const seat = byId.get(row.weddingId)!;
    const couple = isCoupleRole(seat.role);
    if (row.actorId === userId || (row.level === 'couple' && !couple)) continue;
    const reader = { userId, couple, mayEdit: () => false };
    const by = row.actorId && first ? { id: row.actorId, name: first } : null;
    const entry = toEntry({ ...row, changes: row.changes as HistoryChange[] }, seat.slug, by, false, reader);
    const line = `- ${entry.text}${entry.link ? `\n  ${new URL(entry.link, publicUrl)}` : ''}`;
    parts.set(seat.id, [...(parts.get(seat.id) ?? []), line]);
    count++;
  }
  const text = [...parts].map(([id, lines]) => `${byId.get(id)!.name}\n${lines.join('\n')}`).join('\n\n');
  return { count, text };
}

/** Sends the digests due `now` (daily every day, weekly on Mondays); returns how many mails went out. */
export async function sendHistoryDigests(db: Db, deps: MailDeps, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const monday = now.getUTCDay() === 1;
  const due = await db
    .select({
      userId: historyDigests.userId,
      frequency: historyDigests.frequency,
      email: users.email,
      first: users.firstName,
    })
    .from(historyDigests)
    .innerJoin(users, eq(users.id, historyDigests.userId))
    .where(and(sql`${historyDigests.frequency} <> 'off'`, monday ? undefined : eq(historyDigests.frequency, 'daily')));
  let sent = 0;
  for (const user of due) {
    const since = new Date(now.getTime() - (user.frequency === 'weekly' ? 7 : 1) * DAY);
    const mailed = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(historyDigestSends)
        .values({ userId: user.userId, period: `${user.frequency}:${today}` })
        .onConflictDoNothing()
        .returning();
      if (!claimed.length) return false;
      const { count, text } = await digestOf(tx, user.userId, since, deps.config.publicUrl);
      if (!count) return false;
      const period = user.frequency === 'weekly' ? 'this week' : 'today';
      await deps.mailer.send({
        to: user.email,
        subject: `What changed in your weddings ${period}: ${count} ${count === 1 ? 'change' : 'changes'}`,
        text: `Hi ${user.first},\n\nHere is what changed:\n\n${text}\n\nChoose how often you get this mail: ${new URL('/update-settings', deps.config.publicUrl)}\n\n${deps.config.productName}`,
        link: new URL('/update-settings', deps.config.publicUrl).toString(),
      });
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
