import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLANNING_LIMITS,
  placeAt,
  planningMessages,
  type Task,
  type TaskStatus,
  type taskCreateBody,
  type taskUpdateBody,
} from '../../shared/planning';
import type { Db, Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { readAll } from '../db/readAll';
import { taskAssignees, taskComments, taskSections, tasks, weddingMembers } from '../db/schema';
import { recordChange } from '../history/record';
import { fieldError, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { emitEvent } from '../realtime/emitEvent';
import { lockPlanning, UNPLACED, writeOrder } from './tasksOrder';

export type TaskRow = typeof tasks.$inferSelect;
type TaskCreate = Omit<z.output<typeof taskCreateBody>, 'account'>;
type TaskUpdate = z.output<typeof taskUpdateBody>;

export function toTask(row: TaskRow, assignees: string[], commentsCount: number): Task {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    section: row.sectionId,
    title: row.title,
    notes: row.notes,
    due_date: row.dueDate,
    status: row.status,
    position: row.position,
    assignees,
    comments_count: commentsCount,
    template_task: row.templateKey,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** Assignees and comment counts of these tasks, in two queries however many tasks there are. */
async function extrasOf(db: Db | Tx, ids: string[]) {
  const people = new Map<string, string[]>();
  const comments = new Map<string, number>();
  if (!ids.length) return { people, comments };
  const [assigned, counted] = await readAll(db, [
    () => db.select().from(taskAssignees).where(inArray(taskAssignees.taskId, ids)).orderBy(asc(taskAssignees.userId)),
    () =>
      db
        .select({ taskId: taskComments.taskId, n: count() })
        .from(taskComments)
        .where(inArray(taskComments.taskId, ids))
        .groupBy(taskComments.taskId),
  ]);
  for (const a of assigned) people.set(a.taskId, [...(people.get(a.taskId) ?? []), a.userId]);
  for (const c of counted) comments.set(c.taskId!, Number(c.n));
  return { people, comments };
}

export async function tasksToJson(db: Db | Tx, rows: TaskRow[]): Promise<Task[]> {
  const { people, comments } = await extrasOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTask(r, people.get(r.id) ?? [], comments.get(r.id) ?? 0));
}

export async function taskJson(db: Db | Tx, row: TaskRow): Promise<Task> {
  return (await tasksToJson(db, [row]))[0]!;
}

/**
 * Every task of a wedding, section by section in board order, with its assignees and comment count: one statement
 * (the board is the dashboard's heaviest list, and three round trips with a hundred ids each were most of its cost).
 */
export async function weddingTasks(db: Db, weddingId: string): Promise<Task[]> {
  const rows = await prepared(db, 'wedding_tasks', (name) =>
    db
      .select({
        task: tasks,
        assignees: sql<
          string[]
        >`coalesce((SELECT array_agg(${taskAssignees.userId}::text ORDER BY ${taskAssignees.userId})
          FROM ${taskAssignees} WHERE ${taskAssignees.taskId} = ${tasks.id}), '{}')`,
        comments: sql<number>`(SELECT count(*)::int FROM ${taskComments} WHERE ${taskComments.taskId} = ${tasks.id})`,
      })
      .from(tasks)
      .innerJoin(taskSections, eq(taskSections.id, tasks.sectionId))
      .where(eq(tasks.weddingId, sql.placeholder('weddingId')))
      .orderBy(asc(taskSections.position), asc(tasks.position))
      .prepare(name),
  ).execute({ weddingId });
  return rows.map((r) => toTask(r.task, r.assignees, r.comments));
}

export async function taskById(db: Db | Tx, id: string): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  if (!row) throw new HttpError(404, planningMessages.noTask);
  return row;
}

export async function lockedTask(tx: Tx, id: string): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  if (!row) throw new HttpError(404, planningMessages.noTask);
  return row;
}

async function sectionOfWedding(tx: Tx, weddingId: string, sectionId: string) {
  const [section] = isUuid(sectionId)
    ? await tx.select().from(taskSections).where(eq(taskSections.id, sectionId)).limit(1)
    : [];
  if (!section || section.weddingId !== weddingId) throw fieldError('section', planningMessages.sectionInvalid);
  return section;
}

/** The given user ids, once each, if every one is a member of the wedding; a 400 on `field` otherwise. */
export async function checkAssignees(tx: Tx, weddingId: string, ids: string[], field = 'assignees') {
  const unique = [...new Set(ids)].sort();
  if (!unique.length) return unique;
  if (!unique.every(isUuid)) throw fieldError(field, planningMessages.assigneesInvalid);
  const [row] = await tx
    .select({ n: count() })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.userId, unique)));
  if (Number(row?.n) !== unique.length) throw fieldError(field, planningMessages.assigneesInvalid);
  return unique;
}

async function sectionOrder(tx: Tx, sectionId: string) {
  return tx
    .select({ id: tasks.id, position: tasks.position, scope: tasks.sectionId })
    .from(tasks)
    .where(eq(tasks.sectionId, sectionId))
    .orderBy(asc(tasks.position));
}

const statusFields = (status: TaskStatus) => ({ status, completedAt: status === 'done' ? new Date() : null });

