import type { FastifyPluginAsync } from 'fastify';
import { eventCreateBody, eventUpdateBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import {
  createEvent,
  deleteEvent,
  EVENTS_PAGE,
  eventById,
  toEvent,
  updateEvent,
  weddingEventsList,
} from '../../../../services/calendar';
import { installPlanningAccess, planningOf } from '../../../../services/tasksAccess';

type IdParams = { Params: { id: string } };

// /api/v1/account-events/: the wedding calendar's own events. What a month shows is /accounts/{id}/events/.
const accountEventsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  installPlanningAccess(app);
  const edit = { permission: 'wedding:calendar.edit', planning: 'event' } as const;

  app.get('/', { config: { permission: 'wedding:calendar.view', planning: 'account' } }, async (request) => {
    const paging = offsetPaging(request, EVENTS_PAGE);
    return paging.envelope(await weddingEventsList(db, planningOf(request).wedding.id, paging.window));
  });

  app.post('/', { config: { permission: 'wedding:calendar.edit', planning: 'account' } }, async (request, reply) => {
    const { wedding } = planningOf(request);
    const { account: _account, ...body } = parse(eventCreateBody, request.body);
    const event = await db.transaction((tx) => createEvent(tx, wedding.id, request.user!.id, body));
    return reply.code(201).send(event);
  });

  app.get<IdParams>('/:id/', { config: { permission: 'wedding:calendar.view', planning: 'event' } }, async (request) =>
    toEvent(await eventById(db, planningOf(request).targetId)),
  );

  app.patch<IdParams>('/:id/', { config: edit }, async (request) => {
    const body = parse(eventUpdateBody, request.body);
    return db.transaction((tx) => updateEvent(tx, planningOf(request).targetId, request.user!.id, body));
  });

  app.delete<IdParams>('/:id/', { config: edit }, async (request, reply) => {
    await db.transaction((tx) => deleteEvent(tx, planningOf(request).targetId, request.user!.id));
    return reply.code(204).send();
  });
};

export default accountEventsRoutes;
