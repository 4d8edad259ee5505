import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  DELETION_UNDO_DAYS,
  describeEntry,
  type HistoryArea,
  type HistoryChange,
  type HistoryEntry,
  type HistoryItemType,
  type SinceLastVisit,
} from '../../shared/history';
import type { Db, Tx } from '../db/client';
import { historyEntries, users, weddingVisits } from '../db/schema';
import type { Keyed, KeysetWindow } from '../lib/paging';
import { keysetQuery } from '../lib/paging';
import { VENDOR_MONEY_FIELDS } from './weddingVendors';

// Reading a wedding's history: the activity page (newest first, by cursor, filtered), an item's own history, and
// "since your last visit". Every read is shaped for its reader: the couple reads every entry; the committee reads the
// entries of what it may see (planning, vendors without their prices, the committee's own comings and goings).

export const HISTORY_PAGE = { size: 30, max: 100 };
/** Counting a page's whole list stops here: a wedding's history grows without bound, and "10,000+" says enough. */
export const HISTORY_COUNT_CAP = 10_000;
/** Openings of a wedding less than this apart are one visit: "since your last visit" holds still through it. */
const VISIT_GAP = sql`interval '30 minutes'`;

export type EntryRow = typeof historyEntries.$inferSelect;

/** Who reads: their id, whether they are of the couple, and whether they may edit each kind of item. */
export interface Reader {
  userId: string;
  couple: boolean;
  mayEdit: (entry: Pick<EntryRow, 'itemType' | 'action' | 'actorId'>) => boolean;
}

export interface HistoryFilters {
  area?: HistoryArea;
  person?: string;
  /** Calendar dates (inclusive), in UTC. */
  from?: string;
  to?: string;
  item?: string;
}

const UNDOABLE_UPDATES = new Set<HistoryItemType>([
  'task',
  'section',
  'day_task',
  'event',
  'payment',
  'vendor',
  'comment',
  'transaction',
  'money_account',
  'expense_type',
  'household',
]);
/** A creation is undone by deleting what it made (a budget line, never deleted, is archived). */
const UNDOABLE_CREATES = new Set<HistoryItemType>([
  'task',
  'section',
  'comment',
  'day_task',
  'event',
  'payment',
  'vendor',
  'transaction',
  'money_account',
  'expense_type',
  'household',
]);
export const RESTORABLE = new Set<HistoryItemType>(['task', 'section', 'vendor', 'payment', 'household']);

const LINKS: Partial<Record<HistoryItemType, (id: string) => string>> = {
  task: (id) => `tasks/${id}`,
  section: () => 'tasks',
  template: () => 'tasks',
  day_task: (id) => `tasks/dday/${id}`,
  run_of_show: () => 'tasks/dday',
  event: () => 'calendar',
  payment: () => 'money/payments',
  transaction: (id) => `money/cash-flow/view-transaction/${id}`,
  money_account: () => 'money/accounts',
  expense_type: () => 'money/budget',
  funds_settings: () => 'money/budget',
  vendor: (id) => `vendors/view/${id}`,
  household: () => 'guests',
  gift: () => 'guests',
  guest_list: () => 'guests',
  website: () => 'website',
  member: () => 'people',
  invite: () => 'people/invited',
  wedding: () => 'settings',
  expectations: (id) => `vendors/view/${id}`,
  receipt: (id) => `money/cash-flow/view-transaction/${id}`,
  cover: () => 'website',
  thank_you_list: () => 'guests',
};

/** Whether an entry can be undone at all, whoever asks: an update of an editable kind, or a recent deletion. */
export function undoableKind(row: Pick<EntryRow, 'itemType' | 'action' | 'createdAt'>, now = Date.now()): boolean {
  const type = row.itemType as HistoryItemType;
  if (row.action === 'updated') return UNDOABLE_UPDATES.has(type);
  if (row.action === 'created') return UNDOABLE_CREATES.has(type);
  if (row.action !== 'deleted' || !RESTORABLE.has(type)) return false;
  return now - row.createdAt.getTime() <= DELETION_UNDO_DAYS * 86_400_000;
}

/** Visible to this reader: everything for the couple, the committee's level otherwise. */
export const visibleTo = (reader: Reader): SQL | undefined =>
  reader.couple ? undefined : eq(historyEntries.level, 'member');

