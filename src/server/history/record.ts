import { eq } from 'drizzle-orm';
import {
  AREA_LEVELS,
  type HistoryAction,
  type HistoryArea,
  type HistoryChange,
  type HistoryItemType,
  type HistoryLevel,
} from '../../shared/history';
import type { Db, Tx } from '../db/client';
import { historyEntries, users } from '../db/schema';

/** Fields that change with every write (or are the item's place, not its content): never an entry's change. */
const NOISE = new Set([
  'id',
  'account',
  'created_at',
  'updated_at',
  'version',
  'created_by',
  'position',
  'comments_count',
  'completed_at',
  'expectations',
  'receipt',
  'balance_minor',
]);

/** Money fields whose names do not end in `_minor` (a vendor's prices). */
const MONEY = new Set(['quoted_price', 'deposit_amount', 'amount_paid']);

export interface ChangeInput {
  weddingId: string;
  /** Who made it; null for someone without an account (a guest answering the RSVP). */
  actorId: string | null;
  area: HistoryArea;
  itemType: HistoryItemType;
  itemId: string;
  label: string;
  action: HistoryAction;
  /** For an update: the item as the API showed it before and after; only the fields that differ are kept. */
  before?: object | null;
  after?: object | null;
  /** The currency of the fields holding money in minor units (`amount_minor`, `planned_minor`, …). */
  currency?: string;
  /** Who may read it, when not the area's level (an invitation names an email the committee does not see). */
  level?: HistoryLevel;
  /** A deleted item whole, so that undo can restore it. */
  snapshot?: unknown;
  undoes?: string;
  /** Changes spelled out, for a change that is not an item's before and after (an RSVP's answer). */
  changes?: HistoryChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose values differ from `before`'s. */
export function diffFields(before: object, after: object, currency?: string): HistoryChange[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.keys(now)
    .filter((field) => !NOISE.has(field) && field in was && !same(was[field], now[field]))
    .map((field) => ({
      field,
      before: was[field] ?? null,
      after: now[field] ?? null,
      ...(currency && (field.endsWith('_minor') || MONEY.has(field)) ? { currency } : {}),
    }));
}

/**
 * Writes the history entry of a change in the change's own transaction, beside its event: the entry commits with the
 * change or not at all. An update that changed no field writes none. Returns the entry's id.
 */
export async function recordChange(tx: Tx, input: ChangeInput): Promise<string | null> {
  const changes =
    input.changes ?? (input.before && input.after ? diffFields(input.before, input.after, input.currency) : []);
  if (input.action === 'updated' && !changes.length) return null;
  const [row] = await tx
    .insert(historyEntries)
    .values({
      weddingId: input.weddingId,
      actorId: input.actorId,
      area: input.area,
      level: input.level ?? AREA_LEVELS[input.area],
      itemType: input.itemType,
      itemId: input.itemId,
      label: input.label.slice(0, 200),
      action: input.action,
      changes,
      snapshot: input.snapshot ?? null,
      undoes: input.undoes ?? null,
    })
    .returning({ id: historyEntries.id });
  return row!.id;
}

/** The part of an entry that names its item: spread it into `recordChange`'s input. */
export function about(
  weddingId: string,
  actorId: string | null,
  area: HistoryArea,
  itemType: HistoryItemType,
  itemId: string,
  label: string,
) {
  return { weddingId, actorId, area, itemType, itemId, label };
}

/** The expectations agreed with a vendor, as entries compare them. */
export const expectationFields = (row: { deliverables: string; arrivalTime: string | null; dayContacts: string }) => ({
  deliverables: row.deliverables,
  arrival_time: row.arrivalTime,
  day_contacts: row.dayContacts,
});

/** An entry about a vendor's expectations: the couple's (and the linked vendor's) alone, like the expectations. */
export const expectationsAbout = (vendor: { weddingId: string; id: string; name: string }, actorId: string) => ({
  ...about(vendor.weddingId, actorId, 'vendors', 'expectations', vendor.id, vendor.name),
  level: 'couple' as const,
});

/** A person as entries name them: by first name, as the people around a wedding call each other. */
export async function personName(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db.select({ first: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.first ?? 'Someone';
}
