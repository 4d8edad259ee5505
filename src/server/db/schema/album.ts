import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { PhotoVariant } from './social';
import { weddings } from './weddings';

// The guests' photo album (issue 36): one row per wedding that turned it on once. Whether it is on is the `album`
// add-on (wedding_sites.add_ons); this row keeps its secret upload address and its settings.
export const weddingAlbums = pgTable(
  'wedding_albums',
  {
    weddingId: uuid('wedding_id')
      .primaryKey()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The secret of the upload address; kept readable because the couple prints it as a QR code. */
    token: text('token').notNull(),
    /** Tokens of addresses rotated away, so that an old printed code answers 410, not 404. */
    retiredTokens: text('retired_tokens').array().notNull().default(sql`'{}'::text[]`),
    open: boolean('open').notNull().default(true),
    mode: text('mode', { enum: ['shared', 'drop_box'] })
      .notNull()
      .default('shared'),
    moderation: text('moderation', { enum: ['approve_first', 'publish'] })
      .notNull()
      .default('approve_first'),
    sizeCapMb: integer('size_cap_mb').notNull().default(2048),
    /** Guests have no account: the album's images are owned (media.owner_id) by who turned it on. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wedding_albums_token_idx').on(t.token)],
);

export const albumPhotos = pgTable(
  'album_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'hidden'] }).notNull(),
    uploaderName: text('uploader_name').notNull().default(''),
    /** sha256 of the uploader's browser cookie: a drop box shows each browser its own photos. */
    uploaderKey: text('uploader_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** What the album stores for this photo (the original re-encoded and its copies), counted against its cap. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The re-encoded full-size JPEG (no metadata) that the ZIP holds. */
    originalId: uuid('original_id').notNull(),
    /** Smallest first; the WebP copies shown with srcset. */
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull(),
    /** The website gallery's copy of this photo, if the couple put it there. */
    galleryPhotoId: uuid('gallery_photo_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('album_photos_wedding_idx').on(t.weddingId, t.createdAt),
    index('album_photos_uploader_idx').on(t.weddingId, t.uploaderKey),
  ],
);

/**
 * A short-lived link to the album's ZIP (issue 36): the app signs in with a bearer token a browser's own download
 * cannot send, so the couple asks for a link (through the API, signed in) and the browser then navigates to it, which
 * streams the file to disk. Only the link's hash is kept; it works for a few minutes, for whoever made it while they
 * are still one of the couple.
 */
export const albumDownloadLinks = pgTable(
  'album_download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    weddingId: uuid('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A selection; null is the whole album. */
    photoIds: uuid('photo_ids').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('album_download_links_expires_idx').on(t.expiresAt)],
);
