import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyDigestAnswer, historyDigestBody } from '../../../../../shared/historySchemas';
import { digestFrequency, setDigestFrequency } from '../../../../services/historyDigest';

// /update-settings: how often the mail of what changed in one's weddings comes (issue 34); off by default.
const historyDigest: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/me/history-digest/', { ...signedIn, schema: { response: { 200: historyDigestAnswer } } }, async (request) =>
    digestFrequency(db, request.user!.id),
  );

  app.put(
    '/me/history-digest/',
    { ...signedIn, schema: { body: historyDigestBody, response: { 200: historyDigestAnswer } } },
    async (request) => setDigestFrequency(db, request.user!.id, request.body.frequency),
  );
};

export default historyDigest;
