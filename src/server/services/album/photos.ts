import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ALBUM_LIMITS,
  type AlbumPhoto,
  type AlbumPhotoStatus,
  type AlbumWall,
  albumMessages as m,
} from '../../../shared/album';
import type { Db, Tx } from '../../db/client';
import { albumPhotos, COUPLE_ROLES, type PhotoVariant, weddingAlbums, weddingMembers, weddings } from '../../db/schema';
import { about, recordChange } from '../../history/record';
import { type Keyed, type KeysetWindow, keysetQuery } from '../../lib/paging';
import { HttpError } from '../../lib/problem';
import { insertMedia } from '../../media/staging';
import { emitEvent } from '../../realtime/emitEvent';
import { addOnsOf, siteRow } from '../site';
import { type AlbumRow, uploadUrl } from './row';

// The album's photos: guests add them through the upload address; the couple approves, hides or deletes them.

export type AlbumPhotoRow = typeof albumPhotos.$inferSelect;

/** A guest's photo whose files are in the media store, waiting for its row (the original, then the copies). */
export interface StagedAlbumPhoto {
  width: number;
  height: number;
  bytes: number;
  originalId: string;
  variants: PhotoVariant[];
}

export function toAlbumPhoto(row: AlbumPhotoRow): AlbumPhoto {
  const sorted = [...row.variants].sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    status: row.status,
    uploader_name: row.uploaderName,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    src: `/media/${sorted.at(-1)!.id}`,
    srcset: sorted.map((v) => `/media/${v.id} ${v.width}w`).join(', '),
    original: `/media/${row.originalId}`,
    in_gallery: row.galleryPhotoId !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Who owns the album's images (media.owner_id): who turned it on, or one of the couple if they left. */
async function imageOwner(tx: Tx, album: AlbumRow): Promise<string> {
  if (album.ownerId) return album.ownerId;
  const [couple] = await tx
    .select({ id: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, album.weddingId), inArray(weddingMembers.role, [...COUPLE_ROLES])))
    .limit(1);
  if (!couple) throw new HttpError(410, m.closed);
  return couple.id;
}

/**
 * Adds a guest's staged photos in one transaction, within the album's size cap: all of them or none (their files stay
 * pending and are swept). Each one is told to the wedding's members; an approved one travels whole, for the wall.
 */
export async function addGuestPhotos(
  db: Db,
  token: string,
  photos: StagedAlbumPhoto[],
  uploader: { name: string; key: string },
): Promise<AlbumPhoto[]> {
  return db.transaction(async (tx) => {
    // The album row is the lock: two uploads at once must not both pass the cap, nor one pass a rotation.
    const [album] = await tx.select().from(weddingAlbums).where(eq(weddingAlbums.token, token)).for('update');
    if (!album?.open) throw new HttpError(410, album ? m.closed : m.retired);
    const [used] = await tx
      .select({ n: sql<string>`coalesce(sum(${albumPhotos.bytes}), 0)` })
      .from(albumPhotos)
      .where(eq(albumPhotos.weddingId, album.weddingId));
    const adding = photos.reduce((sum, p) => sum + p.bytes, 0);
    if (Number(used?.n ?? 0) + adding > album.sizeCapMb * 1024 * 1024) {
      throw new HttpError(413, m.full, { photos: [m.full] });
    }
    const owner = await imageOwner(tx, album);
    const status: AlbumPhotoStatus = album.moderation === 'publish' ? 'approved' : 'pending';
    await insertMedia(tx, owner, [
      ...photos.map((p) => ({ id: p.originalId, contentType: 'image/jpeg' })),
      ...photos.flatMap((p) => p.variants.map((v) => ({ id: v.id, contentType: 'image/webp' }))),
    ]);
    const rows = await tx
      .insert(albumPhotos)
      .values(
        photos.map((p) => ({
          weddingId: album.weddingId,
          status,
          uploaderName: uploader.name,
          uploaderKey: uploader.key,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          originalId: p.originalId,
          variants: p.variants,
        })),
      )
      .returning();
    const added = rows.map(toAlbumPhoto);
    for (const photo of added) {
      await emitEvent(tx, {
        stream: 'album',
        action: 'create',
        weddingId: album.weddingId,
        data: { id: photo.id, status, ...(status === 'approved' ? { photo } : {}) },
      });
    }
    return added;
  });
}

/** What the upload page shows a guest: the album's approved photos (shared), or this browser's own (drop box). */
export async function guestPhotos(db: Db | Tx, album: AlbumRow, uploaderKey: string | null): Promise<AlbumPhoto[]> {
  if (album.mode === 'drop_box' && !uploaderKey) return [];
  const rows = await db
    .select()
    .from(albumPhotos)
    .where(
      and(
        eq(albumPhotos.weddingId, album.weddingId),
        album.mode === 'shared'
          ? eq(albumPhotos.status, 'approved')
          : and(eq(albumPhotos.uploaderKey, uploaderKey!), inArray(albumPhotos.status, ['pending', 'approved'])),
      ),
    )
    .orderBy(desc(albumPhotos.createdAt))
    .limit(60);
  return rows.map(toAlbumPhoto);
}

