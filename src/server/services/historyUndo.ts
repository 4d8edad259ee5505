import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Payment } from '../../shared/fundsTypes';
import { historyMessages as hm } from '../../shared/history';
import { minorToDecimal } from '../../shared/money';
import type { Task, TaskSection } from '../../shared/planning';
import type { Tx } from '../db/client';
import {
  expenseTypes,
  fundPayments,
  fundTransactions,
  historyEntries,
  taskAssignees,
  taskComments,
  taskSections,
  tasks,
  users,
  weddingMembers,
  weddingVendors,
} from '../db/schema';
import { recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { updateEvent } from './calendar';
import { emitFunds, knownCurrency, toPayment } from './fundsCore';
import { paymentAbout, updatePayment } from './fundsPayments';
import { type EntryRow, undoableKind } from './history';
import { restoreHousehold, restoreVendor } from './historyRestore';
import { markUndo, revertCreate, revertMoreUpdate, revive } from './historyRevert';
import { sectionEntry, updateSection } from './sections';
import { recordTask, taskJson, updateTask } from './tasks';
import { lockPlanning } from './tasksOrder';
import { updateWeddingDayTask } from './weddingDayTasks';
import { updateWeddingVendor } from './weddingVendors';

// Undo: the last change to an item, made again the other way round as a change of its own (with its entry, which
// names the entry it undid, and its event), or a deletion within 30 days restored with the item's own id. Refused with
// 409 when the item changed since, so nobody's later change is silently lost.

type Body = Record<string, unknown>;
const beforeOf = (entry: EntryRow): Body =>
  Object.fromEntries(entry.changes.map((change) => [change.field, change.before]));

/** The item's entries, newest first; the undone entry must be the newest (before the undo) or the next (after it). */
async function newestOf(tx: Tx, itemId: string, n: number) {
  return tx
    .select({ id: historyEntries.id })
    .from(historyEntries)
    .where(eq(historyEntries.itemId, itemId))
    .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id))
    .limit(n);
}

async function revertUpdate(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const before = beforeOf(entry);
  const { weddingId, itemId, id } = entry;
  switch (entry.itemType) {
    case 'task':
      await updateTask(tx, weddingId, itemId, userId, before as never, id);
      return;
    case 'section':
      await updateSection(tx, weddingId, itemId, userId, before as never, id);
      return;
    case 'day_task':
      await updateWeddingDayTask(tx, weddingId, itemId, userId, before as never, id);
      return;
    case 'event':
      await updateEvent(tx, itemId, userId, before as never, id);
      return;
    case 'vendor':
      await updateWeddingVendor(tx, itemId, userId, before as never, id);
      return;
    case 'payment': {
      // Paying a payment wrote a transaction; taking that back is deleting the transaction, not an undo here.
      if ('transaction' in before) throw new HttpError(409, hm.cannotUndo);
      const { amount_minor: amount, ...rest } = before;
      const currency = entry.changes.find((c) => c.currency)?.currency ?? (before.currency as string | undefined);
      const body: Body = { ...rest };
      if (typeof amount === 'number' && currency) {
        body.amount = minorToDecimal(amount, knownCurrency(currency).digits);
      }
      await updatePayment(tx, weddingId, itemId, userId, body as never, id);
      return;
    }
    default:
      if (!(await revertMoreUpdate(tx, entry, userId))) throw new HttpError(409, hm.cannotUndo);
  }
}

async function members(tx: Tx, weddingId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.userId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Puts deleted tasks back at the end of their section, with the assignees who are still members. */
async function insertTasks(tx: Tx, weddingId: string, saved: Task[]): Promise<Task[]> {
  const restored: Task[] = [];
  const still = await members(
    tx,
    weddingId,
    saved.flatMap((t) => t.assignees),
  );
  for (const t of saved) {
    const [n] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.sectionId, t.section));
    const [row] = await tx
      .insert(tasks)
      .values({
        id: t.id,
        weddingId,
        sectionId: t.section,
        title: t.title,
        notes: t.notes,
        dueDate: t.due_date,
        status: t.status,
        completedAt: t.completed_at ? new Date(t.completed_at) : null,
        position: Number(n?.n ?? 0),
        templateKey: t.template_task,
        createdBy: t.created_by,
        createdAt: new Date(t.created_at),
      })
      .returning();
    const assignees = t.assignees.filter((a) => still.has(a));
    if (assignees.length) await tx.insert(taskAssignees).values(assignees.map((userId) => ({ taskId: t.id, userId })));
    restored.push(await taskJson(tx, row!));
  }
  return restored;
}