/** An entry as its reader sees it (the committee never sees a vendor's prices, before or after). */
export function toEntry(
  row: EntryRow,
  slug: string,
  by: { id: string; name: string } | null,
  latest: boolean,
  reader: Reader,
): HistoryEntry {
  const hidden = !reader.couple && row.itemType === 'vendor';
  const changes = (row.changes as HistoryChange[]).filter((c) => !hidden || !VENDOR_MONEY_FIELDS.includes(c.field));
  const shape = {
    account: row.weddingId,
    area: row.area,
    item_type: row.itemType as HistoryItemType,
    item_id: row.itemId,
    label: row.label,
    action: row.action as HistoryEntry['action'],
    by,
    changes,
    undoes: row.undoes,
  };
  const link = row.action === 'deleted' ? undefined : LINKS[row.itemType as HistoryItemType];
  return {
    id: row.id,
    ...shape,
    text: describeEntry(shape),
    link: link ? `/wedding/${slug}/${link(row.itemId)}` : null,
    undoable: latest && undoableKind(row) && reader.mayEdit(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** No later entry for the same item: the entry is the item's last change. */
const isLatest = sql<boolean>`NOT EXISTS (SELECT 1 FROM history_entries later
  WHERE later.item_id = ${historyEntries.itemId}
    AND (later.created_at, later.id) > (${historyEntries.createdAt}, ${historyEntries.id}))`;

function filtersOf(weddingId: string, reader: Reader, filters: HistoryFilters): SQL | undefined {
  return and(
    eq(historyEntries.weddingId, weddingId),
    visibleTo(reader),
    filters.area ? eq(historyEntries.area, filters.area) : undefined,
    filters.person ? eq(historyEntries.actorId, filters.person) : undefined,
    filters.item ? eq(historyEntries.itemId, filters.item) : undefined,
    filters.from ? gte(historyEntries.createdAt, sql`${filters.from}::date::timestamptz`) : undefined,
    filters.to ? lt(historyEntries.createdAt, sql`(${filters.to}::date + 1)::timestamptz`) : undefined,
  );
}

/** A page of the wedding's history, newest first, with the (capped) count of the whole filtered list. */
export async function historyPage(
  db: Db,
  wedding: { id: string; slug: string },
  reader: Reader,
  filters: HistoryFilters,
  window: KeysetWindow,
): Promise<{ count: number; rows: Keyed<HistoryEntry>[] }> {
  const where = filtersOf(wedding.id, reader, filters);
  const page = keysetQuery(historyEntries.createdAt, historyEntries.id, window);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: historyEntries,
        key: page.key,
        first: users.firstName,
        latest: isLatest,
      })
      .from(historyEntries)
      .leftJoin(users, eq(users.id, historyEntries.actorId))
      .where(and(where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(historyEntries).where(where).limit(HISTORY_COUNT_CAP).as('capped')),
  ]);
  return {
    count: Number(counted?.n ?? 0),
    rows: page.newestFirst(
      rows.map((r) => ({
        key: r.key,
        item: toEntry(
          r.row,
          wedding.slug,
          r.row.actorId && r.first !== null ? { id: r.row.actorId, name: r.first } : null,
          r.latest,
          reader,
        ),
      })),
    ),
  };
}

/**
 * Records that the member opened the wedding and answers what others changed since the visit began: openings less
 * than 30 minutes apart are one visit, so the card holds still while they look around. A first visit starts now.
 */
export async function visitWedding(db: Db, weddingId: string, reader: Reader): Promise<SinceLastVisit> {
  const [visit] = await db
    .insert(weddingVisits)
    .values({ weddingId, userId: reader.userId, since: sql`now()`, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [weddingVisits.weddingId, weddingVisits.userId],
      set: {
        since: sql`CASE WHEN ${weddingVisits.seenAt} < now() - ${VISIT_GAP} THEN ${weddingVisits.seenAt}
          ELSE ${weddingVisits.since} END`,
        seenAt: sql`now()`,
      },
    })
    .returning({ since: weddingVisits.since });
  const since = visit!.since;
  const done = sql`${historyEntries.itemType} = 'task' AND ${historyEntries.changes} @> '[{"field":"status","after":"done"}]'`;
  const groups = await db
    .select({
      area: historyEntries.area,
      count: count(),
      done: sql<number>`count(*) FILTER (WHERE ${done})::int`,
      labels: sql<string[]>`(array_agg(DISTINCT ${historyEntries.label}))[1:3]`,
    })
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.weddingId, weddingId),
        visibleTo(reader),
        sql`${historyEntries.createdAt} > ${since}`,
        sql`${historyEntries.actorId} IS DISTINCT FROM ${reader.userId}`,
      ),
    )
    .groupBy(historyEntries.area)
    .orderBy(sql`count(*) DESC`, historyEntries.area);
  return {
    since: since.toISOString(),
    count: groups.reduce((n, g) => n + Number(g.count), 0),
    groups: groups.map((g) => ({ area: g.area, count: Number(g.count), done: g.done, labels: g.labels })),
  };
}

/** One entry, if this reader may see it. */
export async function entryFor(db: Db, id: string, reader: Reader): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.id, id), visibleTo(reader)));
  return row ?? null;
}

/** The entries of these weddings written since `since`, for a digest (the caller filters by what each may see). */
export async function entriesSince(db: Db | Tx, weddingIds: string[], since: Date) {
  if (!weddingIds.length) return [];
  return db
    .select({ row: historyEntries, first: users.firstName, last: users.lastName })
    .from(historyEntries)
    .leftJoin(users, eq(users.id, historyEntries.actorId))
    .where(and(inArray(historyEntries.weddingId, weddingIds), gte(historyEntries.createdAt, since)))
    .orderBy(historyEntries.createdAt)
    .limit(500);
}