export async function createTask(tx: Tx, weddingId: string, userId: string, body: TaskCreate): Promise<Task> {
  await lockPlanning(tx, weddingId);
  const section = await sectionOfWedding(tx, weddingId, body.section);
  const assignees = await checkAssignees(tx, weddingId, body.assignees ?? []);
  const [total] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.weddingId, weddingId));
  if (Number(total?.n) >= PLANNING_LIMITS.tasksPerWedding) throw new HttpError(409, planningMessages.tooManyTasks);
  const order = await sectionOrder(tx, section.id);
  const [row] = await tx
    .insert(tasks)
    .values({
      weddingId,
      sectionId: section.id,
      title: body.title,
      notes: body.notes ?? '',
      dueDate: body.due_date ?? null,
      ...statusFields(body.status ?? 'todo'),
      position: UNPLACED,
      createdBy: userId,
    })
    .returning();
  const ids = placeAt(
    order.map((o) => o.id),
    row!.id,
    body.position ?? order.length,
  );
  await writeOrder(tx, 'tasks', order, [{ ids, scope: section.id }]);
  if (assignees.length) await tx.insert(taskAssignees).values(assignees.map((u) => ({ taskId: row!.id, userId: u })));
  const task = toTask({ ...row!, position: ids.indexOf(row!.id) }, assignees, 0);
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'create',
    weddingId,
    data: { task, index: task.position, by: userId, ...(body.via ? { via: body.via } : {}) },
  });
  await recordTask(tx, userId, task, 'created');
  return task;
}

/**
 * Edits, moves (to `position` in `section`, its own by default) and status changes, as one `update` event. Like every
 * planning write it takes the wedding's lock before any row lock, so concurrent writes queue instead of deadlocking.
 */
export async function updateTask(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: TaskUpdate,
  undoes?: string,
) {
  await lockPlanning(tx, weddingId);
  const row = await lockedTask(tx, id);
  const assigneesBefore = body.assignees ? ((await extrasOf(tx, [id])).people.get(id) ?? []) : null;
  const assignees = body.assignees ? await checkAssignees(tx, weddingId, body.assignees) : undefined;
  if (body.section !== undefined || body.position !== undefined) {
    const target =
      body.section !== undefined ? (await sectionOfWedding(tx, weddingId, body.section)).id : row.sectionId;
    const from = await sectionOrder(tx, row.sectionId);
    const to = target === row.sectionId ? from : await sectionOrder(tx, target);
    const ids = placeAt(
      to.map((o) => o.id),
      id,
      body.position ?? (target === row.sectionId ? row.position : to.length),
    );
    const lists = [{ ids, scope: target }];
    if (target !== row.sectionId) {
      lists.push({ ids: from.filter((o) => o.id !== id).map((o) => o.id), scope: row.sectionId });
    }
    await writeOrder(tx, 'tasks', to === from ? from : [...from, ...to], lists);
  }
  const statusChanged = body.status !== undefined && body.status !== row.status;
  const [updated] = await tx
    .update(tasks)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
      ...(statusChanged ? statusFields(body.status!) : {}),
      updatedAt: new Date(),
    })
    .where(eq(tasks.id, id))
    .returning();
  if (assignees) {
    await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, id));
    if (assignees.length) await tx.insert(taskAssignees).values(assignees.map((u) => ({ taskId: id, userId: u })));
  }
  const task = await taskJson(tx, updated!);
  await emitEvent(tx, { stream: 'account_tasks', action: 'update', weddingId, data: { task, by: userId } });
  const before = toTask(row, assigneesBefore ?? task.assignees, task.comments_count);
  await recordChange(tx, { ...taskEntry(userId, task), action: 'updated', before, after: task, undoes });
  return task;
}

export async function deleteTask(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  await lockPlanning(tx, weddingId);
  const row = await lockedTask(tx, id);
  // Its comments go with it (cascade); the snapshot keeps them, so undoing the deletion brings them back.
  const comments = await tx.select().from(taskComments).where(eq(taskComments.taskId, id));
  const snapshot = { ...(await taskJson(tx, row)), comments };
  await tx.delete(tasks).where(eq(tasks.id, id));
  const rest = await sectionOrder(tx, row.sectionId);
  await writeOrder(tx, 'tasks', rest, [{ ids: rest.map((o) => o.id), scope: row.sectionId }]);
  await emitEvent(tx, { stream: 'account_tasks', action: 'delete', weddingId, data: { id, by: userId } });
  await recordChange(tx, { ...taskEntry(userId, snapshot), action: 'deleted', snapshot });
}

const taskEntry = (userId: string, task: Task) =>
  ({
    weddingId: task.account,
    actorId: userId,
    area: 'tasks',
    itemType: 'task',
    itemId: task.id,
    label: task.title,
  }) as const;

/** A task's entry for its creation or restoring. */
export async function recordTask(tx: Tx, userId: string, task: Task, action: 'created' | 'restored', undoes?: string) {
  await recordChange(tx, { ...taskEntry(userId, task), action, undoes });
}

/** Template keys of the tasks a wedding already has. */
export async function appliedTemplateKeys(tx: Tx, weddingId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ key: tasks.templateKey })
    .from(tasks)
    .where(and(eq(tasks.weddingId, weddingId), isNotNull(tasks.templateKey)));
  return new Set(rows.map((r) => r.key!));
}
