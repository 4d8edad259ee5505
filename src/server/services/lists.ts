import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { LIST_LIMITS, listMessages as lm, type PeopleList } from '../../shared/searchTypes';
import type { PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import { peopleListMembers, peopleLists, posts, users } from '../db/schema';
import { about, recordChange } from '../history/record';
import type { Counted, KeysetWindow, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { canManageList, canSeePersonalList } from '../policy';
import { postsWhere } from './postFeeds';
import { isBlockedBetween, notBlockedWith } from './privacy';
import { postVector } from './search';
import { toPerson } from './weddings';

// Lists of people. A user's list is theirs to change; anyone signed in may read a public one (without the people who
// blocked them or whom they blocked), a private one is as unknown to everyone else as a missing one. A wedding's list
// is the couple's (policy `lists.manage`), reached through /account-user-lists/ only.

export type ListRow = typeof peopleLists.$inferSelect;
export const LISTS_PAGE = { size: 30, max: 100 };

const noList = () => new HttpError(404, lm.noList);

/** A wedding's list (the thank-you notes) is part of the wedding: its changes go into the wedding's history. */
async function recordList(
  tx: Tx,
  row: ListRow,
  by: string | undefined,
  change: Omit<Parameters<typeof recordChange>[1], 'weddingId' | 'actorId' | 'area' | 'itemType' | 'itemId' | 'label'>,
): Promise<void> {
  if (!row.weddingId) return;
  await recordChange(tx, {
    ...about(row.weddingId, by ?? null, 'guests', 'thank_you_list', row.id, row.name),
    ...change,
  });
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export async function listRow(db: Db | Tx, id: string): Promise<ListRow> {
  const [row] = isUuid(id) ? await db.select().from(peopleLists).where(eq(peopleLists.id, id)).limit(1) : [];
  if (!row) throw noList();
  return row;
}

/** A user's list as `viewerId` may see it: their own, or someone's public one with no block between them. */
export async function personalListFor(db: Db | Tx, viewerId: string, id: string): Promise<ListRow> {
  const row = await listRow(db, id);
  const mine = row.ownerId === viewerId;
  const blocked =
    row.ownerId !== null && !mine && !row.isPrivate && (await isBlockedBetween(db, viewerId, row.ownerId));
  if (!canSeePersonalList(viewerId, row, blocked)) throw noList();
  return row;
}

export async function ownListFor(db: Db | Tx, viewerId: string, id: string): Promise<ListRow> {
  const row = await personalListFor(db, viewerId, id);
  if (!canManageList(viewerId, row)) throw new HttpError(403, lm.notYours);
  return row;
}

/** The API's shape for these rows, with their counts and owners; `member` asks whether that person is on each. */
export async function toLists(
  db: Db | Tx,
  viewerId: string,
  rows: ListRow[],
  member?: string,
  couple = false,
): Promise<PeopleList[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))];
  const [counts, owners, holding] = await readAll(db, [
    () =>
      db
        .select({ id: peopleListMembers.listId, n: count() })
        .from(peopleListMembers)
        .where(inArray(peopleListMembers.listId, ids))
        .groupBy(peopleListMembers.listId),
    () => (ownerIds.length ? db.select().from(users).where(inArray(users.id, ownerIds)) : Promise.resolve([])),
    () =>
      member && isUuid(member)
        ? db
            .select({ id: peopleListMembers.listId })
            .from(peopleListMembers)
            .where(and(inArray(peopleListMembers.listId, ids), eq(peopleListMembers.userId, member)))
        : Promise.resolve(null),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const ownerOf = new Map(owners.map((u) => [u.id, toPerson(u)]));
  const held = holding ? new Set(holding.map((h) => h.id)) : null;
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    is_private: row.isPrivate,
    members_count: countOf.get(row.id) ?? 0,
    owner: row.ownerId ? (ownerOf.get(row.ownerId) ?? null) : null,
    account: row.weddingId,
    created_at: row.createdAt.toISOString(),
    is_mine: couple || row.ownerId === viewerId,
    ...(held ? { has_member: held.has(row.id) } : {}),
  }));
}

