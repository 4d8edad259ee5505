import type { FastifyPluginAsync } from 'fastify';
import { eventCreateBody, eventUpdateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
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

type IdParams = { Params: { id: string } };

// /api/v1/account-events/: the wedding calendar's own events. What a month shows is /accounts/{id}/events/.
const accountEventsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const edit = { permission: 'wedding:calendar.edit', target: 'event' } as const;

  app.get('/', { config: { permission: 'wedding:calendar.view', target: 'accountField' } }, async (request) => {
    const paging = offsetPaging(request, EVENTS_PAGE);
    return paging.envelope(await weddingEventsList(db, accessOf(request).wedding.id, paging.window));
  });

  app.post('/', { config: { permission: 'wedding:calendar.edit', target: 'accountField' } }, async (request, reply) => {
    const { wedding } = accessOf(request);
    const { account: _account, ...body } = parse(eventCreateBody, request.body);
    const event = await db.transaction((tx) => createEvent(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(event);
  });

  app.get<IdParams>('/:id/', { config: { permission: 'wedding:calendar.view', target: 'event' } }, async (request) =>
    toEvent(await eventById(db, accessOf(request).target.id)),
  );

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const body = parse(eventUpdateBody, request.body);
    return db.transaction((tx) => updateEvent(tx, accessOf(request).target.id, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    await db.transaction((tx) => deleteEvent(tx, accessOf(request).target.id, request.user!.id));
    return reply.code(204).send();
  });
};

export default accountEventsRoutes;
