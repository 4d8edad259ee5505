import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { SOCIAL_LIMITS, socialMessages as sm } from '../../../../../shared/socialTypes';
import { HttpError } from '../../../../lib/problem';
import {
  photoError,
  type RenderedPhoto,
  renderPhoto,
  type StagedPhoto,
  stagePhotos,
} from '../../../../services/postPhotos';

/** What one upload form takes: its file field, how many files, and the message when there are more. */
export interface PhotoUpload {
  field: string;
  max: number;
  tooMany: string;
}

const POST_UPLOAD: PhotoUpload = { field: 'photos', max: SOCIAL_LIMITS.photos, tooMany: sm.tooManyPhotos };

/** The same refusal under the form's own field (renderPhoto names `photos`). */
function underField(error: unknown, field: string): unknown {
  if (!(error instanceof HttpError) || field === 'photos' || !error.errors?.photos) return error;
  return new HttpError(error.status, error.message, { [field]: error.errors.photos });
}

/**
 * The text fields and decoded photos of a multipart upload: every file in `upload.field`, at most `upload.max` of
 * them, each at most 5 MB, decoded and re-encoded by sharp (`renderPhoto`: type sniffed, pixel limit, no metadata)
 * before anything is written, then written to the media store (their rows are the caller's to add). Post photos, a
 * vendor business's photos, the website's gallery and a transaction's receipt use it.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  upload: PhotoUpload,
): Promise<{ fields: Record<string, string>; photos: StagedPhoto[] }> {
  const refuse = (status: number, message: string) => underField(photoError(status, message), upload.field);
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { files: upload.max + 1, fileSize: SOCIAL_LIMITS.photoBytes, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== upload.field) throw refuse(400, sm.photoType);
        if (files.length >= upload.max) throw refuse(400, upload.tooMany);
        files.push(await file.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refuse(400, upload.tooMany);
    if ((error as { statusCode?: number }).statusCode === 413) throw refuse(413, sm.photoTooLarge);
    throw refuse(400, sm.photoUnreadable);
  }
  // One at a time: decoding ten large photos at once would hold them all in memory on a small server.
  const photos: RenderedPhoto[] = [];
  try {
    for (const bytes of files) photos.push(await renderPhoto(bytes));
  } catch (error) {
    throw underField(error, upload.field);
  }
  return { fields, photos: await stagePhotos(request.server.media, photos) };
}

/** A post's upload (`text`, `account`, `audience` and up to ten files `photos`). */
export const readPostUpload = (request: FastifyRequest) => readPhotoUpload(request, POST_UPLOAD);
