import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarQuery, taskSchema } from '../../../../../shared/planning';
import { AnswerCache } from '../../../../lib/answerCache';
import { wholeList } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { accessOf } from '../../../../plugins/access';
import { calendarFeed } from '../../../../services/calendar';
import { weddingTasks } from '../../../../services/tasks';
import { weddingDayAssignedUsers, weddingDayList } from '../../../../services/weddingDayTasks';

// A wedding's planning lists, for its members: the task board, the run-of-show, who is on it, and the calendar.
// The board's lists come whole: PLANNING_LIMITS caps each per wedding when it is written.
const planning: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:tasks.view', target: 'account' } } as const;

  // The dashboard's heaviest list, read far more often than written: its answer is kept per wedding while the
  // board's version (read by the access check, in the same statement) is unchanged. 64 MB holds a few hundred boards.
  const boards = new AnswerCache(64 * 1024 * 1024);
  const boardConfig = { config: { ...view.config, withBoardVersion: true } } as const;
  app.get(
    '/:id/tasks/',
    { ...boardConfig, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(taskSchema) } } },
    async (request, reply) => {
      const { wedding, boardVersion } = accessOf(request);
      return boards.send(request, reply, wedding.id, boardVersion!, async () =>
        JSON.stringify(wholeList(await weddingTasks(db, wedding.id))),
      );
    },
  );

  app.get(
    '/:id/wedding-day-tasks/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingDayList(db, accessOf(request).wedding.id)),
  );

  app.get(
    '/:id/wedding-day-tasks-assigned-users/',
    { ...view, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => wholeList(await weddingDayAssignedUsers(db, accessOf(request).wedding.id)),
  );

  // ?from=&to= (at most 62 days, and CALENDAR_EVENTS_LIMIT events): the events, the tasks due and the wedding date.
  app.get(
    '/:id/events/',
    {
      config: { permission: 'wedding:calendar.view', target: 'account' },
      schema: { params: z.object({ id: z.string() }), querystring: calendarQuery, response: { 200: someObject() } },
    },
    async (request) => {
      const { from, to } = request.query;
      return calendarFeed(db, accessOf(request).wedding, from, to);
    },
  );
};

export default planning;
