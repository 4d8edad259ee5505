import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planningMessages } from '../../shared/planning';
import type { Standing } from '../../shared/weddings';
import type { Db } from '../db/client';
import { taskComments, taskSections, tasks, weddingDayTasks, weddingEvents } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { can, type WeddingAction } from '../policy';
import { findWedding, standingIn, type WeddingRow } from './weddings';

// Access to planning routes whose path names a task, comment, section or event rather than a wedding, or whose
// body (or query) names the wedding as `account`. The route's `wedding:<action>` permission is then checked against
// the wedding that owns the thing: 404 when it does not exist, 403 when the caller may not.

export type PlanningTarget = 'account' | 'task' | 'weddingDayTask' | 'comment' | 'section' | 'event';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where a planning route finds its wedding (see services/tasksAccess.ts). */
    planning?: PlanningTarget;
  }
  interface FastifyRequest {
    planning: PlanningAccess | null;
  }
}

export interface PlanningAccess {
  wedding: WeddingRow;
  standing: Standing;
  /** The id from the path, checked to be a uuid of an existing row ('account' routes have none). */
  targetId: string | null;
}

const NOT_FOUND: Record<Exclude<PlanningTarget, 'account'>, string> = {
  task: 'No task has that id.',
  weddingDayTask: 'No wedding-day task has that id.',
  comment: 'No comment has that id.',
  section: 'No section has that id.',
  event: 'No event has that id.',
};

async function ownerOf(db: Db, target: Exclude<PlanningTarget, 'account'>, id: string): Promise<string | undefined> {
  const table = {
    task: tasks,
    weddingDayTask: weddingDayTasks,
    comment: taskComments,
    section: taskSections,
    event: weddingEvents,
  }[target];
  const [row] = await db.select({ weddingId: table.weddingId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.weddingId;
}

function accountKey(request: FastifyRequest): string {
  const source = (request.method === 'GET' ? request.query : request.body) as { account?: unknown } | undefined;
  const key = source && typeof source === 'object' ? source.account : undefined;
  if (typeof key !== 'string' || !key.trim()) {
    throw new HttpError(400, 'Some fields need attention.', { account: [planningMessages.accountRequired] });
  }
  return key.trim();
}

/** Installs the check on every `wedding:` route of this scope; each such route must name its `planning` target. */
export function installPlanningAccess(app: FastifyInstance): void {
  const { db } = app.database;
  app.decorateRequest('planning', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { permission?: string; planning?: PlanningTarget } | undefined;
    if (config?.permission?.startsWith('wedding:') && !config.planning) {
      throw new Error(`Route ${route.method} ${route.url} names no planning target`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const { permission, planning: target } = request.routeOptions.config;
    if (!permission?.startsWith('wedding:') || !target) return;
    let key: string;
    let targetId: string | null = null;
    if (target === 'account') key = accountKey(request);
    else {
      const id = (request.params as { id?: string }).id ?? '';
      const owner = isUuid(id) ? await ownerOf(db, target, id) : undefined;
      if (!owner) throw new HttpError(404, NOT_FOUND[target]);
      key = owner;
      targetId = id;
    }
    const wedding = await findWedding(db, key);
    if (!wedding) throw new HttpError(404, 'No wedding has that address.');
    const standing = await standingIn(db, wedding.id, request.user!.id);
    const action = permission.slice('wedding:'.length) as WeddingAction;
    if (!can(request.user, action, standing)) throw new HttpError(403, 'You don’t have access to this wedding.');
    request.planning = { wedding, standing, targetId };
  });
}

/** The route's checked wedding and target; a route outside the check fails rather than passing. */
export function planningOf(request: FastifyRequest): PlanningAccess & { targetId: string } {
  const access = request.planning;
  if (!access) throw new Error(`${request.routeOptions.url} ran without the planning access check`);
  return access as PlanningAccess & { targetId: string };
}
