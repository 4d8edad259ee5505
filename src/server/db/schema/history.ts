import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HistoryArea, HistoryChange, HistoryLevel } from '../../../shared/history';
import { users } from './accounts';
import { weddings } from './weddings';

// A wedding's history: one entry per change, written in the change's own transaction beside its event (the event
// log keeps 7 days for live updates; this keeps what changed for as long as the wedding exists). `level` is who may
// read it: the committee ('member') or the couple alone. `snapshot` holds a deleted item whole, so it can be restored.
export const historyEntries = pgTable(
  'history_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    area: text('area').$type<HistoryArea>().notNull(),
    level: text('level').$type<HistoryLevel>().notNull(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The item's name when the change was made ("Book the quartet"), so the entry reads well after a rename. */
    label: text('label').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull().default([]),
    snapshot: jsonb('snapshot'),
    /** The entry this one undid (an undo is a change of its own). */
    undoes: uuid('undoes'),
    // clock_timestamp: entries of one transaction keep their order, which "the last change to an item" relies on.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('history_wedding_idx').on(t.weddingId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The committee reads the entries of its level only: this keeps its pages (and their counts) in index order.
    index('history_level_idx').on(t.weddingId, t.level, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('history_area_idx').on(t.weddingId, t.area, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('history_actor_idx').on(t.weddingId, t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('history_item_idx').on(t.itemId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// "Since your last visit": per member and wedding, when they last opened it (`seen_at`) and where the visit they are
// on began to count from (`since`): a visit is a run of openings less than VISIT_GAP apart.
export const weddingVisits = pgTable(
  'wedding_visits',
  {
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] })],
);

// The optional mail of what changed (off by default): per user, 'daily' or 'weekly'; `sent` keys each period a mail
// went out for, so the job queue sends it once per member and period however many instances run.
export const historyDigests = pgTable('history_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency').$type<'off' | 'daily' | 'weekly'>().notNull().default('off'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const historyDigestSends = pgTable(
  'history_digest_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `daily:2031-06-01` or `weekly:2031-05-26`: the period a mail covered. */
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

// Changed items marked on their pages until seen (issue 34): per member and wedding, when they last saw each area's
// page (`scope` is an area: 'tasks', 'vendors', 'funds', 'guests'). Items others changed since are marked there.
export const historySeen = pgTable(
  'history_seen',
  {
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId, t.scope] })],
);
