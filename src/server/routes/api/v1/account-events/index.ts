import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventCreateBody, eventUpdateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { held } from '../../../../lib/versions';
import { accessOf } from '../../../../plugins/access';
import {
  createEvent,
  deleteEvent,
  EVENTS_PAGE,
  eventById,
  toEvent,
  updateEvent,
  weddingEventsList,
} from '../../../../services/calendar';

// /api/v1/account-events/: the wedding calendar's own events. What a month shows is /accounts/{id}/events/.
const accountEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const edit = { permission: 'wedding:calendar.edit', target: 'event' } as const;

  app.get(
    '/',
    {
      config: { permission: 'wedding:calendar.view', target: 'accountField' },
      schema: { response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const paging = offsetPaging(request, EVENTS_PAGE);
      return paging.envelope(await weddingEventsList(db, accessOf(request).wedding.id, paging.window));
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'wedding:calendar.edit', target: 'accountField' },
      schema: { body: eventCreateBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { wedding } = accessOf(request);
      const { account: _account, ...body } = request.body;
      const event = await db.transaction((tx) => createEvent(tx, wedding.id, request.user!.id, body));
      return reply.code(201).send(event);
    },
  );

  app.get(
    '/:id/',
    {
      config: { permission: 'wedding:calendar.view', target: 'event' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => toEvent(await eventById(db, accessOf(request).target.id)),
  );

  app.patch(
    '/:id/',
    {
      config: edit,
      schema: { params: z.object({ id: z.string() }), body: eventUpdateBody, response: { 200: someObject() } },
    },
    async (request) => {
      const body = request.body;
      return db.transaction(
        held(request, (tx) => updateEvent(tx, accessOf(request).target.id, request.user!.id, body)),
      );
    },
  );

  app.delete(
    '/:id/',
    { config: edit, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction(held(request, (tx) => deleteEvent(tx, accessOf(request).target.id, request.user!.id)));
      return reply.code(204).send();
    },
  );
};

export default accountEventsRoutes;
