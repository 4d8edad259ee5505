import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// A wedding is the spec's "account": a page with a couple, a committee and followers.
export const weddings = pgTable(
  'weddings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    siteCoverImg: text('site_cover_img'),
    siteCoverCacheImg: text('site_cover_cache_img'),
    siteActive: boolean('site_active').notNull().default(false),
    /** 'open': a follow is immediate; 'approval': the couple approves each request. */
    followPolicy: text('follow_policy', { enum: ['open', 'approval'] })
      .notNull()
      .default('approval'),
    /** The wedding's IANA zone (issue 37): its day, its run-of-show and its due dates are on this clock. Weddings made
     * before it keep the GMT+3 of spec section 9, which Funds used for every wedding until then. */
    timeZone: text('time_zone').notNull().default('Etc/GMT-3'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weddings_slug_idx').on(sql`lower(${t.slug})`)],
);

// Members of a wedding with their role code: B and G are the couple; the rest is the committee.
export const weddingMembers = pgTable(
  'wedding_members',
  {
    /** The spec's couple entries carry an `id` of their own beside the user's `auth_id`. */
    id: uuid('id').notNull().defaultRandom().unique('wedding_members_id_key'),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] }), index('wedding_members_user_idx').on(t.userId)],
);

export const COUPLE_ROLES = ['B', 'G'] as const;

// One row per follower: 'requested' until the couple approves (or at once under the open policy).
export const weddingFollows = pgTable(
  'wedding_follows',
  {
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'approved'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.weddingId, t.userId] }),
    index('wedding_follows_user_idx').on(t.userId),
    index('wedding_follows_status_idx').on(t.weddingId, t.status),
  ],
);

// Invitations to the committee. The link's token is looked up by its hash; the raw token is kept only
// while the invitation is pending, so the invitee can see it in their list, and is erased once used.
export const weddingInvites = pgTable(
  'wedding_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    token: text('token'),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wedding_invites_token_idx').on(t.tokenHash),
    index('wedding_invites_wedding_idx').on(t.weddingId),
    index('wedding_invites_email_idx').on(sql`lower(${t.email})`),
    // One pending invitation per person and wedding; resending renews it instead of adding another.
    uniqueIndex('wedding_invites_pending_idx')
      .on(t.weddingId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Versions of what two heavy answers show, each the id of the last transaction that changed it: `board`, the task
 * board list (tasks, the order of their sections, assignees, comment counts); `page`, the wedding page's couple and
 * counts (members, the couple's names and photos, followers, posts, tasks done). Triggers deferred to the commit set
 * them, whoever wrote, cascades included (migration 0021's hand-written part); the access check reads them in its own
 * statement, and the answers are kept per wedding while their version is unchanged (lib/answerCache.ts, weddings.ts).
 * A wedding without a row, or a version of 0, has not changed since the versions began.
 */
export const weddingVersions = pgTable('wedding_versions', {
  weddingId: uuid('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  board: bigint('board', { mode: 'bigint' }).notNull().default(sql`0`),
  page: bigint('page', { mode: 'bigint' }).notNull().default(sql`0`),
});
