import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PROFILE_PHOTO_MAX_BYTES } from '../../../../../shared/constants';
import { fieldMessages } from '../../../../../shared/messages';
import { media, users } from '../../../../db/schema';
import { sniffImageType } from '../../../../lib/images';
import { HttpError } from '../../../../lib/problem';
import { findById, toUser } from '../../../../services/users';

const MEDIA_PREFIX = '/media/';

// Profile photo ('Choose photo'): multipart field `photo`, checked by content, stored in the database.
const photo: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.post('/me/photo/', { config: { permission: 'authenticated' } }, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, fieldMessages.photoType, { photo: [fieldMessages.photoType] });
    }
    const file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
    if (!file) throw new HttpError(400, fieldMessages.required, { photo: [fieldMessages.required] });
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw new HttpError(413, fieldMessages.photoTooLarge, { photo: [fieldMessages.photoTooLarge] });
      }
      throw error;
    }
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new HttpError(400, fieldMessages.photoType, { photo: [fieldMessages.photoType] });

    const userId = request.user!.id;
    const row = await db.transaction(async (tx) => {
      const previous = await findById(tx, userId);
      const [stored] = await tx
        .insert(media)
        .values({ ownerId: userId, contentType, bytes })
        .returning({ id: media.id });
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
  });
};

export default photo;
