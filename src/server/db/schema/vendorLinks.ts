import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tasks } from './planning';
import type { PhotoVariant } from './social';
import { vendorBusinesses, weddingVendors } from './vendors';

// What issue 15 added to the vendors after their first tables: a change to the expectations that one side proposes
// and the other accepts, the planning tasks a couple links to a vendor, and a business's photos.

/** At most one pending change per vendor: a new proposal (from either side) replaces the one it answers. */
export const vendorExpectationProposals = pgTable('vendor_expectation_proposals', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => weddingVendors.id, { onDelete: 'cascade' }),
  /** Who proposed it: 'couple' or 'vendor'; only the other side may accept it. */
  side: text('side', { enum: ['couple', 'vendor'] }).notNull(),
  deliverables: text('deliverables').notNull(),
  arrivalTime: text('arrival_time'),
  dayContacts: text('day_contacts').notNull(),
  /** Why the change, in the proposer's words. */
  note: text('note').notNull().default(''),
  proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
  proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Planning tasks the couple linked to a vendor on their list ("book the photographer", "send the shot list"). */
export const weddingVendorTasks = pgTable(
  'wedding_vendor_tasks',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => weddingVendors.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.taskId] }), index('wedding_vendor_tasks_task_idx').on(t.taskId)],
);

/** A business's photos on its public page, re-encoded like a post's photos. */
export const vendorBusinessPhotos = pgTable(
  'vendor_business_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => vendorBusinesses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Smallest first; every id is a media row this photo owns and deletes with it. */
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_business_photos_business_idx').on(t.businessId, t.position)],
);
