import type { Task, TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from '../../../src/shared/planning';
import type { Wedding } from '../../../src/shared/weddings';
import { api } from '../planningSupport';
import type { MatrixContext } from './area';
import { MISSING_ID } from './area';

// One of everything on a wedding's planning pages, written by the committee member: the world of the planning areas.

export interface PlanningWorld {
  wedding: Wedding;
  section: TaskSection;
  task: Task;
  comment: TaskComment;
  dayTask: WeddingDayTask;
  dayComment: TaskComment;
  event: WeddingEvent;
}

export async function planningWorld(ctx: MatrixContext): Promise<PlanningWorld> {
  const a = api(ctx.server);
  const token = ctx.users.member.access_token;
  const wedding = await ctx.wedding();
  const section = await a.section(token, wedding.id, 'Venue');
  const task = await a.task(token, { account: wedding.id, section: section.id });
  const comment = await a.comment(token, `/api/v1/tasks/${task.id}/comments/`);
  const dayTask = await a.dayTask(token, { account: wedding.id });
  const dayComment = await a.comment(token, `/api/v1/wedding-day-tasks/${dayTask.id}/comments/`);
  const event = await a.event(token, { account: wedding.id, date: '2031-06-01' });
  return { wedding, section, task, comment, dayTask, dayComment, event };
}

/** Every id pointing at nothing; one is not even a uuid, which must be a 404 too, never a database error. */
export function missingPlanning(world: PlanningWorld): PlanningWorld {
  return {
    wedding: { ...world.wedding, id: MISSING_ID, slug: 'no-such-wedding' },
    section: { ...world.section, id: MISSING_ID },
    task: { ...world.task, id: MISSING_ID },
    comment: { ...world.comment, id: MISSING_ID },
    dayTask: { ...world.dayTask, id: 'not-a-uuid' },
    dayComment: { ...world.dayComment, id: MISSING_ID },
    event: { ...world.event, id: MISSING_ID },
  };
}
