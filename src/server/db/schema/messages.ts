import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Private messages: a thread between a few people (two, or a small group), its participants with what each has read,
// and its messages. A thread is known by its set of people (`people_key`), so starting one with the same people again
// reuses it.

export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The participants' ids, sorted and joined: one thread per set of people. */
    peopleKey: text('people_key').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its newest message was written; null while it has none. The inbox is sorted by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [index('threads_last_message_idx').on(t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Messages of the others this participant has not read; `users.unread_messages_count` is their sum. */
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('thread_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A thread's pages are read newest first by this key, however long the thread grows.
    index('messages_thread_created_idx').on(t.threadId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('messages_text_length', sql`length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
