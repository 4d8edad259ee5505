import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { weddingVendors } from './vendors';
import { weddings } from './weddings';

// Issue 37: the run-of-show shared by private link with the people working the day, and the idempotency keys that
// let a phone replay its offline changes safely.

/** One named link per vendor or helper; whoever holds it reads the run sheet, nothing else of the wedding. */
export const runSheetLinks = pgTable(
  'run_sheet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The link's secret, like an RSVP link's: the couple copies it again from their list. */
    token: text('token').notNull(),
    /** When set, the link shows only the items assigned to this vendor of the wedding's list. */
    vendorId: uuid('vendor_id').references(() => weddingVendors.id, { onDelete: 'cascade' }),
    /** When set, the link shows only the items assigned to this member. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('run_sheet_links_token_idx').on(t.token), index('run_sheet_links_wedding_idx').on(t.weddingId)],
);

/** The first answer to a change sent with an `Idempotency-Key`, per caller: a replay gets it again, not a second change. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path`: the same key on another request is a 409, not that request's answer. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
