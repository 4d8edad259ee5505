import { sql } from 'drizzle-orm';
import { boolean, customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// An email change waits here until the new address confirms it: nothing about the account changes before.
// The link's token is kept only as its hash; `used_at` makes a second use of the same link a clear refusal.
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** Per kind of notification, whether it shows in the app and whether it is mailed. */
export type NotificationPrefs = Record<string, { app: boolean; mail: boolean }>;

// One row per user who changed anything; no row means every default.
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefs: jsonb('prefs').$type<NotificationPrefs>().notNull().default({}),
  /** Mails of the day gathered into one, sent by the daily digest job. */
  digest: boolean('digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Mails owed for notifications: written in the notification's own transaction, sent by the job queue afterwards,
// so a mail goes out only for a change that committed and a failed send is retried.
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    /** A producer's own subject and body (a payment reminder's); otherwise the notification's text makes the mail. */
    subject: text('subject'),
    body: text('body'),
    digest: boolean('digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_mails_unsent_idx').on(t.digest, t.createdAt).where(sql`${t.sentAt} IS NULL`)],
);

// "Download my data": asked for, built by the job queue, kept until the next request or for 7 days.
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    bytes: bytea('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId), index('data_exports_pending_idx').on(t.status)],
);
