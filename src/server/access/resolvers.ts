import { and, eq, getTableName, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { guestEventMessages } from '../../shared/guestEvents';
import { historyMessages } from '../../shared/history';
import { planningMessages } from '../../shared/planning';
import { runSheetMessages } from '../../shared/runSheet';
import { socialMessages } from '../../shared/socialTypes';
import { vendorMessages } from '../../shared/vendors';
import { weddingMessages } from '../../shared/weddings';
import type { Db } from '../db/client';
import {
  expenseTypes,
  fundPayments,
  fundTransactions,
  gifts,
  guestEvents,
  historyEntries,
  households,
  moneyAccounts,
  peopleLists,
  runSheetLinks,
  seatingRules,
  seatingTables,
  taskComments,
  taskSections,
  tasks,
  vendorBusinesses,
  vendorTeamMembers,
  weddingDayTasks,
  weddingEvents,
  weddingInvites,
  weddingMembers,
  weddingVendors,
} from '../db/schema';
import { fieldError, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import type { TargetFacts } from '../policy';

// Where the target of a `wedding:` route sits. A route names its target kind in its config
// (`{ permission: 'wedding:tasks.view', target: 'task' }`); the access plugin runs the kind's resolver, then loads the
// wedding and asks the policy. A resolver answers 404 (or 400 for a missing `account`) before any permission check,
// so the order is always: 401, 400/404 for the target, 403.

/** The wedding a target belongs to (its id, or the id or slug the caller wrote), and the target itself. */
export interface Located {
  wedding: string;
  /** The target row's id; null when the target is the wedding itself. */
  id: string | null;
  facts: TargetFacts;
  /** For a row with a version (issue 31): its table and version now, for If-Match. */
  versioned?: { table: string; version: number };
}

export type Resolver = (db: Db, request: FastifyRequest) => Promise<Located>;

const pathId = (request: FastifyRequest): string => (request.params as { id?: string }).id ?? '';

/** `{account}` in the body, or `?account=` on a GET: lists and creations that live outside `/accounts/{id}/`. */
function accountKey(request: FastifyRequest): string {
  const source = (request.method === 'GET' ? request.query : request.body) as { account?: unknown } | undefined;
  const key = source && typeof source === 'object' ? source.account : undefined;
  if (typeof key !== 'string' || !key.trim()) {
    throw fieldError('account', planningMessages.accountRequired);
  }
  return key.trim();
}

type Owned = PgTable & { id: PgColumn; weddingId: PgColumn };

interface OwnedOptions<Row> {
  /** Rows of the table that are not this kind of target are as unknown as missing ones. */
  only?: (row: Row) => boolean;
  facts?: (row: Row) => TargetFacts;
  /** The routes check the row's version themselves, answering a stale one with the item now (run-of-show items). */
  ownVersions?: boolean;
}

/** A row of a table with a `wedding_id`, named by the path's `:id`. */
function owned<T extends Owned>(table: T, notFound: string, options: OwnedOptions<T['$inferSelect']> = {}): Resolver {
  return async (db, request) => {
    const id = pathId(request);
    const rows = isUuid(id)
      ? await db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id))
          .limit(1)
      : [];
    const row = rows[0] as T['$inferSelect'] | undefined;
    if (!row || (options.only && !options.only(row))) throw new HttpError(404, notFound);
    const { version } = row as { version?: unknown };
    return {
      wedding: row.weddingId as string,
      id,
      facts: options.facts?.(row) ?? {},
      ...(typeof version === 'number' && !options.ownVersions
        ? { versioned: { table: getTableName(table), version } }
        : {}),
    };
  };
}

