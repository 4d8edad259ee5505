import { desc, eq, inArray } from 'drizzle-orm';
import { historyMessages as hm } from '../../shared/history';
import { minorToDecimal } from '../../shared/money';
import type { Tx } from '../db/client';
import { type guestEventInvites, guests, historyEntries, households } from '../db/schema';
import { recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { deleteEvent } from './calendar';
import { deleteComment, editComment } from './comments';
import { deleteAccount, updateAccount, updateExpenseType } from './fundsAccounts';
import { knownCurrency } from './fundsCore';
import { deletePayment } from './fundsPayments';
import { deleteTransaction, updateTransaction } from './fundsTransactions';
import { restoreInvites } from './guestAnswers';
import { deleteHouseholdIn, householdAbout } from './guests';
import type { EntryRow } from './history';
import { deleteSection } from './sections';
import { deleteTask } from './tasks';
import { deleteWeddingDayTask } from './weddingDayTasks';
import { deleteWeddingVendor } from './weddingVendors';

// Undo, continued (historyUndo.ts): the edits of comments, transactions, money accounts, budget lines and households
// made the other way round, and a creation undone by deleting what it made (a deletion that can itself be undone).

type Body = Record<string, unknown>;

/** The entry a revert wrote (the item's newest) names the entry it undid. */
export async function markUndo(tx: Tx, itemId: string, undone: string): Promise<void> {
  const [newest] = await tx
    .select({ id: historyEntries.id, undoes: historyEntries.undoes })
    .from(historyEntries)
    .where(eq(historyEntries.itemId, itemId))
    .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id))
    .limit(1);
  if (newest && newest.id !== undone && !newest.undoes) {
    await tx.update(historyEntries).set({ undoes: undone }).where(eq(historyEntries.id, newest.id));
  }
}

/**
 * The fields before the change as the route's body takes them: money kept in minor units (`amount_minor`) goes back
 * as the one money format (`amount`: "2400.00") in its currency; fields the body does not take are left out.
 */
function fundsBody(entry: EntryRow, fields: readonly string[]): Body {
  const before: Body = Object.fromEntries(entry.changes.map((c) => [c.field, c.before]));
  const code = (before.currency as string | undefined) ?? entry.changes.find((c) => c.currency)?.currency ?? undefined;
  const body: Body = {};
  for (const [field, value] of Object.entries(before)) {
    const name = field.replace(/_minor$/, '');
    if (!fields.includes(name)) continue;
    if (field.endsWith('_minor')) {
      if (typeof value !== 'number' || !code) throw new HttpError(409, hm.cannotUndo);
      body[name] = minorToDecimal(value, knownCurrency(code).digits);
    } else body[name] = value;
  }
  if (!Object.keys(body).length) throw new HttpError(409, hm.cannotUndo);
  return body;
}

const TRANSACTION_FIELDS = [
  'direction',
  'amount',
  'money_account',
  'expense_type',
  'vendor',
  'date',
  'note',
  'paid_by',
] as const;

/** Dates went into a snapshot as ISO strings; the columns want them back as dates. */
export function revive<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, k.endsWith('At') && typeof v === 'string' ? new Date(v) : v]),
  ) as T;
}

interface HouseholdSnapshot {
  household: typeof households.$inferSelect;
  guests: (typeof guests.$inferSelect)[];
  invites?: (typeof guestEventInvites.$inferSelect)[];
}

