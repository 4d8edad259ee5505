import type { FastifyPluginAsync } from 'fastify';
import { historyDigestBody } from '../../../../../shared/historySchemas';
import { parse } from '../../../../lib/problem';
import { digestFrequency, setDigestFrequency } from '../../../../services/historyDigest';

// /update-settings: how often the mail of what changed in one's weddings comes (issue 34); off by default.
const historyDigest: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/me/history-digest/', signedIn, async (request) => digestFrequency(db, request.user!.id));

  app.put('/me/history-digest/', signedIn, async (request) => {
    const { frequency } = parse(historyDigestBody, request.body);
    return setDigestFrequency(db, request.user!.id, frequency);
  });
};

export default historyDigest;
