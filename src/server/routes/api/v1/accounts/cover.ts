import type { FastifyPluginAsync } from 'fastify';
import { toWedding } from '../../../../services/weddings';
import { readCover, renderCover, storeCover } from '../../../../services/weddingsCover';
import { type IdParams, weddingOf } from './access';

// The couple's cover image ('Set cover image'): multipart field `cover`; a resized copy is made here.
const cover: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  app.post<IdParams>('/:id/cover/', { config: { permission: 'wedding:update' } }, async (request) => {
    const { row, standing } = weddingOf(request);
    const { bytes, type } = await readCover(request);
    const rendered = await renderCover(bytes, type);
    const updated = await db.transaction((tx) => storeCover(tx, row, request.user!.id, { ...rendered, type }));
    return toWedding(db, updated, standing);
  });
};

export default cover;
