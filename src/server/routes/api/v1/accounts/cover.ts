import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVER_MAX_BYTES, COVER_TYPES, weddingMessages as wm } from '../../../../../shared/weddings';
import { sniffImageType } from '../../../../lib/images';
import { HttpError } from '../../../../lib/problem';
import { hitLimit } from '../../../../lib/rateLimit';
import { someObject, UPLOAD, upload } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { toWedding } from '../../../../services/weddings';
import { type CoverType, coverError, renderCover, stageCover, storeCover } from '../../../../services/weddingsCover';

/** Reads the multipart field `cover`: one JPEG, PNG or WebP of at most COVER_MAX_BYTES, checked by content. */
async function readCover(request: FastifyRequest): Promise<{ bytes: Buffer; type: CoverType }> {
  if (!request.isMultipart()) throw coverError(415, wm.coverType);
  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
    if (file?.fieldname !== 'cover') throw coverError(400, wm.coverType);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw coverError(413, wm.coverTooLarge);
    throw coverError(400, wm.coverUnreadable);
  }
  const type = sniffImageType(bytes);
  if (!type || !(COVER_TYPES as readonly string[]).includes(type)) throw coverError(400, wm.coverType);
  return { bytes, type: type as CoverType };
}

// The couple's cover image ('Set cover image'): multipart field `cover`; a resized copy is made here.
const cover: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/:id/cover/',
    {
      config: { permission: 'wedding:update', target: 'account' },
      schema: {
        params: z.object({ id: z.string() }),
        consumes: UPLOAD,
        body: upload({}, { cover: 'The cover photo.' }),
        response: { 200: someObject() },
      },
    },
    async (request) => {
      const { wedding: row, standing } = accessOf(request);
      // Counted before the upload is read: every try costs a decode and a resize.
      await hitLimit(db, `cover:user:${request.user!.id}`, app.config.limits.coversPerUser, 'cover uploads');
      const { bytes, type } = await readCover(request);
      const staged = await stageCover(app.media, { ...(await renderCover(bytes, type)), type });
      const updated = await db.transaction((tx) => storeCover(tx, row, request.user!.id, staged));
      return toWedding(db, updated, standing);
    },
  );
};

export default cover;