async function listsWhere(db: Db, where: SQL | undefined, window: OffsetWindow) {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(peopleLists).where(where),
    db
      .select()
      .from(peopleLists)
      .where(where)
      .orderBy(desc(peopleLists.createdAt), desc(peopleLists.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: Number(total?.n ?? 0), rows };
}

/** The caller's own lists; `onlyPrivate` true or false narrows them to one kind. */
export async function myLists(
  db: Db,
  userId: string,
  window: OffsetWindow,
  options: { onlyPrivate?: boolean | undefined; member?: string | undefined },
): Promise<Counted<PeopleList>> {
  const where = and(
    eq(peopleLists.ownerId, userId),
    options.onlyPrivate === undefined ? undefined : eq(peopleLists.isPrivate, options.onlyPrivate),
  );
  const { count: total, rows } = await listsWhere(db, where, window);
  return { count: total, results: await toLists(db, userId, rows, options.member) };
}

/** A person's public lists (their profile's Lists tab); the viewer is known not to be blocked (`personFor`). */
export async function publicListsOf(
  db: Db,
  viewerId: string,
  personId: string,
  window: OffsetWindow,
): Promise<Counted<PeopleList>> {
  const where = and(eq(peopleLists.ownerId, personId), eq(peopleLists.isPrivate, false));
  const { count: total, rows } = await listsWhere(db, where, window);
  return { count: total, results: await toLists(db, viewerId, rows) };
}

export async function weddingLists(
  db: Db,
  viewerId: string,
  weddingId: string,
  window: OffsetWindow,
  member?: string,
): Promise<Counted<PeopleList>> {
  const { count: total, rows } = await listsWhere(db, eq(peopleLists.weddingId, weddingId), window);
  return { count: total, results: await toLists(db, viewerId, rows, member, true) };
}

export interface NewList {
  name: string;
  description: string;
  isPrivate: boolean;
}

export async function createList(
  db: Db,
  viewerId: string,
  keeper: { ownerId: string } | { weddingId: string },
  list: NewList,
): Promise<PeopleList> {
  const keptBy =
    'ownerId' in keeper ? eq(peopleLists.ownerId, keeper.ownerId) : eq(peopleLists.weddingId, keeper.weddingId);
  const row = await db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(peopleLists).where(keptBy);
    if (Number(held?.n ?? 0) >= LIST_LIMITS.perKeeper) throw new HttpError(409, lm.tooManyLists);
    const [inserted] = await tx
      .insert(peopleLists)
      .values({
        ownerId: 'ownerId' in keeper ? keeper.ownerId : null,
        weddingId: 'weddingId' in keeper ? keeper.weddingId : null,
        name: list.name,
        description: list.description,
        isPrivate: 'ownerId' in keeper ? list.isPrivate : true,
      })
      .returning();
    await recordList(tx, inserted!, viewerId, { action: 'created' });
    return inserted!;
  });
  const [shaped] = await toLists(db, viewerId, [row], undefined, 'weddingId' in keeper);
  return shaped!;
}

export async function updateList(db: Db | Tx, viewerId: string, row: ListRow, patch: Partial<NewList>) {
  const set = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.isPrivate !== undefined && row.ownerId ? { isPrivate: patch.isPrivate } : {}),
  };
  const [updated] = Object.keys(set).length
    ? await db.transaction(async (tx) => {
        const done = await tx.update(peopleLists).set(set).where(eq(peopleLists.id, row.id)).returning();
        const fields = (r: ListRow) => ({ name: r.name, description: r.description });
        await recordList(tx, done[0]!, viewerId, { action: 'updated', before: fields(row), after: fields(done[0]!) });
        return done;
      })
    : [row];
  const [shaped] = await toLists(db, viewerId, [updated!], undefined, row.weddingId !== null);
  return shaped!;
}

export async function deleteList(db: Db | Tx, row: ListRow, by?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(peopleLists).where(eq(peopleLists.id, row.id)).returning();
    if (gone.length) await recordList(tx, row, by, { action: 'deleted' });
  });
}

