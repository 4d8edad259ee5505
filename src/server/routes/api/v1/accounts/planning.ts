import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { calendarQuery } from '../../../../../shared/planning';
import { users, weddingDayTaskAssignees, weddingDayTasks } from '../../../../db/schema';
import { listOf } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { calendarFeed } from '../../../../services/calendar';
import { weddingTasks } from '../../../../services/tasks';
import { weddingDayList } from '../../../../services/weddingDayTasks';
import { toPerson } from '../../../../services/weddings';

type IdParams = { Params: { id: string } };

// A wedding's planning lists, for its members: the task board, the run-of-show, who is on it, and the calendar.
const planning: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:tasks.view', target: 'account' } } as const;
  const calendar = { config: { permission: 'wedding:calendar.view', target: 'account' } } as const;

  app.get<IdParams>('/:id/tasks/', view, async (request) =>
    listOf(await weddingTasks(db, accessOf(request).wedding.id)),
  );

  app.get<IdParams>('/:id/wedding-day-tasks/', view, async (request) =>
    listOf(await weddingDayList(db, accessOf(request).wedding.id)),
  );

  // The members who have a part on the day, each with the items of the run-of-show they are assigned to.
  app.get<IdParams>('/:id/wedding-day-tasks-assigned-users/', view, async (request) => {
    const rows = await db
      .select({ userId: weddingDayTaskAssignees.userId, taskId: weddingDayTaskAssignees.taskId })
      .from(weddingDayTaskAssignees)
      .innerJoin(weddingDayTasks, eq(weddingDayTasks.id, weddingDayTaskAssignees.taskId))
      .where(eq(weddingDayTasks.weddingId, accessOf(request).wedding.id))
      .orderBy(asc(weddingDayTasks.position));
    const byUser = new Map<string, string[]>();
    for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.taskId]);
    const people = byUser.size
      ? await db
          .select()
          .from(users)
          .where(inArray(users.id, [...byUser.keys()]))
          .orderBy(asc(users.firstName), asc(users.lastName))
      : [];
    return listOf(people.map((u) => ({ user: toPerson(u), wedding_day_tasks: byUser.get(u.id)! })));
  });

  // ?from=&to= (at most 62 days): the events, the tasks due and the wedding date, for a month view or one day.
  app.get<IdParams>('/:id/events/', calendar, async (request) => {
    const { from, to } = parse(calendarQuery, request.query);
    return calendarFeed(db, accessOf(request).wedding, from, to);
  });
};

export default planning;