/** Whether the signed-in caller is the business's owner or on its team. */
async function actsFor(db: Db, businessId: string | null, request: FastifyRequest): Promise<boolean> {
  const userId = request.user?.id;
  if (!businessId || !userId) return false;
  const [row] = await db
    .select({ id: vendorBusinesses.id })
    .from(vendorBusinesses)
    .leftJoin(
      vendorTeamMembers,
      and(eq(vendorTeamMembers.businessId, vendorBusinesses.id), eq(vendorTeamMembers.userId, userId)),
    )
    .where(
      and(
        eq(vendorBusinesses.id, businessId),
        or(eq(vendorBusinesses.ownerId, userId), eq(vendorTeamMembers.userId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every kind of target a route may name. A new resource owned by a wedding adds one line here. */
export const RESOLVERS = {
  /** `/accounts/{id or slug}/…`: the wedding itself. */
  account: async (_db, request) => ({ wedding: pathId(request), id: null, facts: {} }),
  /** `account` in the body or query: the wedding a list or a new item belongs to. */
  accountField: async (_db, request) => ({ wedding: accountKey(request), id: null, facts: {} }),
  /** `/accounts/{id}/followers/`: the wedding, followed for the `user` the body names (when it is a string). */
  follow: async (_db, request) => {
    const user = (request.body as { user?: unknown } | undefined)?.user;
    return { wedding: pathId(request), id: null, facts: typeof user === 'string' ? { forUser: user } : {} };
  },
  task: owned(tasks, planningMessages.noTask),
  weddingDayTask: owned(weddingDayTasks, planningMessages.noWeddingDayTask, { ownVersions: true }),
  runSheetLink: owned(runSheetLinks, runSheetMessages.noLinkId),
  section: owned(taskSections, planningMessages.noSection),
  event: owned(weddingEvents, planningMessages.noEvent),
  // A wedding-day comment is not a task comment by another address, nor the other way round.
  taskComment: owned(taskComments, socialMessages.noComment, {
    only: (comment) => comment.taskId !== null,
    facts: (comment) => ({ authorId: comment.authorId }),
  }),
  weddingDayTaskComment: owned(taskComments, socialMessages.noComment, {
    only: (comment) => comment.weddingDayTaskId !== null,
    facts: (comment) => ({ authorId: comment.authorId }),
  }),
  moneyAccount: owned(moneyAccounts, 'No money account has that id.'),
  expenseType: owned(expenseTypes, 'No expense type has that id.'),
  transaction: owned(fundTransactions, 'No transaction has that id.'),
  payment: owned(fundPayments, 'No payment has that id.'),

  household: owned(households, 'No household has that id.'),
  guestEvent: owned(guestEvents, guestEventMessages.noEvent),
  seatingTable: owned(seatingTables, guestEventMessages.noTable),
  seatingRule: owned(seatingRules, 'No rule has that id.'),
  /** An entry of a wedding's history; one its reader may not see answers 404 too (services/history.ts). */
  historyEntry: owned(historyEntries, historyMessages.noEntry),
  gift: owned(gifts, 'No gift has that id.'),
  /** A wedding's list of people; a user's own list is no wedding's, so it is as unknown here. */
  weddingList: owned(peopleLists, 'No list has that id.', { only: (list) => list.weddingId !== null }),

  /** A vendor on a wedding's list, and whether the caller acts for the directory business it is. */
  weddingVendor: async (db, request) => {
    const id = pathId(request);
    const [row] = isUuid(id) ? await db.select().from(weddingVendors).where(eq(weddingVendors.id, id)).limit(1) : [];
    if (!row) throw new HttpError(404, vendorMessages.noSuchVendor);
    return {
      wedding: row.weddingId,
      id,
      facts: { linkedVendor: await actsFor(db, row.businessId, request) },
      versioned: { table: getTableName(weddingVendors), version: row.version },
    };
  },
  invite: owned(weddingInvites, weddingMessages.noInvite, { facts: (invite) => ({ addressee: invite.email }) }),
  /** `/account-members/{id}/`: one seat on a wedding's committee (the `id` of the people page's list). */
  member: owned(weddingMembers, weddingMessages.noMember),
} satisfies Record<string, Resolver>;

export type TargetKind = keyof typeof RESOLVERS;
