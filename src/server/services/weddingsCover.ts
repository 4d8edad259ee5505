import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { type COVER_TYPES, weddingMessages as wm } from '../../shared/weddings';
import type { Tx } from '../db/client';
import { media, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { insertMedia, type Media, type StagedImage } from '../media/staging';
import type { WeddingRow } from './weddings';

const MEDIA_PREFIX = '/media/';
const CACHE_WIDTH = 1600;
// Far beyond any camera, yet small enough that a crafted "decompression bomb" is refused before it is decoded.
const MAX_PIXELS = 60_000_000;

export type CoverType = (typeof COVER_TYPES)[number];
export const coverError = (status: number, message: string) => new HttpError(status, message, { cover: [message] });

/**
 * The stored original (re-encoded, so camera metadata such as GPS positions never leaves) and the resized
 * copy pages show. An image that claims a type but does not decode is the client's error.
 */
export async function renderCover(bytes: Buffer, type: CoverType): Promise<{ original: Buffer; cached: Buffer }> {
  try {
    const image = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const original =
      type === 'image/png'
        ? await image().png().toBuffer()
        : type === 'image/webp'
          ? await image().webp({ quality: 90 }).toBuffer()
          : await image().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    const cached = await image()
      .resize({ width: CACHE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { original, cached };
  } catch {
    throw coverError(400, wm.coverUnreadable);
  }
}

/** Writes both images to the media store, before the transaction that points the wedding at them. */
export async function stageCover(
  store: Media,
  cover: { original: Buffer; cached: Buffer; type: CoverType },
): Promise<{ original: StagedImage; cached: StagedImage }> {
  const [original, cached] = await store.stage([
    { contentType: cover.type, bytes: cover.original },
    { contentType: 'image/webp', bytes: cover.cached },
  ]);
  return { original: original!, cached: cached! };
}

/** Adds both images' rows, points the wedding at them and deletes the cover they replace. */
export async function storeCover(
  tx: Tx,
  wedding: WeddingRow,
  ownerId: string,
  cover: { original: StagedImage; cached: StagedImage },
): Promise<WeddingRow> {
  await insertMedia(tx, ownerId, [cover.original, cover.cached]);
  const [updated] = await tx
    .update(weddings)
    .set({
      siteCoverImg: `${MEDIA_PREFIX}${cover.original.id}`,
      siteCoverCacheImg: `${MEDIA_PREFIX}${cover.cached.id}`,
    })
    .where(eq(weddings.id, wedding.id))
    .returning();
  const old = [wedding.siteCoverImg, wedding.siteCoverCacheImg]
    .filter((url): url is string => Boolean(url?.startsWith(MEDIA_PREFIX)))
    .map((url) => url.slice(MEDIA_PREFIX.length));
  if (old.length) await tx.delete(media).where(inArray(media.id, old));
  await recordChange(tx, {
    ...about(wedding.id, ownerId, 'website', 'cover', wedding.id, wedding.name),
    action: wedding.siteCoverImg ? 'updated' : 'created',
    changes: [{ field: 'cover', before: null, after: null }],
  });
  return updated!;
}
