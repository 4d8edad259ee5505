import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ALBUM_LIMITS } from '../../../shared/album';
import type { Db, Tx } from '../../db/client';
import { weddingAlbums } from '../../db/schema';

// The album's row and its secret address (apart from the rest so that turning the add-on on can make it).

export type AlbumRow = typeof weddingAlbums.$inferSelect;

export const newToken = () => randomBytes(24).toString('base64url');

export const uploadUrl = (publicUrl: string, token: string) => `${publicUrl}/album/${token}`;

export async function albumRow(db: Db | Tx, weddingId: string, lock = false): Promise<AlbumRow | undefined> {
  const query = db.select().from(weddingAlbums).where(eq(weddingAlbums.weddingId, weddingId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The album's row, made with a fresh token the first time it is turned on (in the add-on's transaction). */
export async function ensureAlbum(tx: Tx, weddingId: string, by: string): Promise<AlbumRow> {
  await tx
    .insert(weddingAlbums)
    .values({ weddingId, token: newToken(), ownerId: by, sizeCapMb: ALBUM_LIMITS.capDefaultMb })
    .onConflictDoNothing();
  return (await albumRow(tx, weddingId))!;
}
