import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { POST_PHOTO_TYPES, type PostPhoto, socialMessages as sm } from '../../shared/socialTypes';
import type { Tx } from '../db/client';
import { media, type PhotoVariant, postPhotos } from '../db/schema';
import { sniffImageType } from '../lib/images';
import { HttpError } from '../lib/problem';
import { insertMedia, type Media } from '../media/staging';

// Post photos: every upload is decoded and re-encoded by sharp (so no metadata such as GPS positions survives and a
// file that only claims to be an image is refused), under a pixel limit against decompression bombs, into a few
// widths served with `srcset`. All photos are decoded before anything is written: a post whose third photo fails
// leaves no post and no image. Their copies are then written to the media store (`stagePhotos`) before the
// transaction that adds their rows, which `storeVariants` does.

const WIDTHS = [320, 640, 1080, 1600] as const;
const MAX_PIXELS = 60_000_000;

export interface RenderedPhoto {
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

export const photoError = (status: number, message: string) => new HttpError(status, message, { photos: [message] });

export async function renderPhoto(bytes: Buffer): Promise<RenderedPhoto> {
  const type = sniffImageType(bytes);
  if (!type || !(POST_PHOTO_TYPES as readonly string[]).includes(type)) throw photoError(400, sm.photoType);
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = meta.info;
    const wanted = [...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1)!)];
    const variants = await Promise.all(
      [...new Set(wanted)].map(async (w) => ({
        width: w,
        bytes: await sharp(meta.data).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    const scale = Math.min(1, WIDTHS.at(-1)! / width);
    return { width: Math.round(width * scale), height: Math.round(height * scale), variants };
  } catch {
    throw photoError(400, sm.photoUnreadable);
  }
}

/** A decoded photo whose copies are in the media store, waiting for their rows (smallest first). */
export interface StagedPhoto {
  width: number;
  height: number;
  variants: { id: string; width: number }[];
}

/** Writes every copy of these decoded photos to the media store, before the transaction that keeps them. */
export async function stagePhotos(store: Media, photos: RenderedPhoto[]): Promise<StagedPhoto[]> {
  const flat = photos.flatMap((p) => p.variants);
  const ids = await store.stage(flat.map((v) => ({ contentType: 'image/webp', bytes: v.bytes })));
  let next = 0;
  return photos.map((p) => ({
    width: p.width,
    height: p.height,
    variants: p.variants.map((v) => ({ id: ids[next++]!.id, width: v.width })),
  }));
}

/**
 * Adds a staged photo's media rows, owned by `ownerId`: the variants a photo row keeps (a post's, a vendor
 * business's, a wedding website's gallery, a transaction's receipt); the caller keeps the ids, smallest first.
 */
export async function storeVariants(tx: Tx, ownerId: string, photo: StagedPhoto): Promise<PhotoVariant[]> {
  await insertMedia(
    tx,
    ownerId,
    photo.variants.map((v) => ({ id: v.id, contentType: 'image/webp' })),
  );
  return photo.variants.map((v) => ({ id: v.id, width: v.width }));
}

export async function storePhotos(tx: Tx, postId: string, ownerId: string, photos: StagedPhoto[]): Promise<void> {
  for (const [position, photo] of photos.entries()) {
    const variants = await storeVariants(tx, ownerId, photo);
    await tx.insert(postPhotos).values({ postId, position, width: photo.width, height: photo.height, variants });
  }
}

/** Deletes the images of these posts' photos (the photo rows go with their posts). */
export async function deletePhotoMedia(tx: Tx, postIds: string[]): Promise<void> {
  if (!postIds.length) return;
  const rows = await tx
    .select({ variants: postPhotos.variants })
    .from(postPhotos)
    .where(inArray(postPhotos.postId, postIds));
  const ids = rows.flatMap((r) => r.variants.map((v) => v.id));
  if (ids.length) await tx.delete(media).where(inArray(media.id, ids));
}

/** Any stored photo row (a post's, a vendor business's) as pages show it. */
export function toPhoto(row: Pick<typeof postPhotos.$inferSelect, 'id' | 'width' | 'height' | 'variants'>): PostPhoto {
  const sorted = [...row.variants].sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    src: `/media/${sorted.at(-1)!.id}`,
    srcset: sorted.map((v) => `/media/${v.id} ${v.width}w`).join(', '),
  };
}
