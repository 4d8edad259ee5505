import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guests, households } from './site';
import { version } from './version';
import { weddings } from './weddings';

// The thank-you tracker: a gift a household (or one of its guests) gave, and whether the couple's card went out.
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The guest who gave it, when it was one person's rather than the household's. */
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    cardSent: boolean('card_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gifts_wedding_idx').on(t.weddingId), index('gifts_household_idx').on(t.householdId)],
);
