import sharp from 'sharp';
import type { PROFILE_PHOTO_TYPES } from '../../shared/constants';

type ImageType = (typeof PROFILE_PHOTO_TYPES)[number];

/** The image type its first bytes prove, whatever the upload claimed; undefined when it is not an image we take. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/** Far beyond any camera, yet small enough that a crafted "decompression bomb" is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 60_000_000;
/** A profile photo is shown small (avatars, the profile header): at most this wide and high once stored. */
const PROFILE_PHOTO_SIZE = 1024;

/** Why a profile photo was refused after its type was recognised (the client shows the server's words). */
export const photoMessages = {
  tooManyPixels: 'This photo has too many pixels. Choose one under 60 megapixels.',
  unreadable: 'This image could not be read. Please choose another one.',
} as const;

export type ProfilePhotoProblem = keyof typeof photoMessages;

/**
 * Decodes a profile photo under the pixel limit and writes a fresh image of the same type, at most 1024 px a side,
 * turned upright by its EXIF orientation. Nothing of the upload's metadata (GPS position, camera, comments) is
 * copied: sharp writes none unless asked to.
 */
export async function reencodeProfilePhoto(
  bytes: Buffer,
  type: ImageType,
): Promise<{ bytes: Buffer } | { problem: ProfilePhotoProblem }> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: type === 'image/gif' })
      .rotate()
      .resize({ width: PROFILE_PHOTO_SIZE, height: PROFILE_PHOTO_SIZE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 85 })
          : type === 'image/gif'
            ? image.gif()
            : image.jpeg({ quality: 85, mozjpeg: true });
    return { bytes: await encoded.toBuffer() };
  } catch (error) {
    // sharp says so in words: the header's size is checked before any pixel is decoded.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { problem: 'tooManyPixels' };
    return { problem: 'unreadable' };
  }
}
