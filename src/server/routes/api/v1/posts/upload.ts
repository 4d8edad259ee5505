import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { SOCIAL_LIMITS, socialMessages as sm } from '../../../../../shared/socialTypes';
import { HttpError } from '../../../../lib/problem';
import { photoError, type RenderedPhoto, renderPhoto } from '../../../../services/postPhotos';

/** The text fields and decoded photos of a multipart post (`text`, `account`, `audience`, files `photos`). */
export async function readPostUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photos: RenderedPhoto[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { files: SOCIAL_LIMITS.photos + 1, fileSize: SOCIAL_LIMITS.photoBytes, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'photos') throw photoError(400, sm.photoType);
        if (files.length >= SOCIAL_LIMITS.photos) throw photoError(400, sm.tooManyPhotos);
        files.push(await file.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw photoError(400, sm.tooManyPhotos);
    if ((error as { statusCode?: number }).statusCode === 413) throw photoError(413, sm.photoTooLarge);
    throw photoError(400, sm.photoUnreadable);
  }
  // One at a time: decoding ten large photos at once would hold them all in memory on a small server.
  const photos: RenderedPhoto[] = [];
  for (const bytes of files) photos.push(await renderPhoto(bytes));
  return { fields, photos };
}
