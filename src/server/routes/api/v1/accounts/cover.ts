import type { FastifyPluginAsync } from 'fastify';
import { accessOf } from '../../../../plugins/access';
import { toWedding } from '../../../../services/weddings';
import { readCover, renderCover, storeCover } from '../../../../services/weddingsCover';

type IdParams = { Params: { id: string } };

// The couple's cover image ('Set cover image'): multipart field `cover`; a resized copy is made here.
const cover: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const update = { config: { permission: 'wedding:update', target: 'account' } } as const;

  app.post<IdParams>('/:id/cover/', update, async (request) => {
    const { wedding: row, standing } = accessOf(request);
    const { bytes, type } = await readCover(request);
    const rendered = await renderCover(bytes, type);
    const updated = await db.transaction((tx) => storeCover(tx, row, request.user!.id, { ...rendered, type }));
    return toWedding(db, updated, standing);
  });
};

export default cover;
