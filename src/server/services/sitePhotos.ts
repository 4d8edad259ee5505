import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { siteMessages as m, SITE_LIMITS } from '../../shared/site';
import type { PostPhoto } from '../../shared/socialTypes';
import type { Db, Tx } from '../db/client';
import { media, weddingSitePhotos } from '../db/schema';
import { HttpError } from '../lib/problem';
import { type StagedPhoto, storeVariants, toPhoto } from './postPhotos';
import { upsertSite } from './site';

// The website's gallery: photos the couple uploads, read and re-encoded by the posts' upload code (sharp, its pixel
// limit, no metadata, widths for `srcset`). This keeps which wedding shows them, in what order, within the cap.

export async function galleryPhotos(db: Db | Tx, weddingId: string): Promise<PostPhoto[]> {
  const rows = await db
    .select()
    .from(weddingSitePhotos)
    .where(eq(weddingSitePhotos.weddingId, weddingId))
    .orderBy(asc(weddingSitePhotos.position), asc(weddingSitePhotos.addedAt));
  return rows.map(toPhoto);
}

/** Adds the decoded photos after the ones the gallery shows; over the cap, none is added. */
export async function addGalleryPhotos(
  db: Db,
  weddingId: string,
  by: string,
  photos: StagedPhoto[],
): Promise<PostPhoto[]> {
  return db.transaction(async (tx) => {
    // Two uploads at once must not both pass the cap: the site row is the wedding's lock for its gallery.
    await upsertSite(tx, weddingId, {}, { by, part: 'gallery' });
    const [shown] = await tx
      .select({ n: count() })
      .from(weddingSitePhotos)
      .where(eq(weddingSitePhotos.weddingId, weddingId));
    const start = shown?.n ?? 0;
    if (start + photos.length > SITE_LIMITS.galleryPhotos) {
      throw new HttpError(400, m.tooManyGalleryPhotos, { photos: [m.tooManyGalleryPhotos] });
    }
    for (const [i, photo] of photos.entries()) {
      const variants = await storeVariants(tx, by, photo);
      await tx.insert(weddingSitePhotos).values({
        weddingId,
        position: start + i,
        width: photo.width,
        height: photo.height,
        variants,
        addedBy: by,
      });
    }
    return galleryPhotos(tx, weddingId);
  });
}

export async function deleteGalleryPhoto(db: Db, weddingId: string, by: string, photoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(weddingSitePhotos)
      .where(and(eq(weddingSitePhotos.weddingId, weddingId), eq(weddingSitePhotos.id, photoId)))
      .returning();
    if (!row) throw new HttpError(404, m.noGalleryPhoto);
    await tx.delete(media).where(
      inArray(
        media.id,
        row.variants.map((v) => v.id),
      ),
    );
    await upsertSite(tx, weddingId, {}, { by, part: 'gallery' });
  });
}
