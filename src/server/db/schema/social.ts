import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { weddings } from './weddings';

// The social core: posts (on a profile or a wedding page), their photos, comments and likes; people following
// people; each user's visibility settings; blocks; and what a user hid or reported.

/** One resized copy of a post photo, served from /media/{id}. */
export interface PhotoVariant {
  id: string;
  width: number;
}

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: a post on the author's own profile. */
    weddingId: uuid('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    /** Who sees a wedding post; a profile post follows the author's visibility settings instead. */
    audience: text('audience', { enum: ['followers', 'members', 'public'] })
      .notNull()
      .default('followers'),
    text: text('text').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // Feeds read each source's newest posts by these keys (a lateral probe per followed wedding or person).
    // NULLS FIRST, as `ORDER BY … DESC` means (lib/paging.ts keysetQuery): an index sorted DESC NULLS LAST cannot
    // give that order, and every feed page then read and sorted all of a source's posts.
    index('posts_wedding_created_idx').on(t.weddingId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The home feed's probe of a followed person reads their profile posts only (their wedding posts come with the
    // wedding), without stepping over the rest.
    index('posts_profile_created_idx')
      .on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.weddingId} IS NULL`),
    index('posts_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.audience} = 'public'`),
    check('posts_text_length', sql`length(${t.text}) <= 5000`),
  ],
);

export const postPhotos = pgTable(
  'post_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Smallest first; every id is a media row this photo owns and deletes with it. */
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
  },
  (t) => [
    index('post_photos_post_idx').on(t.postId, t.position),
    // /media/{id} asks which post an image is of, to keep a non-public post's photos out of shared caches.
    index('post_photos_variants_idx').using('gin', sql`${t.variants} jsonb_path_ops`),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    check('post_comments_text_length', sql`length(${t.text}) <= 2000`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_post_created_idx').on(t.postId, t.createdAt),
  ],
);

// A person following a person: 'requested' until approved when the followee asks to approve followers.
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'approved'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId, t.status),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

// A user's visibility settings; a user without a row has the defaults (see shared/socialTypes.ts).
export const userPrivacy = pgTable('user_privacy', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postsVisibility: text('posts_visibility', { enum: ['everyone', 'followers', 'only_me'] })
    .notNull()
    .default('everyone'),
  approveFollowers: boolean('approve_followers').notNull().default(false),
  searchable: boolean('searchable').notNull().default(true),
  messagesFrom: text('messages_from', { enum: ['everyone', 'followers', 'nobody'] })
    .notNull()
    .default('everyone'),
});

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

// Posts and comments a user chose not to see again.
export const hiddenContent = pgTable(
  'hidden_content',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A post id or a comment id. */
    contentId: uuid('content_id').notNull(),
    kind: text('kind', { enum: ['post', 'comment'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

// Reports of a wedding post or comment to the wedding's couple.
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_reports_wedding_idx').on(t.weddingId, t.createdAt)],
);
