import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RUN_SHEET_LINKS_MAX,
  type RunSheet,
  type RunSheetItem,
  type RunSheetLink,
  type runSheetLinkBody,
  runSheetMessages,
} from '../../shared/runSheet';
import type { Db, Tx } from '../db/client';
import {
  runSheetLinks,
  weddingDayTaskAssignees,
  weddingDayTasks,
  weddingDayTaskVendors,
  weddingSites,
  weddings,
  weddingVendors,
} from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldError, fieldRefusal, HttpError } from '../lib/problem';
import { newToken } from '../lib/tokens';
import { isUuid } from '../lib/uuid';
import { emitEvent } from '../realtime/emitEvent';
import { logisticsOf } from './site';
import { checkAssignees } from './tasks';

// Issue 37: the couple's private links to the run-of-show, one per vendor or helper, and what a link shows. A link
// reads the day's items (never a private note), the venues and the couple's day-of contacts: no funds, no guests,
// no comments, no assignees. Revoking one ends it at once.

type LinkRow = typeof runSheetLinks.$inferSelect;
type LinkBody = z.output<typeof runSheetLinkBody>;

export const runSheetUrl = (publicUrl: string, token: string) => `${publicUrl}/run/${token}`;

function toLink(row: LinkRow, publicUrl: string): RunSheetLink {
  return {
    id: row.id,
    account: row.weddingId,
    name: row.name,
    url: runSheetUrl(publicUrl, row.token),
    vendor: row.vendorId,
    assignee: row.assigneeId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The wedding's live links, newest first. */
export async function listLinks(db: Db, weddingId: string, publicUrl: string): Promise<RunSheetLink[]> {
  const rows = await db
    .select()
    .from(runSheetLinks)
    .where(and(eq(runSheetLinks.weddingId, weddingId), isNull(runSheetLinks.revokedAt)))
    .orderBy(desc(runSheetLinks.createdAt));
  return rows.map((r) => toLink(r, publicUrl));
}

export async function createLink(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: LinkBody,
  publicUrl: string,
): Promise<RunSheetLink> {
  if (body.vendor && body.assignee) throw fieldError('assignee', runSheetMessages.oneFilter);
  if (body.vendor) {
    const [vendor] = await tx
      .select({ id: weddingVendors.id })
      .from(weddingVendors)
      .where(and(eq(weddingVendors.id, body.vendor), eq(weddingVendors.weddingId, weddingId)));
    if (!vendor) throw fieldError('vendor', runSheetMessages.vendorInvalid);
  }
  if (body.assignee) await checkAssignees(tx, weddingId, [body.assignee], 'assignee');
  const [live] = await tx
    .select({ n: count() })
    .from(runSheetLinks)
    .where(and(eq(runSheetLinks.weddingId, weddingId), isNull(runSheetLinks.revokedAt)));
  if (Number(live?.n) >= RUN_SHEET_LINKS_MAX) throw fieldRefusal('name', runSheetMessages.tooMany, 409);
  const [row] = await tx
    .insert(runSheetLinks)
    .values({
      weddingId,
      name: body.name,
      token: newToken(),
      vendorId: body.vendor ?? null,
      assigneeId: body.assignee ?? null,
      createdBy: userId,
    })
    .returning();
  await emitEvent(tx, {
    stream: 'account_run_sheet',
    action: 'update_links',
    weddingId,
    data: { account: weddingId, link: row!.id, by: userId },
  });
  await recordChange(tx, {
    ...about(weddingId, userId, 'run_of_show', 'run_sheet_link', row!.id, body.name),
    action: 'created',
  });
  return toLink(row!, publicUrl);
}

/** Turns a link off for good: whoever holds it gets a 404 from now on. */
export async function revokeLink(tx: Tx, weddingId: string, id: string, userId: string): Promise<void> {
  const [row] = await tx
    .update(runSheetLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(runSheetLinks.id, id), isNull(runSheetLinks.revokedAt)))
    .returning();
  if (!row) throw new HttpError(404, runSheetMessages.noLinkId);
  await emitEvent(tx, {
    stream: 'account_run_sheet',
    action: 'update_links',
    weddingId,
    data: { account: weddingId, link: id, by: userId },
  });
  await recordChange(tx, {
    ...about(weddingId, userId, 'run_of_show', 'run_sheet_link', id, row.name),
    action: 'deleted',
  });
}

/** The live link a token opens, or a 404 that does not say whether it never existed or was turned off. */
export async function linkByToken(db: Db, token: string): Promise<LinkRow> {
  const [row] = token
    ? await db
        .select()
        .from(runSheetLinks)
        .where(and(eq(runSheetLinks.token, token), isNull(runSheetLinks.revokedAt)))
    : [];
  if (!row) throw new HttpError(404, runSheetMessages.noLink);
  return row;
}

/** The items a link may see: all of the day's, or those assigned to its vendor or member. */
async function itemIds(db: Db, link: LinkRow): Promise<string[] | null> {
  if (link.vendorId) {
    const rows = await db
      .select({ id: weddingDayTaskVendors.taskId })
      .from(weddingDayTaskVendors)
      .where(eq(weddingDayTaskVendors.vendorId, link.vendorId));
    return rows.map((r) => r.id);
  }
  if (link.assigneeId) {
    const rows = await db
      .select({ id: weddingDayTaskAssignees.taskId })
      .from(weddingDayTaskAssignees)
      .innerJoin(weddingDayTasks, eq(weddingDayTasks.id, weddingDayTaskAssignees.taskId))
      .where(and(eq(weddingDayTaskAssignees.userId, link.assigneeId), eq(weddingDayTasks.weddingId, link.weddingId)));
    return rows.map((r) => r.id);
  }
  return null;
}

function toItem(row: typeof weddingDayTasks.$inferSelect): RunSheetItem {
  return {
    id: row.id,
    time: row.time,
    title: row.title,
    place: row.place,
    notes: row.notesPrivate ? '' : row.notes,
    done: row.done,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function runSheetOf(db: Db, link: LinkRow): Promise<RunSheet> {
  const only = await itemIds(db, link);
  const [[wedding], [site], rows] = await Promise.all([
    db.select().from(weddings).where(eq(weddings.id, link.weddingId)),
    db
      .select({ logistics: weddingSites.logistics })
      .from(weddingSites)
      .where(eq(weddingSites.weddingId, link.weddingId)),
    only && !only.length
      ? Promise.resolve([])
      : db
          .select()
          .from(weddingDayTasks)
          .where(
            and(
              eq(weddingDayTasks.weddingId, link.weddingId),
              only ? inArray(weddingDayTasks.id, only.filter(isUuid)) : undefined,
            ),
          )
          .orderBy(asc(weddingDayTasks.position)),
  ]);
  const logistics = logisticsOf(site);
  return {
    link: { name: link.name, filtered: only !== null },
    wedding: { name: wedding!.name, date: wedding!.date, time_zone: wedding!.timeZone },
    venues: logistics.venues,
    contacts: logistics.contacts,
    items: rows.map(toItem),
  };
}
