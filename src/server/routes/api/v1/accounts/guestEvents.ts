import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestEventBody } from '../../../../../shared/guestEvents';
import { wholeList } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { createGuestEvent, eventCounts, toGuestEvent, weddingEvents } from '../../../../services/guestEvents';

// Issue 38: a wedding's guest events (the couple's) and the counts per event (the committee's too, like the RSVP's).
const guestEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const manage = { config: { permission: 'wedding:guests.manage' as const, target: 'account' as const } };
  const params = z.object({ id: z.string() });

  app.get(
    '/:id/guest-events/',
    { ...manage, schema: { params, response: { 200: listOf(someObject()) } } },
    async (request) => wholeList((await weddingEvents(db, accessOf(request).wedding.id)).map(toGuestEvent)),
  );

  app.post(
    '/:id/guest-events/',
    { ...manage, schema: { params, body: guestEventBody, response: { 201: someObject() } } },
    async (request, reply) =>
      reply.code(201).send(await createGuestEvent(db, accessOf(request).wedding.id, request.user!.id, request.body)),
  );

  app.get(
    '/:id/guest-events/counts/',
    {
      config: { permission: 'wedding:rsvp.summary', target: 'account' },
      schema: { params, response: { 200: listOf(someObject()) } },
    },
    async (request) => wholeList(await eventCounts(db, accessOf(request).wedding.id)),
  );
};

export default guestEventsRoutes;
