import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** PostgreSQL's 64-bit transaction id; read as text so no precision is lost. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

// The outbox: every change users should hear about writes one row here in its own transaction. `xid` orders rows by
// commit visibility: readers take only rows below their snapshot's xmin, so a row committed late is never skipped.
// The audience is a wedding (its members) or one recipient; the real-time hub and replay ask policy.ts who may see it.
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    stream: text('stream').notNull(),
    action: text('action').notNull(),
    weddingId: uuid('wedding_id'),
    recipientId: uuid('recipient_id'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_position_idx').on(t.xid, t.id),
    index('events_created_at_idx').on(t.createdAt),
    index('events_recipient_idx').on(t.recipientId, t.xid),
    index('events_wedding_idx').on(t.weddingId, t.xid),
    // Only the `socket` stream's genesis row (the first position a client can stand on) has no audience.
    check('events_audience', sql`${t.weddingId} IS NOT NULL OR ${t.recipientId} IS NOT NULL OR ${t.stream} = 'socket'`),
  ],
);

// Notifications a user receives; `users.unread_notifications_count` mirrors the unread ones.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    // Who did what the notification tells, shown as their face; null when no one did (a reminder, a digest).
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    check('notifications_text_length', sql`length(${t.text}) <= 500`),
  ],
);
