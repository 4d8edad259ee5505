import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_MAX_BYTES } from '../../../../../shared/constants';
import { fieldMessages } from '../../../../../shared/messages';
import { media, users } from '../../../../db/schema';
import { photoMessages, reencodeProfilePhoto, sniffImageType } from '../../../../lib/images';
import { HttpError } from '../../../../lib/problem';
import { someObject, UPLOAD, upload } from '../../../../lib/routeSchemas';
import { insertMedia } from '../../../../media/staging';
import { findById, toUser } from '../../../../services/users';

const MEDIA_PREFIX = '/media/';

// Reading an upload fails only on what the client sent (too large, or not well-formed multipart): a 4xx, never a 500.
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, fieldMessages.photoTooLarge, { photo: [fieldMessages.photoTooLarge] });
  if (status && status >= 400 && status < 500) return error;
  return new HttpError(400, 'The upload could not be read. Please choose the photo again.');
}

// Profile photo ('Choose photo'): multipart field `photo`, checked by content, re-encoded, put in the media store.
const photo: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/me/photo/',
    {
      config: { permission: 'authenticated' },
      schema: {
        consumes: UPLOAD,
        body: upload({}, { photo: 'The photo (JPEG, PNG, WebP or GIF).' }),
        response: { 200: someObject() },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, fieldMessages.photoType, { photo: [fieldMessages.photoType] });
      }
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
        // Only the `photo` field is the photo; a file under any other name is not one.
        if (file?.fieldname !== 'photo') {
          throw new HttpError(400, fieldMessages.required, { photo: [fieldMessages.required] });
        }
        bytes = await file.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      const contentType = sniffImageType(bytes);
      if (!contentType) throw new HttpError(400, fieldMessages.photoType, { photo: [fieldMessages.photoType] });
      // Re-encoded, like covers and post photos: no GPS position or other metadata is published, and a file that only
      // looks like an image, or claims a size that would take gigabytes to decode, is refused.
      const rendered = await reencodeProfilePhoto(bytes, contentType);
      if ('problem' in rendered) {
        const message = photoMessages[rendered.problem];
        throw new HttpError(400, message, { photo: [message] });
      }

      const userId = request.user!.id;
      const [stored] = await app.media.stage([{ contentType, bytes: rendered.bytes }]);
      const row = await db.transaction(async (tx) => {
        const previous = await findById(tx, userId);
        await insertMedia(tx, userId, [stored!]);
        const [updated] = await tx
          .update(users)
          .set({ image: `${MEDIA_PREFIX}${stored!.id}` })
          .where(eq(users.id, userId))
          .returning();
        const oldId = previous?.image?.startsWith(MEDIA_PREFIX) ? previous.image.slice(MEDIA_PREFIX.length) : undefined;
        if (oldId) await tx.delete(media).where(eq(media.id, oldId));
        return updated!;
      });
      return toUser(row, true);
    },
  );
};

export default photo;