export async function listAlbumPhotos(
  db: Db | Tx,
  weddingId: string,
  status?: AlbumPhotoStatus,
  ids?: string[],
): Promise<AlbumPhotoRow[]> {
  return db
    .select()
    .from(albumPhotos)
    .where(
      and(
        eq(albumPhotos.weddingId, weddingId),
        status ? eq(albumPhotos.status, status) : undefined,
        ids ? inArray(albumPhotos.id, ids) : undefined,
      ),
    )
    .orderBy(desc(albumPhotos.createdAt), desc(albumPhotos.id));
}

/** The moderation list a page at a time, newest first by (created_at, id): arrivals never shift a page. */
export async function pageAlbumPhotos(
  db: Db,
  weddingId: string,
  status: AlbumPhotoStatus | undefined,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<AlbumPhoto>[] }> {
  const page = keysetQuery(albumPhotos.createdAt, albumPhotos.id, window);
  const mine = and(eq(albumPhotos.weddingId, weddingId), status ? eq(albumPhotos.status, status) : undefined);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(albumPhotos).where(mine),
    db
      .select({ row: albumPhotos, key: page.key })
      .from(albumPhotos)
      .where(and(mine, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  ]);
  return {
    count: total?.n ?? 0,
    rows: page.newestFirst(rows.map(({ row, key }) => ({ key, item: toAlbumPhoto(row) }))),
  };
}

export async function waitingCount(db: Db, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.weddingId, weddingId), eq(albumPhotos.status, 'pending')));
  return row?.n ?? 0;
}

async function photoRow(tx: Tx, weddingId: string, id: string): Promise<AlbumPhotoRow> {
  const [row] = await tx
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.weddingId, weddingId), eq(albumPhotos.id, id)))
    .for('update');
  if (!row) throw new HttpError(404, m.noPhoto);
  return row;
}

const label = (row: AlbumPhotoRow) => (row.uploaderName ? `Photo from ${row.uploaderName}` : 'A guest’s photo');

export async function setAlbumPhotoStatus(
  db: Db,
  by: string,
  weddingId: string,
  id: string,
  status: 'approved' | 'hidden',
): Promise<AlbumPhoto> {
  return db.transaction(async (tx) => {
    const before = await photoRow(tx, weddingId, id);
    const [row] = await tx.update(albumPhotos).set({ status }).where(eq(albumPhotos.id, id)).returning();
    const photo = toAlbumPhoto(row!);
    await emitEvent(tx, {
      stream: 'album',
      action: 'update',
      weddingId,
      data: { by, id, status, ...(status === 'approved' ? { photo } : {}) },
    });
    await recordChange(tx, {
      ...about(weddingId, by, 'website', 'album_photo', id, label(row!)),
      action: 'updated',
      changes: before.status === status ? [] : [{ field: 'status', before: before.status, after: status }],
    });
    return photo;
  });
}

export async function deleteAlbumPhoto(db: Db, by: string, weddingId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await photoRow(tx, weddingId, id);
    // The photo's images go with it (a trigger of the migration deletes their media rows).
    await tx.delete(albumPhotos).where(eq(albumPhotos.id, id));
    await emitEvent(tx, { stream: 'album', action: 'delete', weddingId, data: { by, id } });
    await recordChange(tx, { ...about(weddingId, by, 'website', 'album_photo', id, label(row)), action: 'deleted' });
  });
}

export async function markInGallery(db: Db, by: string, weddingId: string, id: string, galleryPhotoId: string) {
  return db.transaction(async (tx) => {
    await photoRow(tx, weddingId, id);
    const [row] = await tx.update(albumPhotos).set({ galleryPhotoId }).where(eq(albumPhotos.id, id)).returning();
    const photo = toAlbumPhoto(row!);
    await emitEvent(tx, { stream: 'album', action: 'update', weddingId, data: { by, id, status: row!.status, photo } });
    return photo;
  });
}

export async function approvedPhoto(db: Db | Tx, weddingId: string, id: string): Promise<AlbumPhotoRow> {
  const [row] = await db
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.weddingId, weddingId), eq(albumPhotos.id, id)));
  if (!row) throw new HttpError(404, m.noPhoto);
  if (row.status !== 'approved') throw new HttpError(409, m.notApproved);
  return row;
}

/** The live wall's start: the newest approved photos, oldest first (the order a slideshow plays), and the address. */
export async function wallOf(db: Db, weddingId: string, publicUrl: string): Promise<AlbumWall> {
  const [[wedding], [album], site, rows] = await Promise.all([
    db.select({ name: weddings.name }).from(weddings).where(eq(weddings.id, weddingId)),
    db.select().from(weddingAlbums).where(eq(weddingAlbums.weddingId, weddingId)),
    siteRow(db, weddingId),
    db
      .select()
      .from(albumPhotos)
      .where(and(eq(albumPhotos.weddingId, weddingId), eq(albumPhotos.status, 'approved')))
      .orderBy(desc(albumPhotos.createdAt))
      .limit(ALBUM_LIMITS.wall),
  ]);
  // The corner's code only while it takes photos: a closed album's wall plays on without it.
  const taking = album?.open && addOnsOf(site).album.enabled ? album : null;
  return {
    account: weddingId,
    name: wedding?.name ?? '',
    upload_url: taking ? uploadUrl(publicUrl, taking.token) : null,
    token: taking?.token ?? null,
    photos: rows.reverse().map(toAlbumPhoto),
  };
}
