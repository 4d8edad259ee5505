import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountBody } from '../../../../../shared/accountSchemas';
import { noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { deleteAccount } from '../../../../services/accountDelete';
import { exportFile, latestExport, requestExport } from '../../../../services/dataExport';

// "Your data": downloading it (built in the background by the job queue) and deleting the account.
const accountData: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post(
    '/me/export/',
    { ...signedIn, schema: { body: noBody, response: { 202: someObject() } } },
    async (request, reply) => reply.code(202).send(await requestExport(db, request.user!.id)),
  );

  app.get('/me/export/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) => ({
    export: await latestExport(db, request.user!.id),
  }));

  app.get(
    '/me/export/:id/download/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request, reply) => {
      const bytes = await exportFile(db, request.user!.id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="vowline-data.zip"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/me/',
    { ...signedIn, schema: { body: deleteAccountBody, response: { 204: noContent } } },
    async (request, reply) => {
      const { password } = request.body;
      await deleteAccount(db, request.user!.id, password);
      return reply.code(204).send();
    },
  );
};

export default accountData;
