import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    unreadMessagesCount: integer('unread_messages_count').notNull().default(0),
    unreadNotificationsCount: integer('unread_notifications_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account was deleted: the row stays as a "former member" so shared weddings keep their couple. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the owner proved the address is theirs (a mailed link, or a provider's `email_verified`); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Last password change, reset or "sign out everywhere": a provider's ID token issued before it is refused. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), uniqueIndex('users_slug_idx').on(t.slug)],
);

// Access tokens are opaque; only their SHA-256 is stored, so a database leak yields no usable token.
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A public handle for one signed-in device (the hash is never shown), its browser, and when it was last seen. */
    id: uuid('id').notNull().defaultRandom().unique('access_tokens_id_key'),
    device: text('device'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The embedded provider's grant this token was converted from: signing the device out ends that sign-in too. */
    providerGrant: text('provider_grant'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// A mailed link proving the address: it verifies `email` only while the account still has that email, once.
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

// An uploaded image's metadata; its bytes are an object in the media store (src/server/media/), keyed by the id.
// `bytes` is only set on rows from before the store, until `npm run media:migrate` moves them out.
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Objects written to the store whose media row may never commit: recorded (and committed) before the object is
// written, removed in the transaction that adds the row. What stays past the grace period is an orphan to sweep.
export const mediaPending = pgTable(
  'media_pending',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_pending_created_idx').on(t.createdAt)],
);

// Objects to delete from the store: a trigger on `media` adds one row per deleted media row, in the deleting
// transaction, whichever statement or cascade deleted it; the sweep job deletes the object, retrying until it can.
export const mediaDeletions = pgTable(
  'media_deletions',
  {
    id: uuid('id').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('media_deletions_next_idx').on(t.nextAttemptAt)],
);

// Fixed-window counters shared by every instance (sign-in and forgot-password limits).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
