import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weddings_slug_idx').on(sql`lower(${t.slug})`)],
);

// Members of a wedding with their role code: B and G are the couple; the rest is the committee.
export const weddingMembers = pgTable(
  'wedding_members',
  {
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
