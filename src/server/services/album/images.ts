import pLimit from 'p-limit';
import sharp from 'sharp';
import { ALBUM_TYPES, albumMessages as m } from '../../../shared/album';
import { MAX_IMAGE_PIXELS, sniffImageType } from '../../lib/images';
import { HttpError } from '../../lib/problem';

// A guest's photo, decoded and re-encoded by sharp under the pixel limit, with no metadata: a full-size JPEG (what the
// ZIP keeps) and WebP copies for srcset. The work runs in a bounded pool so that a room of guests uploading at once
// queues for the image workers instead of starving every other request of CPU and memory.

const WIDTHS = [320, 1080, 1600] as const;

export interface RenderedAlbumPhoto {
  width: number;
  height: number;
  original: Buffer;
  variants: { width: number; bytes: Buffer }[];
}

/** The refusal of one file, under the form's `photos` field, naming the file when it has a name. */
export const fileError = (status: number, message: string, filename?: string) =>
  new HttpError(status, filename ? `${filename}: ${message}` : message, {
    photos: [filename ? `${filename}: ${message}` : message],
  });

/** HEIC and HEIF (iPhone) start with an ISO box `ftyp` whose brand says so. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  return /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif)$/.test(bytes.subarray(8, 12).toString('latin1'));
}

let pool = pLimit(2);

/** How many photos are decoded at once across the whole instance (IMAGE_WORKERS). */
export function setImageWorkers(n: number): void {
  pool = pLimit(Math.max(1, n));
}

export function renderAlbumPhoto(bytes: Buffer, filename?: string): Promise<RenderedAlbumPhoto> {
  const type = sniffImageType(bytes);
  if (!type || !(ALBUM_TYPES as readonly string[]).includes(type)) {
    return Promise.reject(fileError(400, isHeic(bytes) ? m.heic : type ? m.photoType : m.notImage, filename));
  }
  return pool(async () => {
    try {
      // Decoded once, upright; every file is then encoded from these pixels (a JPEG decode costs more than a resize).
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = info;
      const pixels = () => sharp(data, { raw: { width, height, channels } });
      const wanted = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1)!)])];
      const [original, ...copies] = await Promise.all([
        pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer(),
        ...wanted.map((w) => pixels().resize({ width: w }).webp({ quality: 78, effort: 2 }).toBuffer()),
      ]);
      return { width, height, original: original!, variants: wanted.map((w, i) => ({ width: w, bytes: copies[i]! })) };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw fileError(400, 'This photo has too many pixels. Choose one under 60 megapixels.', filename);
      }
      throw fileError(400, m.unreadable, filename);
    }
  });
}
