import { and, count, eq, sql } from 'drizzle-orm';
import {
  type CommonTask,
  PLANNING_LIMITS,
  planningMessages,
  type Template,
  type TemplateApplied,
  type TemplateSummary,
  templateDueDates,
} from '../../shared/planning';
import type { Tx } from '../db/client';
import { taskSections, tasks } from '../db/schema';
import { recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { insertSection, type SectionRow } from './sections';
import { appliedTemplateKeys } from './tasks';
import { lockPlanning } from './tasksOrder';
import { findTemplate, TEMPLATES } from './templatesCatalog';
import type { WeddingRow } from './weddings';

/** The store's templates and their tasks, each on one page by default (2 and 59 today). */
export const TEMPLATES_PAGE = { size: 50, max: 100 };
export const COMMON_TASKS_PAGE = { size: 100, max: 200 };

export function templateSummaries(): TemplateSummary[] {
  return TEMPLATES.map(({ sections: _sections, ...summary }) => summary);
}

export function templateById(id: string): Template {
  const found = findTemplate(id);
  if (!found) throw new HttpError(404, planningMessages.templateUnknown);
  return found;
}

/** Every task of every template, to drag onto a board one at a time. */
export function commonTasks(): CommonTask[] {
  return TEMPLATES.flatMap((t) =>
    t.sections.flatMap((s) =>
      s.tasks.map((task) => ({ ...task, id: `${t.id}:${task.key}`, template: t.id, section: s.name })),
    ),
  );
}

/** The wedding's section for a template section: the one it made before, or one of the same name, or a new one. */
async function sectionFor(tx: Tx, wedding: WeddingRow, userId: string, key: string, name: string) {
  const [byKey] = await tx
    .select()
    .from(taskSections)
    .where(and(eq(taskSections.weddingId, wedding.id), eq(taskSections.templateKey, key)));
  if (byKey) return { section: byKey, created: false };
  const [byName] = await tx
    .select()
    .from(taskSections)
    .where(and(eq(taskSections.weddingId, wedding.id), sql`lower(${taskSections.name}) = ${name.toLowerCase()}`));
  if (byName) return { section: byName, created: false };
  return { section: await insertSection(tx, wedding.id, userId, { name, templateKey: key }), created: true };
}

/**
 * Adds the template's tasks the wedding does not have yet, due relative to the wedding date, at the end of their
 * sections. Applying it again adds nothing (and writes no event): each task remembers which template task it came from.
 */
export async function applyTemplate(
  tx: Tx,
  wedding: WeddingRow,
  templateId: string,
  userId: string,
  today: string,
  skip: readonly string[] = [],
): Promise<TemplateApplied> {
  const found = templateById(templateId);
  const unticked = new Set(skip);
  await lockPlanning(tx, wedding.id);
  const have = await appliedTemplateKeys(tx, wedding.id);
  const missing = found.sections.map((s) => ({
    ...s,
    tasks: s.tasks.filter((t) => !have.has(`${found.id}:${t.key}`) && !unticked.has(t.key)),
  }));
  const adding = missing.reduce((n, s) => n + s.tasks.length, 0);
  const result: TemplateApplied = {
    template: found.id,
    sections_created: 0,
    tasks_created: 0,
    tasks_skipped: found.tasks_count - adding,
  };
  if (!adding) return result;
  const [total] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.weddingId, wedding.id));
  if (Number(total?.n) + adding > PLANNING_LIMITS.tasksPerWedding) {
    throw new HttpError(409, planningMessages.tooManyTasks);
  }
  // Spread over the whole template, so tasks added later fall where a first application would have put them.
  const all = found.sections.flatMap((s) => s.tasks);
  const dates = templateDueDates(wedding.date, all, today);
  const dueOf = new Map(all.map((t, i) => [t.key, dates[i]]));
  for (const templateSection of missing) {
    if (!templateSection.tasks.length) continue;
    const { section, created } = await sectionFor(
      tx,
      wedding,
      userId,
      `${found.id}:${templateSection.key}`,
      templateSection.name,
    );
    if (created) result.sections_created += 1;
    const start = await nextPosition(tx, section);
    await tx.insert(tasks).values(
      templateSection.tasks.map((t, i) => ({
        weddingId: wedding.id,
        sectionId: section.id,
        title: t.title,
        notes: t.notes,
        dueDate: dueOf.get(t.key) ?? null,
        position: start + i,
        templateKey: `${found.id}:${t.key}`,
        createdBy: userId,
      })),
    );
    result.tasks_created += templateSection.tasks.length;
  }
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'apply_template',
    weddingId: wedding.id,
    data: {
      template: found.id,
      sections_created: result.sections_created,
      tasks_created: result.tasks_created,
      by: userId,
    },
  });
  await recordChange(tx, {
    weddingId: wedding.id,
    actorId: userId,
    area: 'tasks',
    itemType: 'template',
    itemId: wedding.id,
    label: found.name,
    action: 'applied',
  });
  return result;
}

async function nextPosition(tx: Tx, section: SectionRow): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.sectionId, section.id));
  return Number(row?.n ?? 0);
}
