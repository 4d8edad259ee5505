import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { guestEvents } from './guestEvents';
import { households } from './site';
import { weddings } from './weddings';

// Invitations the couple mails from the guest list (issue 35): one row per send (its subject and message), one per
// household it goes to. A household's row is claimed, mailed and marked sent in one transaction, so however many
// instances sweep the queue, and across a restart, each household gets a send's mail once.
export const invitationSends = pgTable(
  'invitation_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    households: integer('households').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An RSVP reminder for one guest event (issue 38): mailed only to households still to answer for it. */
    eventId: uuid('event_id').references(() => guestEvents.id, { onDelete: 'cascade' }),
    /** A scheduled send: its mails wait until then. */
    sendAt: timestamp('send_at', { withTimezone: true }),
  },
  (t) => [
    index('invitation_sends_wedding_idx').on(t.weddingId),
    index('invitation_sends_event_idx').on(t.eventId).where(sql`event_id IS NOT NULL`),
  ],
);

export const invitationMails = pgTable(
  'invitation_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => invitationSends.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invitation_mails_send_household').on(t.sendId, t.householdId),
    index('invitation_mails_pending_idx').on(t.createdAt).where(sql`sent_at IS NULL`),
  ],
);