/** A household's name and guests put back as they were before the edit (guests keep their ids and answers). */
async function revertHousehold(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const saved = entry.snapshot as HouseholdSnapshot | null;
  // Edits recorded before the snapshot was kept say only the names: not enough to put the guests back.
  if (!saved?.household) throw new HttpError(409, hm.cannotUndo);
  const [old] = await tx.select().from(households).where(eq(households.id, entry.itemId)).for('update');
  if (!old) throw new HttpError(409, hm.changedSince);
  const [row] = await tx
    .update(households)
    .set({ name: saved.household.name })
    .where(eq(households.id, entry.itemId))
    .returning();
  const current = await tx.select().from(guests).where(eq(guests.householdId, entry.itemId));
  const keep = new Set(saved.guests.map((g) => g.id));
  const extra = current.filter((g) => !keep.has(g.id)).map((g) => g.id);
  if (extra.length) await tx.delete(guests).where(inArray(guests.id, extra));
  const there = new Set(current.map((g) => g.id));
  const back: string[] = [];
  for (const guest of saved.guests.map(revive)) {
    const { id, ...values } = guest;
    if (there.has(id)) await tx.update(guests).set(values).where(eq(guests.id, id));
    else {
      await tx.insert(guests).values(guest);
      back.push(id);
    }
  }
  if (back.length) {
    const invites = (saved.invites ?? []).filter((i) => back.includes(i.guestId));
    await restoreInvites(tx, entry.weddingId, entry.itemId, back, invites);
  }
  await emitEvent(tx, {
    stream: 'account_guests',
    action: 'update_household',
    weddingId: entry.weddingId,
    data: { by: userId, household: entry.itemId },
  });
  const names = (list: { name: string; position: number }[]) =>
    [...list]
      .sort((a, b) => a.position - b.position)
      .map((g) => g.name)
      .join(', ');
  await recordChange(tx, {
    ...householdAbout(userId, row!),
    action: 'updated',
    before: { name: old.name, guests: names(current) },
    after: { name: row!.name, guests: names(saved.guests) },
    undoes: entry.id,
  });
}

/** Reverts an update of the kinds this file adds; false for a kind it does not know. */
export async function revertMoreUpdate(tx: Tx, entry: EntryRow, userId: string): Promise<boolean> {
  const { weddingId, itemId } = entry;
  switch (entry.itemType) {
    case 'comment': {
      const before = entry.changes.find((c) => c.field === 'text')?.before;
      if (typeof before !== 'string') throw new HttpError(409, hm.cannotUndo);
      await editComment(tx, itemId, userId, before);
      return true;
    }
    case 'transaction':
      await updateTransaction(tx, weddingId, itemId, userId, fundsBody(entry, TRANSACTION_FIELDS) as never);
      return true;
    case 'money_account':
      await updateAccount(
        tx,
        weddingId,
        itemId,
        userId,
        fundsBody(entry, ['name', 'currency', 'opening', 'archived']) as never,
      );
      return true;
    case 'expense_type':
      await updateExpenseType(
        tx,
        weddingId,
        itemId,
        userId,
        fundsBody(entry, ['name', 'planned', 'archived']) as never,
      );
      return true;
    case 'household':
      await revertHousehold(tx, entry, userId);
      return true;
    default:
      return false;
  }
}

/**
 * Undoes a creation: deletes what it made (a task, a payment, a household…), which can itself be undone; a budget line
 * is archived.
 */
export async function revertCreate(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const { weddingId, itemId } = entry;
  switch (entry.itemType) {
    case 'task':
      return deleteTask(tx, weddingId, itemId, userId);
    case 'section':
      return deleteSection(tx, weddingId, itemId, userId);
    case 'comment':
      return deleteComment(tx, itemId, userId);
    case 'day_task':
      return deleteWeddingDayTask(tx, weddingId, itemId, userId);
    case 'event':
      return deleteEvent(tx, itemId, userId);
    case 'payment':
      return deletePayment(tx, weddingId, itemId, userId);
    case 'vendor':
      return deleteWeddingVendor(tx, itemId, userId);
    case 'transaction':
      return deleteTransaction(tx, weddingId, itemId, userId);
    case 'money_account':
      return deleteAccount(tx, weddingId, itemId, userId);
    case 'expense_type':
      // Budget lines are never deleted (past transactions keep theirs): a new one is archived instead.
      await updateExpenseType(tx, weddingId, itemId, userId, { archived: true });
      return;
    case 'household':
      return deleteHouseholdIn(tx, itemId, userId);
    default:
      throw new HttpError(409, hm.cannotUndo);
  }
}
