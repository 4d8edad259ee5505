import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { version } from './version';
import { weddings } from './weddings';

// Lists of people: a user's own ("Bridesmaids", public or private), or a wedding's, kept by its couple ("Thank-you
// notes"). Exactly one of owner and wedding is set, so one table and one set of services serve both.
export const peopleLists = pgTable(
  'people_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    weddingId: uuid('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('people_lists_owner_idx').on(t.ownerId, t.createdAt),
    index('people_lists_wedding_idx').on(t.weddingId, t.createdAt),
    check('people_lists_one_keeper', sql`(${t.ownerId} IS NULL) <> (${t.weddingId} IS NULL)`),
    check('people_lists_name_length', sql`length(${t.name}) BETWEEN 1 AND 60`),
    check('people_lists_description_length', sql`length(${t.description}) <= 280`),
  ],
);

export const peopleListMembers = pgTable(
  'people_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => peopleLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('people_list_members_user_idx').on(t.userId)],
);
