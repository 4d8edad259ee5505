import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLANNING_LIMITS,
  placeAt,
  planningMessages,
  timeSlot,
  type WeddingDayTask,
  type weddingDayTaskCreateBody,
  type weddingDayTaskUpdateBody,
} from '../../shared/planning';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import { taskComments, users, weddingDayTaskAssignees, weddingDayTasks } from '../db/schema';
import { recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { checkAssignees } from './tasks';
import { lockPlanning, UNPLACED, writeOrder } from './tasksOrder';
import { toPerson } from './weddings';

// The wedding-day run-of-show: one ordered list per wedding, reordered only as a whole.

type Row = typeof weddingDayTasks.$inferSelect;
type Create = Omit<z.output<typeof weddingDayTaskCreateBody>, 'account'>;
type Update = z.output<typeof weddingDayTaskUpdateBody>;

export function toWeddingDayTask(row: Row, assignees: string[], commentsCount: number): WeddingDayTask {
  return {
    id: row.id,
    account: row.weddingId,
    time: row.time,
    title: row.title,
    place: row.place,
    notes: row.notes,
    public: row.public,
    done: row.done,
    notes_private: row.notesPrivate,
    version: row.version,
    position: row.position,
    assignees,
    comments_count: commentsCount,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function toJson(db: Db | Tx, rows: Row[]): Promise<WeddingDayTask[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [assigned, counted] = await readAll(db, [
    () =>
      db
        .select()
        .from(weddingDayTaskAssignees)
        .where(inArray(weddingDayTaskAssignees.taskId, ids))
        .orderBy(asc(weddingDayTaskAssignees.userId)),
    () =>
      db
        .select({ id: taskComments.weddingDayTaskId, n: count() })
        .from(taskComments)
        .where(inArray(taskComments.weddingDayTaskId, ids))
        .groupBy(taskComments.weddingDayTaskId),
  ]);
  const people = new Map<string, string[]>();
  for (const a of assigned) people.set(a.taskId, [...(people.get(a.taskId) ?? []), a.userId]);
  const comments = new Map(counted.map((c) => [c.id!, Number(c.n)]));
  return rows.map((r) => toWeddingDayTask(r, people.get(r.id) ?? [], comments.get(r.id) ?? 0));
}

export async function weddingDayList(db: Db | Tx, weddingId: string): Promise<WeddingDayTask[]> {
  const rows = await db
    .select()
    .from(weddingDayTasks)
    .where(eq(weddingDayTasks.weddingId, weddingId))
    .orderBy(asc(weddingDayTasks.position));
  return toJson(db, rows);
}

/** The members who have a part on the day, each with the run-of-show items they are assigned to, in order. */
export async function weddingDayAssignedUsers(
  db: Db,
  weddingId: string,
): Promise<{ user: PublicPerson; wedding_day_tasks: string[] }[]> {
  const rows = await db
    .select({ userId: weddingDayTaskAssignees.userId, taskId: weddingDayTaskAssignees.taskId })
    .from(weddingDayTaskAssignees)
    .innerJoin(weddingDayTasks, eq(weddingDayTasks.id, weddingDayTaskAssignees.taskId))
    .where(eq(weddingDayTasks.weddingId, weddingId))
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
  return people.map((u) => ({ user: toPerson(u), wedding_day_tasks: byUser.get(u.id)! }));
}

export async function weddingDayTask(db: Db | Tx, id: string): Promise<WeddingDayTask> {
  const [row] = await db.select().from(weddingDayTasks).where(eq(weddingDayTasks.id, id));
  if (!row) throw new HttpError(404, planningMessages.noWeddingDayTask);
  return (await toJson(db, [row]))[0]!;
}

async function order(tx: Tx, weddingId: string) {
  return tx
    .select({ id: weddingDayTasks.id, position: weddingDayTasks.position, time: weddingDayTasks.time })
    .from(weddingDayTasks)
    .where(eq(weddingDayTasks.weddingId, weddingId))
    .orderBy(asc(weddingDayTasks.position));
}

async function setAssignees(tx: Tx, id: string, userIds: string[]) {
  await tx.delete(weddingDayTaskAssignees).where(eq(weddingDayTaskAssignees.taskId, id));
  if (userIds.length)
    await tx.insert(weddingDayTaskAssignees).values(userIds.map((userId) => ({ taskId: id, userId })));
}

export async function createWeddingDayTask(tx: Tx, weddingId: string, userId: string, body: Create) {
  await lockPlanning(tx, weddingId);
  const assignees = await checkAssignees(tx, weddingId, body.assignees ?? []);
  const current = await order(tx, weddingId);
  if (current.length >= PLANNING_LIMITS.weddingDayTasks) {
    throw new HttpError(409, planningMessages.tooManyWeddingDayTasks);
  }
  const [row] = await tx
    .insert(weddingDayTasks)
    .values({
      weddingId,
      time: body.time ?? null,
      title: body.title,
      place: body.place ?? '',
      notes: body.notes ?? '',
      public: body.public ?? false,
      position: UNPLACED,
      createdBy: userId,
    })
    .returning();
  // The run-of-show keeps time: a new item with a time goes where its time belongs, unless a place was asked for.
  const at = body.position ?? (body.time ? timeSlot(current, body.time) : current.length);
  const ids = placeAt(
    current.map((c) => c.id),
    row!.id,
    at,
  );
  await writeOrder(tx, 'wedding_day_tasks', current, [{ ids }]);
  await setAssignees(tx, row!.id, assignees);
  const task = toWeddingDayTask({ ...row!, position: ids.indexOf(row!.id) }, assignees, 0);
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'create_weddin_day_task',
    weddingId,
    data: { task, by: userId },
  });
  await recordChange(tx, { ...dayEntry(weddingId, userId, task), action: 'created' });
  return task;
}

export async function updateWeddingDayTask(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: Update,
  undoes?: string,
  expectedVersion?: number,
) {
  await lockPlanning(tx, weddingId);
  const before = await weddingDayTask(tx, id);
  // An edit made from an older copy (a phone that was offline) never overwrites a newer one: it gets the item as it is.
  if (expectedVersion !== undefined && expectedVersion !== before.version) {
    throw new HttpError(409, planningMessages.staleVersion, undefined, { etag: `"${before.version}"` }, before);
  }
  const assignees = body.assignees ? await checkAssignees(tx, weddingId, body.assignees) : undefined;
  const current = await order(tx, weddingId);
  const [row] = await tx
    .update(weddingDayTasks)
    .set({
      ...(body.time !== undefined ? { time: body.time } : {}),
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.place !== undefined ? { place: body.place } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.public !== undefined ? { public: body.public } : {}),
      ...(body.done !== undefined ? { done: body.done } : {}),
      ...(body.notes_private !== undefined ? { notesPrivate: body.notes_private } : {}),
      version: sql`${weddingDayTasks.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(weddingDayTasks.id, id))
    .returning();
  if (!row) throw new HttpError(404, planningMessages.noWeddingDayTask);
  if (assignees) await setAssignees(tx, id, assignees);
  // A new time moves the item to where that time belongs (its position in the event says where); an item whose
  // time is cleared keeps its place.
  if (body.time && body.time !== current.find((c) => c.id === id)?.time) {
    const rest = current.filter((c) => c.id !== id);
    const ids = placeAt(
      current.map((c) => c.id),
      id,
      timeSlot(rest, body.time),
    );
    await writeOrder(tx, 'wedding_day_tasks', current, [{ ids }]);
    row.position = ids.indexOf(id);
  }
  const task = (await toJson(tx, [row]))[0]!;
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'update_weddin_day_task',
    weddingId,
    data: { task, by: userId },
  });
  await recordChange(tx, { ...dayEntry(weddingId, userId, task), action: 'updated', before, after: task, undoes });
  return task;
}

export async function deleteWeddingDayTask(tx: Tx, weddingId: string, id: string, userId: string) {
  await lockPlanning(tx, weddingId);
  const snapshot = await weddingDayTask(tx, id);
  const gone = await tx.delete(weddingDayTasks).where(eq(weddingDayTasks.id, id)).returning({ id: weddingDayTasks.id });
  if (!gone.length) throw new HttpError(404, planningMessages.noWeddingDayTask);
  await recordChange(tx, { ...dayEntry(weddingId, userId, snapshot), action: 'deleted', snapshot });
  const rest = await order(tx, weddingId);
  await writeOrder(tx, 'wedding_day_tasks', rest, [{ ids: rest.map((r) => r.id) }]);
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'delete_weddin_day_task',
    weddingId,
    data: { id, by: userId },
  });
}

/**
 * Puts the whole run-of-show in the order of `ids`, which must name every item once: a list made from an older copy
 * (an item added or removed meanwhile) is a 409, so nobody's change is silently undone.
 */
export async function reorderWeddingDay(tx: Tx, weddingId: string, ids: string[], userId: string) {
  await lockPlanning(tx, weddingId);
  const current = await order(tx, weddingId);
  const known = new Set(current.map((c) => c.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw new HttpError(409, planningMessages.listChanged, { ids: [planningMessages.listChanged] });
  }
  await writeOrder(tx, 'wedding_day_tasks', current, [{ ids }]);
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'wedding_day_tasks_reorder',
    weddingId,
    data: { tasks: ids.map((id, position) => ({ id, position })), by: userId },
  });
  await recordChange(tx, {
    weddingId,
    actorId: userId,
    area: 'run_of_show',
    itemType: 'run_of_show',
    itemId: weddingId,
    label: 'Run-of-show',
    action: 'reordered',
  });
  return weddingDayList(tx, weddingId);
}

const dayEntry = (weddingId: string, userId: string, task: WeddingDayTask) =>
  ({
    weddingId,
    actorId: userId,
    area: 'run_of_show',
    itemType: 'day_task',
    itemId: task.id,
    label: task.title,
  }) as const;
