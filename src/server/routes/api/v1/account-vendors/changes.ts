import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proposalBody, vendorTasksBody } from '../../../../../shared/vendorsSchemas';
import { isCoupleRole } from '../../../../../shared/weddings';
import { wholeList } from '../../../../lib/paging';
import { listOf, noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { acceptChange, dropChange, proposeChange } from '../../../../services/vendorProposals';
import { setVendorTasks, vendorTasks } from '../../../../services/vendorTasks';

/** Which side the caller speaks for: the policy let only the couple and the linked vendor through. */
const sideOf = (request: FastifyRequest) => (isCoupleRole(accessOf(request).standing.role) ? 'couple' : 'vendor');

// A change to the expectations proposed by one side and answered by the other, and the planning tasks linked to a
// vendor (the wedding's members read them; the vendor never does).
const changes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const negotiate = {
    config: { permission: 'wedding:vendors.expectations.propose', target: 'weddingVendor' },
  } as const;

  app.post(
    '/:id/expectations/proposal/',
    {
      ...negotiate,
      schema: { params: z.object({ id: z.string() }), body: proposalBody, response: { 201: someObject().nullable() } },
    },
    async (request, reply) => {
      const body = request.body;
      const id = accessOf(request).target.id;
      const vendor = await db.transaction((tx) => proposeChange(tx, id, request.user!.id, sideOf(request), body));
      return reply.code(201).send(vendor.expectations);
    },
  );

  app.post(
    '/:id/expectations/proposal/accept/',
    { ...negotiate, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => {
      const id = accessOf(request).target.id;
      return (await db.transaction((tx) => acceptChange(tx, id, request.user!.id, sideOf(request)))).expectations;
    },
  );

  app.delete(
    '/:id/expectations/proposal/',
    { ...negotiate, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction((tx) => dropChange(tx, accessOf(request).target.id, request.user!.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/tasks/',
    {
      config: { permission: 'wedding:vendors.view', target: 'weddingVendor' },
      schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } },
    },
    async (request) => wholeList(await vendorTasks(db, accessOf(request).target.id)),
  );

  app.put(
    '/:id/tasks/',
    {
      config: { permission: 'wedding:vendors.edit', target: 'weddingVendor' },
      schema: { params: z.object({ id: z.string() }), body: vendorTasksBody, response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const { tasks } = request.body;
      const id = accessOf(request).target.id;
      return wholeList(await db.transaction((tx) => setVendorTasks(tx, id, request.user!.id, tasks)));
    },
  );
};

export default changes;
