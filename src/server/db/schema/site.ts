import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { PhotoVariant } from './social';
import { version } from './version';
import { weddings } from './weddings';

// The wedding website, its logistics and add-ons: one row per wedding. Sections, logistics and add-ons are read and
// written whole by one couple at a time and never queried inside, so they are JSON validated by zod on the way in.
export const weddingSites = pgTable('wedding_sites', {
  weddingId: uuid('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('classic'),
  sections: jsonb('sections').notNull().default(sql`'[]'::jsonb`),
  logistics: jsonb('logistics').notNull().default(sql`'{}'::jsonb`),
  /** The logistics' own version (issue 31): a trigger bumps it when they change, not when another part does. */
  logisticsVersion: integer('logistics_version').notNull().default(1),
  addOns: jsonb('add_ons').notNull().default(sql`'{}'::jsonb`),
  /** argon2 hash of the password guests type once; null: the site is open. */
  passwordHash: text('password_hash'),
  rsvpDeadline: date('rsvp_deadline', { mode: 'string' }),
  mealOptions: jsonb('meal_options').notNull().default(sql`'[]'::jsonb`),
  /** Days before the RSVP deadline that households yet to answer get a reminder mail; null: no reminder. */
  rsvpReminderDays: integer('rsvp_reminder_days'),
  /** The couple's accent colour and heading font from the short lists (shared/siteThemes.ts); null: the theme's own. */
  accent: text('accent'),
  headingFont: text('heading_font'),
  /** The public pages' languages (issue 39), the default first; shared/siteLanguages.ts lists the codes. */
  languages: text('languages').array().notNull().default(sql`'{en}'::text[]`),
  /**
   * The couple's texts in the site's other languages (issue 39), by language: each section's title and body. A text
   * left empty (or a language missing) shows the default language's; shared/siteTypes.ts SiteTranslations.
   */
  translations: jsonb('translations').notNull().default(sql`'{}'::jsonb`),
  /** What a guest who found their invitation by name must answer before it opens (issue 35). */
  rsvpQuestion: text('rsvp_question', { enum: ['email', 'postcode', 'none'] })
    .notNull()
    .default('email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A household (a party invited together) answers the RSVP through its own private link.
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: version(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The private RSVP link's secret; kept readable because the couple copies and mails the link. */
    rsvpToken: text('rsvp_token').notNull(),
    message: text('message').notNull().default(''),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The deadline this household was last reminded of, so a reminder goes once and again only if it moves. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** When the last invitation mail the couple sent from Vowline went out to this household (issue 35). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When the household first opened its private RSVP link, and when last (issue 35). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** The short link's code (`/r/{code}`) printed on paper inserts; given the first time the inserts are printed. */
    shortCode: text('short_code'),
    /** Asked of a guest who finds the household by name, when the couple chose "their postcode". */
    postcode: text('postcode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('households_token_idx').on(t.rsvpToken),
    index('households_wedding_idx').on(t.weddingId),
    uniqueIndex('households_short_code_idx').on(t.shortCode),
  ],
);

export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    version: version(),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    side: text('side', { enum: ['partner1', 'partner2', 'both'] })
      .notNull()
      .default('both'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    plusOneAllowed: boolean('plus_one_allowed').notNull().default(false),
    child: boolean('child').notNull().default(false),
    tableName: text('table_name'),
    /** null: not answered yet. */
    attending: boolean('attending'),
    meal: text('meal'),
    dietary: text('dietary').notNull().default(''),
    plusOneName: text('plus_one_name'),
  },
  (t) => [index('guests_household_idx').on(t.householdId), index('guests_wedding_idx').on(t.weddingId)],
);

// The photos of the website's gallery, uploaded by the couple and re-encoded like a post's photos (resized copies in
// `media`, served with srcset).
export const weddingSitePhotos = pgTable(
  'wedding_site_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Smallest first; every id is a media row this photo owns and deletes with it. */
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wedding_site_photos_wedding_idx').on(t.weddingId, t.position)],
);
