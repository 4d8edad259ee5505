import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { ALBUM_LIMITS, albumMessages as m } from '../../../shared/album';
import type { Db } from '../../db/client';
import { albumDownloadLinks, albumPhotos, COUPLE_ROLES, weddingMembers, weddings } from '../../db/schema';
import { HttpError } from '../../lib/problem';
import { isUuid } from '../../lib/uuid';
import { type AlbumPhotoRow, listAlbumPhotos } from './photos';

// The album's ZIP through a short-lived link (issue 36). The app's API takes a bearer token, which a browser's own
// download cannot send; fetching the ZIP with it would hold the whole file in the page's memory. So the couple asks
// for a link (signed in), and the browser navigates to it: the server streams the ZIP, the browser writes it to disk.
// The link is a random secret whose hash alone is kept, good for a few minutes and for its maker while they are still
// one of the couple.

/** How long a download link works: long enough to click, short enough that a copied link soon dies. */
export const DOWNLOAD_LINK_MINUTES = 10;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The photos a selection names, checked against the album: every id one of its photos, at most the limit. */
export async function selectedPhotos(db: Db, weddingId: string, ids: string[] | undefined): Promise<AlbumPhotoRow[]> {
  if (ids && (!ids.length || ids.length > ALBUM_LIMITS.selection || !ids.every(isUuid))) {
    throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
  }
  const wanted = ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : undefined;
  const rows = await listAlbumPhotos(db, weddingId, undefined, wanted);
  if (wanted && rows.length !== wanted.length) {
    throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
  }
  // Oldest first: the ZIP's numbering follows the day.
  return rows.reverse();
}

export async function createDownloadLink(
  db: Db,
  userId: string,
  weddingId: string,
  ids: string[] | undefined,
  publicUrl: string,
): Promise<{ url: string; expires_at: string; photos: number }> {
  const rows = await selectedPhotos(db, weddingId, ids);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // Links past their time are of no use to anyone: each new one clears them.
    await tx.delete(albumDownloadLinks).where(lt(albumDownloadLinks.expiresAt, new Date()));
    await tx.insert(albumDownloadLinks).values({
      tokenHash: hash(token),
      weddingId,
      userId,
      photoIds: ids ? rows.map((r) => r.id) : null,
      expiresAt,
    });
  });
  return { url: `${publicUrl}/album/download/${token}`, expires_at: expiresAt.toISOString(), photos: rows.length };
}

/** What a link downloads: the wedding's slug (the file's name) and the photos, oldest first. 404 unknown, 410 old. */
export async function openDownloadLink(db: Db, token: string): Promise<{ slug: string; rows: AlbumPhotoRow[] }> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new HttpError(404, m.noDownload);
  const [link] = await db
    .select({ link: albumDownloadLinks, slug: weddings.slug, role: weddingMembers.role })
    .from(albumDownloadLinks)
    .innerJoin(weddings, eq(weddings.id, albumDownloadLinks.weddingId))
    .leftJoin(
      weddingMembers,
      and(
        eq(weddingMembers.weddingId, albumDownloadLinks.weddingId),
        eq(weddingMembers.userId, albumDownloadLinks.userId),
        inArray(weddingMembers.role, [...COUPLE_ROLES]),
      ),
    )
    .where(eq(albumDownloadLinks.tokenHash, hash(token)));
  if (!link) throw new HttpError(404, m.noDownload);
  if (link.link.expiresAt.getTime() < Date.now() || !link.role) throw new HttpError(410, m.downloadExpired);
  const ids = link.link.photoIds ?? undefined;
  const rows = await listAlbumPhotos(db, link.link.weddingId, undefined, ids);
  return { slug: link.slug, rows: rows.reverse() };
}

/** The photos of an album by id (for a post): each one of its photos and approved. */
export async function approvedPhotos(db: Db, weddingId: string, ids: string[]): Promise<AlbumPhotoRow[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
  const rows = await db
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.weddingId, weddingId), inArray(albumPhotos.id, wanted)));
  if (rows.length !== wanted.length) throw new HttpError(400, m.selectionInvalid, { photos: [m.selectionInvalid] });
  if (rows.some((r) => r.status !== 'approved')) {
    throw new HttpError(409, m.postNotApproved, { photos: [m.postNotApproved] });
  }
  // In the order the couple chose them.
  return wanted.map((id) => rows.find((r) => r.id === id)!);
}
