import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ALBUM_LIMITS, albumMessages as m } from '../../shared/album';
import { HttpError } from '../lib/problem';
import { fileError, renderAlbumPhoto } from '../services/album/images';
import type { StagedAlbumPhoto } from '../services/album/photos';

/**
 * A guest's upload: the `name` field and up to 30 files `photos`, 20 MB each. Each file is decoded and re-encoded (in
 * the image pool) and its files written to the media store as it arrives, so the server holds one photo at a time;
 * a refusal of any file throws, and what was written stays pending until the sweep removes it: nothing half-stored.
 */
export async function readGuestUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photos: StagedAlbumPhoto[] }> {
  const fields: Record<string, string> = {};
  const photos: StagedAlbumPhoto[] = [];
  let files = 0;
  let current: string | undefined;
  try {
    const parts = request.parts({
      limits: { files: ALBUM_LIMITS.photosPerRequest + 1, fileSize: ALBUM_LIMITS.photoBytes, fields: 5, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      current = file.filename || undefined;
      const bytes = await file.toBuffer();
      // A form sent with no file chosen still carries one empty part.
      if (!bytes.length && !file.filename) continue;
      if (file.fieldname !== 'photos') throw fileError(400, m.photoType, current);
      if (++files > ALBUM_LIMITS.photosPerRequest) throw fileError(400, m.tooMany);
      const rendered = await renderAlbumPhoto(bytes, current);
      const staged = await request.server.media.stage([
        { contentType: 'image/jpeg', bytes: rendered.original },
        ...rendered.variants.map((v) => ({ contentType: 'image/webp', bytes: v.bytes })),
      ]);
      photos.push({
        width: rendered.width,
        height: rendered.height,
        bytes: rendered.original.length + rendered.variants.reduce((sum, v) => sum + v.bytes.length, 0),
        originalId: staged[0]!.id,
        variants: rendered.variants.map((v, i) => ({ id: staged[i + 1]!.id, width: v.width })),
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw fileError(400, m.tooMany);
    if ((error as { statusCode?: number }).statusCode === 413) throw fileError(413, m.tooLarge, current);
    throw fileError(400, m.unreadable, current);
  }
  if (!photos.length) throw fileError(400, m.none);
  return { fields, photos };
}
