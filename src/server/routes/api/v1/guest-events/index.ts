import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestEventPatch, invitationsBody } from '../../../../../shared/guestEvents';
import { wholeList } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { deleteGuestEvent, eventInvites, setInvitations, updateGuestEvent } from '../../../../services/guestEvents';

// /api/v1/guest-events/{id}/: one guest event and who is invited to it, the couple's to change.
const guestEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'guestEvent' as const } };
  const params = z.object({ id: z.string() });

  app.patch(
    '/:id/',
    { ...manage, schema: { params, body: guestEventPatch, response: { 200: someObject() } } },
    async (request) => updateGuestEvent(db, accessOf(request).target.id, request.user!.id, request.body),
  );

  app.delete('/:id/', { ...manage, schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    await deleteGuestEvent(db, accessOf(request).target.id, request.user!.id);
    return reply.code(204).send();
  });

  app.get(
    '/:id/invitations/',
    { ...manage, schema: { params, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await eventInvites(db, accessOf(request).target.id)),
  );

  app.post(
    '/:id/invitations/',
    { ...manage, schema: { params, body: invitationsBody, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await setInvitations(db, accessOf(request).target.id, request.user!.id, request.body)),
  );
};

export default guestEventRoutes;
