import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALBUM_LIMITS,
  ALBUM_STATUSES,
  type Album,
  type AlbumPhotoStatus,
  albumMessages as m,
} from '../../../shared/album';
import type { albumSettingsBody } from '../../../shared/albumSchemas';
import type { Db, Tx } from '../../db/client';
import { albumPhotos, weddingAlbums } from '../../db/schema';
import { about, recordChange } from '../../history/record';
import { HttpError } from '../../lib/problem';
import { emitEvent } from '../../realtime/emitEvent';
import { addOnsOf, siteRow } from '../site';
import { type AlbumRow, albumRow, ensureAlbum, newToken, uploadUrl } from './row';

// The guests' photo album's settings and its secret upload address. Whether it is on is its add-on; this row exists
// from the first time the couple turns it on, and keeps its token, retired tokens and settings.

export async function usedBytes(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${albumPhotos.bytes}), 0)` })
    .from(albumPhotos)
    .where(eq(albumPhotos.weddingId, weddingId));
  return Number(row?.n ?? 0);
}

export async function albumOf(db: Db | Tx, weddingId: string, publicUrl: string): Promise<Album> {
  const [row, site, used, counted] = await Promise.all([
    albumRow(db, weddingId),
    siteRow(db, weddingId),
    usedBytes(db, weddingId),
    db
      .select({ status: albumPhotos.status, n: sql<number>`count(*)::int` })
      .from(albumPhotos)
      .where(eq(albumPhotos.weddingId, weddingId))
      .groupBy(albumPhotos.status),
  ]);
  const counts = Object.fromEntries(ALBUM_STATUSES.map((s) => [s, 0])) as Record<AlbumPhotoStatus, number>;
  for (const c of counted) counts[c.status] = c.n;
  return {
    account: weddingId,
    enabled: addOnsOf(site).album.enabled,
    open: row?.open ?? true,
    mode: row?.mode ?? 'shared',
    moderation: row?.moderation ?? 'approve_first',
    size_cap_mb: row?.sizeCapMb ?? ALBUM_LIMITS.capDefaultMb,
    used_bytes: used,
    upload_url: row ? uploadUrl(publicUrl, row.token) : null,
    token: row?.token ?? null,
    counts,
  };
}

async function settingsSaved(
  tx: Tx,
  weddingId: string,
  by: string,
  changes: { field: string; before: unknown; after: unknown }[],
) {
  await emitEvent(tx, { stream: 'album', action: 'settings', weddingId, data: { by, account: weddingId } });
  await recordChange(tx, {
    ...about(weddingId, by, 'website', 'album', weddingId, 'Guests’ photo album'),
    action: 'updated',
    changes,
  });
}

export async function updateAlbumSettings(
  db: Db,
  by: string,
  weddingId: string,
  body: z.output<typeof albumSettingsBody>,
  publicUrl: string,
): Promise<Album> {
  await db.transaction(async (tx) => {
    const current = (await albumRow(tx, weddingId, true)) ?? (await ensureAlbum(tx, weddingId, by));
    const next = {
      open: body.open ?? current.open,
      mode: body.mode ?? current.mode,
      moderation: body.moderation ?? current.moderation,
      sizeCapMb: body.size_cap_mb ?? current.sizeCapMb,
    };
    const names = { open: 'open', mode: 'mode', moderation: 'moderation', sizeCapMb: 'size_cap_mb' } as const;
    const changes = (Object.keys(next) as (keyof typeof next)[])
      .filter((k) => next[k] !== current[k])
      .map((k) => ({ field: names[k], before: current[k], after: next[k] }));
    await tx
      .update(weddingAlbums)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(weddingAlbums.weddingId, weddingId));
    await settingsSaved(tx, weddingId, by, changes);
  });
  return albumOf(db, weddingId, publicUrl);
}

/** A new secret address: the old one (and every code printed with it) answers 410 from now on. */
export async function rotateAlbumToken(db: Db, by: string, weddingId: string, publicUrl: string): Promise<Album> {
  await db.transaction(async (tx) => {
    const current = (await albumRow(tx, weddingId, true)) ?? (await ensureAlbum(tx, weddingId, by));
    await tx
      .update(weddingAlbums)
      .set({ token: newToken(), retiredTokens: [...current.retiredTokens, current.token], updatedAt: new Date() })
      .where(eq(weddingAlbums.weddingId, weddingId));
    await settingsSaved(tx, weddingId, by, [{ field: 'upload_address', before: null, after: 'new address' }]);
  });
  return albumOf(db, weddingId, publicUrl);
}

/**
 * The album an upload address opens: 404 for an address that never was, 410 for a rotated one, and 410 while the album
 * is off or closed (a printed code keeps saying why).
 */
export async function albumByToken(db: Db | Tx, token: string): Promise<AlbumRow> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new HttpError(404, m.unknown);
  const [album] = await db.select().from(weddingAlbums).where(eq(weddingAlbums.token, token)).limit(1);
  if (!album) {
    const [retired] = await db
      .select({ id: weddingAlbums.weddingId })
      .from(weddingAlbums)
      .where(sql`${weddingAlbums.retiredTokens} @> ARRAY[${token}]::text[]`)
      .limit(1);
    throw new HttpError(retired ? 410 : 404, retired ? m.retired : m.unknown);
  }
  const enabled = addOnsOf(await siteRow(db, album.weddingId)).album.enabled;
  if (!enabled || !album.open) throw new HttpError(410, m.closed);
  return album;
}

export async function photoCount(db: Db | Tx, weddingId: string, status: AlbumPhotoStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.weddingId, weddingId), eq(albumPhotos.status, status)));
  return row?.n ?? 0;
}
