import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { guests } from './site';
import { weddings } from './weddings';

// The events guests are invited to (welcome dinner, ceremony, reception...). Day and times are the wedding's own
// wall-clock values, kept as `date` and `time` so they read the same whatever time zone the wedding later names.
export const guestEvents = pgTable(
  'guest_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }),
    startsAt: time('starts_at'),
    endsAt: time('ends_at'),
    place: text('place').notNull().default(''),
    dressCode: text('dress_code').notNull().default(''),
    mealOptions: jsonb('meal_options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Never on the public site; shown only to the households invited to it, through their RSVP link. */
    private: boolean('private').notNull().default(false),
    /** The couple plans who sits where for this event. */
    seating: boolean('seating').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_events_wedding_idx').on(t.weddingId, t.position)],
);

// One guest invited to one event, and their answer for it (null: not answered yet).
export const guestEventInvites = pgTable(
  'guest_event_invites',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => guestEvents.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    attending: boolean('attending'),
    meal: text('meal'),
    dietary: text('dietary').notNull().default(''),
    plusOneName: text('plus_one_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Their table at this event, when it has seating. */
    tableId: uuid('table_id').references(() => seatingTables.id, { onDelete: 'set null' }),
    /** Taken off their seat by a decline: shown to the couple until they seat or dismiss them. */
    unseatedByDecline: boolean('unseated_by_decline').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.guestId] }),
    index('guest_event_invites_guest_idx').on(t.guestId),
    index('guest_event_invites_wedding_idx').on(t.weddingId),
  ],
);

// A table of an event's floor plan; x and y are its centre, in hundredths of the plan's width and height.
export const seatingTables = pgTable(
  'seating_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references((): AnyPgColumn => guestEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shape: text('shape', { enum: ['round', 'long'] })
      .notNull()
      .default('round'),
    capacity: integer('capacity').notNull(),
    x: integer('x').notNull().default(50),
    y: integer('y').notNull().default(50),
  },
  (t) => [index('seating_tables_event_idx').on(t.eventId)],
);

// A couple's seating rule: these guests together or apart, or these guests near one table.
export const seatingRules = pgTable(
  'seating_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => guestEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['together', 'apart', 'near'] }).notNull(),
    /** The guests it names (a household named in the rule stands for all its guests, expanded when saved). */
    guestIds: uuid('guest_ids').array().notNull(),
    tableId: uuid('table_id').references(() => seatingTables.id, { onDelete: 'cascade' }),
  },
  (t) => [index('seating_rules_event_idx').on(t.eventId)],
);
