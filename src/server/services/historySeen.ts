import { and, eq, sql } from 'drizzle-orm';
import type { ChangedItems, HistoryArea, HistoryItemType } from '../../shared/history';
import type { Db } from '../db/client';
import { historyEntries, historySeen, weddingVisits } from '../db/schema';
import { type Reader, visibleTo } from './history';

/**
 * Changed items marked until seen: the items of `area` that others changed (not deleted) since the member last saw
 * that area's page, and that page seen now. Without an earlier look at the page, the member's current visit of the
 * wedding is where it counts from; without either, nothing is marked.
 */
export async function seeArea(db: Db, weddingId: string, reader: Reader, area: HistoryArea): Promise<ChangedItems> {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ at: historySeen.seenAt })
      .from(historySeen)
      .where(
        and(eq(historySeen.weddingId, weddingId), eq(historySeen.userId, reader.userId), eq(historySeen.scope, area)),
      )
      .for('update');
    const [visit] = seen
      ? []
      : await tx
          .select({ at: weddingVisits.since })
          .from(weddingVisits)
          .where(and(eq(weddingVisits.weddingId, weddingId), eq(weddingVisits.userId, reader.userId)));
    await tx
      .insert(historySeen)
      .values({ weddingId, userId: reader.userId, scope: area, seenAt: sql`now()` })
      .onConflictDoUpdate({
        target: [historySeen.weddingId, historySeen.userId, historySeen.scope],
        set: { seenAt: sql`now()` },
      });
    const since = seen?.at ?? visit?.at ?? null;
    if (!since) return { since: null, items: [] };
    const rows = await tx
      .select({
        itemId: historyEntries.itemId,
        itemType: sql<string>`min(${historyEntries.itemType})`,
        at: sql<Date>`max(${historyEntries.createdAt})`,
      })
      .from(historyEntries)
      .where(
        and(
          eq(historyEntries.weddingId, weddingId),
          visibleTo(reader),
          eq(historyEntries.area, area),
          sql`${historyEntries.createdAt} > ${since}`,
          sql`${historyEntries.actorId} IS DISTINCT FROM ${reader.userId}`,
          sql`${historyEntries.action} <> 'deleted'`,
        ),
      )
      .groupBy(historyEntries.itemId)
      .orderBy(sql`max(${historyEntries.createdAt}) DESC`)
      .limit(500);
    return {
      since: since.toISOString(),
      items: rows.map((r) => ({
        item_id: r.itemId,
        item_type: r.itemType as HistoryItemType,
        at: new Date(r.at).toISOString(),
      })),
    };
  });
}