async function restoreTask(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const saved = entry.snapshot as Task & { comments?: (typeof taskComments.$inferSelect)[] };
  await lockPlanning(tx, entry.weddingId);
  const [section] = await tx.select().from(taskSections).where(eq(taskSections.id, saved.section));
  if (!section) throw new HttpError(409, 'Its section is gone; restore the section first.');
  const [task] = await insertTasks(tx, entry.weddingId, [saved]);
  // Its comments come back with it (older snapshots have none), those whose authors still have an account.
  const comments = (saved.comments ?? []).map(revive);
  const authors = comments.length
    ? new Set(
        (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(
              inArray(
                users.id,
                comments.map((c) => c.authorId),
              ),
            )
        ).map((u) => u.id),
      )
    : new Set<string>();
  const kept = comments.filter((c) => authors.has(c.authorId));
  if (kept.length) await tx.insert(taskComments).values(kept);
  if (kept.length) task!.comments_count = kept.length;
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'create',
    weddingId: entry.weddingId,
    data: { task: task!, by: userId },
  });
  await recordTask(tx, userId, task!, 'restored', entry.id);
}

async function restoreSection(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const saved = entry.snapshot as { section: TaskSection; tasks: Task[] };
  const { weddingId } = entry;
  await lockPlanning(tx, weddingId);
  const [n] = await tx.select({ n: count() }).from(taskSections).where(eq(taskSections.weddingId, weddingId));
  const [clash] = await tx
    .select({ id: taskSections.id })
    .from(taskSections)
    .where(and(eq(taskSections.weddingId, weddingId), sql`lower(${taskSections.name}) = lower(${saved.section.name})`));
  if (clash) throw new HttpError(409, 'A section with that name exists again; rename it first.');
  const [row] = await tx
    .insert(taskSections)
    .values({
      id: saved.section.id,
      weddingId,
      name: saved.section.name,
      position: Number(n?.n ?? 0),
      createdBy: userId,
    })
    .returning();
  const section = { ...saved.section, position: row!.position };
  await emitEvent(tx, { stream: 'account_tasks', action: 'create_section', weddingId, data: { section, by: userId } });
  for (const task of await insertTasks(tx, weddingId, saved.tasks)) {
    await emitEvent(tx, { stream: 'account_tasks', action: 'create', weddingId, data: { task, by: userId } });
  }
  await recordChange(tx, { ...sectionEntry(userId, section), action: 'restored', undoes: entry.id });
}

async function restorePayment(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const saved = entry.snapshot as Payment;
  const { weddingId } = entry;
  const exists = async (
    table: typeof expenseTypes | typeof weddingVendors | typeof fundTransactions,
    id: string | null,
  ) => (id ? (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0 : false);
  const [row] = await tx
    .insert(fundPayments)
    .values({
      id: saved.id,
      weddingId,
      title: saved.title,
      amountMinor: saved.amount_minor,
      currency: saved.currency,
      dueOn: saved.due_date,
      expenseTypeId: (await exists(expenseTypes, saved.expense_type)) ? saved.expense_type : null,
      vendorId: (await exists(weddingVendors, saved.vendor)) ? saved.vendor : null,
      transactionId: (await exists(fundTransactions, saved.transaction)) ? saved.transaction : null,
      createdBy: userId,
      createdAt: new Date(saved.created_at),
    })
    .returning();
  const payment = toPayment(row!, row!.transactionId ? saved.paid_on : null);
  await emitFunds(tx, weddingId, 'create_payment', { payment, by: userId });
  await recordChange(tx, { ...paymentAbout(userId, payment), action: 'restored', undoes: entry.id });
}

const RESTORERS: Record<string, (tx: Tx, entry: EntryRow, userId: string) => Promise<void>> = {
  task: restoreTask,
  section: restoreSection,
  vendor: restoreVendor,
  payment: restorePayment,
  household: restoreHousehold,
};

/**
 * Undoes `entry` (found and checked visible to the caller, whose right to edit the item the route checked). One item
 * is undone at a time (an advisory lock on its id), and only while the entry is its latest change.
 */
export async function undoEntry(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('history-item'), hashtext(${entry.itemId}))`);
  const [latest] = await newestOf(tx, entry.itemId, 1);
  if (latest?.id !== entry.id) throw new HttpError(409, hm.changedSince);
  if (entry.action === 'deleted') {
    if (!RESTORERS[entry.itemType]) throw new HttpError(409, hm.cannotUndo);
    if (!undoableKind(entry)) throw new HttpError(410, hm.tooOld);
    await RESTORERS[entry.itemType]!(tx, entry, userId);
    return;
  }
  if (!undoableKind(entry)) throw new HttpError(409, hm.cannotUndo);
  if (entry.action === 'created') await revertCreate(tx, entry, userId);
  else await revertUpdate(tx, entry, userId);
  await markUndo(tx, entry.itemId, entry.id);
  // A write that committed between the check above and the item's own lock would be overwritten: refuse instead.
  const [, previous] = await newestOf(tx, entry.itemId, 2);
  if (previous?.id !== entry.id) throw new HttpError(409, hm.changedSince);
}
