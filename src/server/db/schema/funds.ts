import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { PhotoVariant } from './social';
import { weddingVendors } from './vendors';
import { version } from './version';
import { weddings } from './weddings';

// Funds, for the couple alone: where the money is (accounts), what it goes on (expense types, each with its planned
// share of the budget), what moved (transactions) and what is still to pay (the payment schedule). Amounts are
// integers in the currency's minor units (bigint, read as JS numbers: exact below 2^53, far above any wedding).
// A payment or transaction may name one of the wedding's vendors (`vendor_id`); removing the vendor from the list
// keeps the money and forgets the name (SET NULL).

/** One row per wedding, made on first use: its home currency, budget total and how early reminders go out. */
export const weddingFunds = pgTable(
  'wedding_funds',
  {
    weddingId: uuid('wedding_id')
      .primaryKey()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    homeCurrency: text('home_currency').notNull().default('USD'),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull().default(0),
    reminderDays: integer('reminder_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wedding_funds_budget_check', sql`${t.budgetMinor} >= 0`),
    check('wedding_funds_reminder_check', sql`${t.reminderDays} BETWEEN 0 AND 90`),
  ],
);

export const moneyAccounts = pgTable(
  'money_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    openingMinor: bigint('opening_minor', { mode: 'number' }).notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('money_accounts_name_idx').on(t.weddingId, sql`lower(${t.name})`)],
);

export const expenseTypes = pgTable(
  'expense_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The default it was seeded from (`venue`, `catering`, …); null for the couple's own. */
    key: text('key'),
    /** Its share of the budget, in the wedding's home currency. */
    plannedMinor: bigint('planned_minor', { mode: 'number' }).notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expense_types_name_idx').on(t.weddingId, sql`lower(${t.name})`),
    check('expense_types_planned_check', sql`${t.plannedMinor} >= 0`),
  ],
);

export interface ReceiptPhoto {
  width: number;
  height: number;
  /** Smallest first; every id is a media row the transaction owns. */
  variants: PhotoVariant[];
}

export const fundTransactions = pgTable(
  'fund_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => moneyAccounts.id, { onDelete: 'restrict' }),
    expenseTypeId: uuid('expense_type_id').references(() => expenseTypes.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => weddingVendors.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The account's currency when written: an account's currency never changes once it holds money. */
    currency: text('currency').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** A photo of the receipt, re-encoded like a post's photos; its media rows go with the transaction. */
    receipt: jsonb('receipt').$type<ReceiptPhoto>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fund_transactions_amount_check', sql`${t.amountMinor} > 0`),
    index('fund_transactions_wedding_idx').on(t.weddingId, t.createdAt, t.id),
    index('fund_transactions_totals_idx').on(t.weddingId, t.accountId, t.direction),
    // /media/{id} asks whether an image is a receipt's, to keep it out of shared caches.
    index('fund_transactions_receipt_idx').using('gin', sql`${t.receipt} jsonb_path_ops`),
  ],
);

export const fundPayments = pgTable(
  'fund_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    expenseTypeId: uuid('expense_type_id').references(() => expenseTypes.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => weddingVendors.id, { onDelete: 'set null' }),
    /** The transaction that paid it; deleting that transaction makes the payment due again. */
    transactionId: uuid('transaction_id').references(() => fundTransactions.id, { onDelete: 'set null' }),
    /** The due date a reminder went out for: moving the date arms the reminder again. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fund_payments_amount_check', sql`${t.amountMinor} > 0`),
    index('fund_payments_due_idx').on(t.weddingId, t.dueOn),
    uniqueIndex('fund_payments_transaction_idx').on(t.transactionId),
  ],
);
