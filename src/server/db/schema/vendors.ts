import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { weddingDayTasks } from './planning';
import { version } from './version';
import { weddings } from './weddings';

// Vendors: businesses registered in the vendor area (the directory) with their teams, the vendors on each wedding's
// list (linked to a business or typed by hand), what the couple expects of a linked vendor, and the run-of-show items
// assigned to one. Amounts are integers in minor units of the row's currency.

export const vendorBusinesses = pgTable(
  'vendor_businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Cities served, as typed. */
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    /** The same cities lower-cased, so the directory finds a city with one indexed `@>`. */
    cityKeys: text('city_keys').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_businesses_owner_idx').on(t.ownerId), index('vendor_businesses_category_idx').on(t.category)],
);

/** Other users who act for a business; the owner is on the team without a row. */
export const vendorTeamMembers = pgTable(
  'vendor_team_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => vendorBusinesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] }), index('vendor_team_members_user_idx').on(t.userId)],
);

/**
 * An invitation to act for a business, waiting for the person it names by email to accept it: nobody joins a team,
 * or is named to it, without saying yes.
 */
export const vendorTeamInvites = pgTable(
  'vendor_team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => vendorBusinesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_team_invites_business_email_idx').on(t.businessId, sql`lower(${t.email})`),
    index('vendor_team_invites_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const weddingVendors = pgTable(
  'wedding_vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The directory business this vendor is; null for one the couple typed in. */
    businessId: uuid('business_id').references(() => vendorBusinesses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    status: text('status').notNull().default('considering'),
    notes: text('notes').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    quotedPrice: bigint('quoted_price', { mode: 'number' }),
    depositAmount: bigint('deposit_amount', { mode: 'number' }),
    depositDue: date('deposit_due', { mode: 'string' }),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wedding_vendors_wedding_idx').on(t.weddingId, t.category),
    uniqueIndex('wedding_vendors_business_idx').on(t.weddingId, t.businessId).where(sql`${t.businessId} IS NOT NULL`),
    index('wedding_vendors_business_lookup_idx').on(t.businessId),
  ],
);

/** What the couple expects of one vendor on their list; confirmed by the vendor, unconfirmed by any change. */
export const vendorExpectations = pgTable('vendor_expectations', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => weddingVendors.id, { onDelete: 'cascade' }),
  deliverables: text('deliverables').notNull().default(''),
  arrivalTime: text('arrival_time'),
  dayContacts: text('day_contacts').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Run-of-show items assigned to a vendor on the wedding's list. */
export const weddingDayTaskVendors = pgTable(
  'wedding_day_task_vendors',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => weddingDayTasks.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => weddingVendors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.vendorId] }), index('wedding_day_task_vendors_vendor_idx').on(t.vendorId)],
);