/** The people on a list, newest first, without anyone on either side of a block with the viewer. */
export async function listMembers(
  db: Db,
  viewerId: string,
  row: ListRow,
  window: OffsetWindow,
): Promise<Counted<PublicPerson>> {
  const where = and(eq(peopleListMembers.listId, row.id), notBlockedWith(viewerId, peopleListMembers.userId));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(peopleListMembers).where(where),
    db
      .select({ user: users })
      .from(peopleListMembers)
      .innerJoin(users, eq(users.id, peopleListMembers.userId))
      .where(where)
      .orderBy(desc(peopleListMembers.addedAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map((r) => toPerson(r.user)) };
}

/** Adds a person (id or handle); adding someone already there changes nothing. */
export async function addMember(db: Db, viewerId: string, row: ListRow, key: string): Promise<PublicPerson> {
  const slug = key.trim().toLowerCase();
  const where = isUuid(key) ? eq(users.id, key) : /^[a-z0-9-]{1,80}$/.test(slug) ? eq(users.slug, slug) : undefined;
  const [person] = where ? await db.select().from(users).where(where).limit(1) : [];
  const cannot = new HttpError(400, lm.cannotAdd, { user: [lm.cannotAdd] });
  if (!person) throw cannot;
  if (person.id !== viewerId && (await isBlockedBetween(db, viewerId, person.id))) throw cannot;
  await db.transaction(async (tx) => {
    // Taking the list's row lock keeps two additions from both passing the limit.
    await tx.execute(sql`SELECT 1 FROM ${peopleLists} WHERE ${peopleLists.id} = ${row.id} FOR UPDATE`);
    const [held] = await tx.select({ n: count() }).from(peopleListMembers).where(eq(peopleListMembers.listId, row.id));
    if (Number(held?.n ?? 0) >= LIST_LIMITS.members) throw new HttpError(409, lm.listFull);
    const added = await tx
      .insert(peopleListMembers)
      .values({ listId: row.id, userId: person.id })
      .onConflictDoNothing()
      .returning();
    if (added.length) {
      const changes = [{ field: 'people', before: null, after: fullName(person) }];
      await recordList(tx, row, viewerId, { action: 'updated', changes });
    }
  });
  return toPerson(person);
}

export async function removeMember(db: Db, row: ListRow, userId: string, by?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = isUuid(userId)
      ? await tx
          .delete(peopleListMembers)
          .where(and(eq(peopleListMembers.listId, row.id), eq(peopleListMembers.userId, userId)))
          .returning()
      : [];
    if (!removed.length) throw new HttpError(404, lm.notOnList);
    const [person] = await tx.select().from(users).where(eq(users.id, userId));
    const changes = [{ field: 'people', before: person ? fullName(person) : 'someone', after: null }];
    await recordList(tx, row, by, { action: 'updated', changes });
  });
}

/** The posts of a list's people, newest first, as the viewer may see them. */
export const listFeed = (db: Db, viewerId: string, row: ListRow, window: KeysetWindow) =>
  postsWhere(
    db,
    viewerId,
    sql`${posts.authorId} IN (SELECT ${peopleListMembers.userId} FROM ${peopleListMembers} WHERE ${peopleListMembers.listId} = ${row.id})`,
    window,
  );

/**
 * Posts that mention a person, as the viewer may see them. The full-text index finds the handle's words; the pattern
 * then keeps only a real `@handle` (the rule of shared/postText.ts: not `@handle-more`, not `x@handle`).
 */
export function mentionsOf(db: Db, viewerId: string, slug: string, window: KeysetWindow) {
  const words = sql`${postVector} @@ phraseto_tsquery('simple'::regconfig, ${slug})`;
  const pattern = `(^|[^[:alnum:]_@])@${slug}($|[^a-z0-9-]|-[^a-z0-9])`;
  return postsWhere(db, viewerId, and(words, sql`${posts.text} ~* ${pattern}`)!, window);
}
