import type { FastifyPluginAsync } from 'fastify';
import { deleteAccountBody } from '../../../../../shared/accountSchemas';
import { parse } from '../../../../lib/problem';
import { deleteAccount } from '../../../../services/accountDelete';
import { exportFile, latestExport, requestExport } from '../../../../services/dataExport';

// "Your data": downloading it (built in the background by the job queue) and deleting the account.
const accountData: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/me/export/', signedIn, async (request, reply) =>
    reply.code(202).send(await requestExport(db, request.user!.id)),
  );

  app.get('/me/export/', signedIn, async (request) => ({ export: await latestExport(db, request.user!.id) }));

  app.get<{ Params: { id: string } }>('/me/export/:id/download/', signedIn, async (request, reply) => {
    const bytes = await exportFile(db, request.user!.id, request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="vowline-data.zip"')
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  app.delete('/me/', signedIn, async (request, reply) => {
    const { password } = parse(deleteAccountBody, request.body);
    await deleteAccount(db, request.user!.id, password);
    return reply.code(204).send();
  });
};

export default accountData;
