import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLANNING_LIMITS,
  placeAt,
  planningMessages,
  type sectionCreateBody,
  type sectionUpdateBody,
  type TaskSection,
} from '../../shared/planning';
import type { Db, Tx } from '../db/client';
import { taskSections, tasks } from '../db/schema';
import { recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { tasksToJson } from './tasks';
import { lockPlanning, UNPLACED, writeOrder } from './tasksOrder';
import { isUniqueViolation } from './users';

export type SectionRow = typeof taskSections.$inferSelect;

export function toSection(row: SectionRow): TaskSection {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    name: row.name,
    position: row.position,
    template: row.templateKey,
    created_at: row.createdAt.toISOString(),
  };
}

const nameTaken = () =>
  new HttpError(409, planningMessages.sectionNameTaken, { name: [planningMessages.sectionNameTaken] });

/** A duplicate name found by the unique index (a race the pre-check lost) is the same 409. */
export function sectionNameConflict(error: unknown): never {
  if (isUniqueViolation(error, 'task_sections_name_idx')) throw nameTaken();
  throw error;
}

export async function weddingSections(db: Db | Tx, weddingId: string): Promise<TaskSection[]> {
  const rows = await db
    .select()
    .from(taskSections)
    .where(eq(taskSections.weddingId, weddingId))
    .orderBy(asc(taskSections.position));
  return rows.map(toSection);
}

async function order(tx: Tx, weddingId: string) {
  return tx
    .select({ id: taskSections.id, position: taskSections.position })
    .from(taskSections)
    .where(eq(taskSections.weddingId, weddingId))
    .orderBy(asc(taskSections.position));
}

async function nameInUse(tx: Tx, weddingId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: taskSections.id })
    .from(taskSections)
    .where(and(eq(taskSections.weddingId, weddingId), sql`lower(${taskSections.name}) = ${name.toLowerCase()}`))
    .limit(1);
  return row !== undefined && row.id !== except;
}

/** Adds a section at `position` (the end by default). Returns the row; `emit` is false for a template's sections. */
export async function insertSection(
  tx: Tx,
  weddingId: string,
  userId: string,
  values: { name: string; position?: number; templateKey?: string },
): Promise<SectionRow> {
  await lockPlanning(tx, weddingId);
  if (await nameInUse(tx, weddingId, values.name)) throw nameTaken();
  const current = await order(tx, weddingId);
  if (current.length >= PLANNING_LIMITS.sectionsPerWedding) throw new HttpError(409, planningMessages.tooManySections);
  const [row] = await tx
    .insert(taskSections)
    .values({ weddingId, name: values.name, position: UNPLACED, templateKey: values.templateKey, createdBy: userId })
    .returning();
  const ids = placeAt(
    current.map((c) => c.id),
    row!.id,
    values.position ?? current.length,
  );
  await writeOrder(tx, 'task_sections', current, [{ ids }]);
  return { ...row!, position: ids.indexOf(row!.id) };
}

export async function createSection(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: Omit<z.output<typeof sectionCreateBody>, 'account'>,
): Promise<TaskSection> {
  const section = toSection(await insertSection(tx, weddingId, userId, body));
  await emitEvent(tx, { stream: 'account_tasks', action: 'create_section', weddingId, data: { section, by: userId } });
  await recordChange(tx, { ...sectionEntry(userId, section), action: 'created' });
  return section;
}

export async function updateSection(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  body: z.output<typeof sectionUpdateBody>,
  undoes?: string,
): Promise<TaskSection> {
  await lockPlanning(tx, weddingId);
  const [old] = await tx.select().from(taskSections).where(eq(taskSections.id, id));
  if (body.name !== undefined && (await nameInUse(tx, weddingId, body.name, id))) throw nameTaken();
  if (body.position !== undefined) {
    const current = await order(tx, weddingId);
    const ids = placeAt(
      current.map((c) => c.id),
      id,
      body.position,
    );
    await writeOrder(tx, 'task_sections', current, [{ ids }]);
  }
  const [row] =
    body.name !== undefined
      ? await tx.update(taskSections).set({ name: body.name }).where(eq(taskSections.id, id)).returning()
      : await tx.select().from(taskSections).where(eq(taskSections.id, id));
  if (!row) throw new HttpError(404, planningMessages.noSection);
  const section = toSection(row);
  await emitEvent(tx, { stream: 'account_tasks', action: 'update_section', weddingId, data: { section, by: userId } });
  const before = old && toSection(old);
  await recordChange(tx, { ...sectionEntry(userId, section), action: 'updated', before, after: section, undoes });
  return section;
}

/** Deletes the section with every task in it (and their comments), then closes the gap in the order. */
export async function deleteSection(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  await lockPlanning(tx, weddingId);
  const inside = await tasksToJson(tx, await tx.select().from(tasks).where(eq(tasks.sectionId, id)));
  const deleted = await tx.delete(taskSections).where(eq(taskSections.id, id)).returning();
  if (!deleted.length) throw new HttpError(404, planningMessages.noSection);
  const rest = await order(tx, weddingId);
  await writeOrder(tx, 'task_sections', rest, [{ ids: rest.map((r) => r.id) }]);
  await emitEvent(tx, { stream: 'account_tasks', action: 'delete_section', weddingId, data: { id, by: userId } });
  const section = toSection(deleted[0]!);
  await recordChange(tx, {
    ...sectionEntry(userId, section),
    action: 'deleted',
    snapshot: { section, tasks: inside },
  });
}

export const sectionEntry = (userId: string, section: TaskSection) =>
  ({
    weddingId: section.account,
    actorId: userId,
    area: 'tasks',
    itemType: 'section',
    itemId: section.id,
    label: section.name,
  }) as const;

export async function sectionCount(db: Db | Tx, weddingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskSections).where(eq(taskSections.weddingId, weddingId));
  return Number(row?.n ?? 0);
}
