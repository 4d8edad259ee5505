import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Connection, MyPerson, Suggestion } from '../../shared/searchTypes';
import type { Db } from '../db/client';
import { userFollows, userPrivacy, users, weddingFollows, weddingMembers, weddings } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { notBlockedWith } from './privacy';
import { toPerson } from './weddings';

// "People you may know" and "my people". Suggestions weigh what two people share: planning a wedding together counts
// most, then following the same wedding's page from my wedding, then each person I follow who follows them. Nobody
// I follow or asked to follow, nobody on either side of a block, and nobody who asked not to be found (`searchable`).

export const SUGGESTIONS_LIMIT = 20;
const WEIGHT = { member: 3, follower: 2, followed: 1 } as const;
type Why = keyof typeof WEIGHT;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export async function suggestionsFor(db: Db, me: string): Promise<Suggestion[]> {
  const candidates = sql`
    SELECT f2.followee_id AS id, 'followed' AS why, f1.followee_id AS via, ${sql.raw(String(WEIGHT.followed))} AS w
      FROM ${userFollows} f1 JOIN ${userFollows} f2 ON f2.follower_id = f1.followee_id AND f2.status = 'approved'
      WHERE f1.follower_id = ${me} AND f1.status = 'approved'
    UNION ALL
    SELECT m2.user_id, 'member', m2.wedding_id, ${sql.raw(String(WEIGHT.member))}
      FROM ${weddingMembers} m1 JOIN ${weddingMembers} m2 ON m2.wedding_id = m1.wedding_id
      WHERE m1.user_id = ${me}
    UNION ALL
    SELECT wf.user_id, 'follower', wf.wedding_id, ${sql.raw(String(WEIGHT.follower))}
      FROM ${weddingMembers} m1 JOIN ${weddingFollows} wf ON wf.wedding_id = m1.wedding_id AND wf.status = 'approved'
      WHERE m1.user_id = ${me}`;
  const result = await db.execute<{ id: string; score: number; why: Why; via: string; followed_by: number }>(sql`
    SELECT c.id, sum(c.w)::int AS score, (array_agg(c.why ORDER BY c.w DESC))[1] AS why,
      (array_agg(c.via ORDER BY c.w DESC))[1] AS via, count(*) FILTER (WHERE c.why = 'followed')::int AS followed_by
    FROM (${candidates}) AS c
    WHERE c.id <> ${me}
      AND NOT EXISTS (SELECT 1 FROM ${users} gone WHERE gone.id = c.id AND gone.deleted_at IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM ${userFollows} f WHERE f.follower_id = ${me} AND f.followee_id = c.id)
      AND coalesce((SELECT ${userPrivacy.searchable} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = c.id), true)
      AND ${notBlockedWith(me, sql`c.id`)}
    GROUP BY c.id
    ORDER BY score DESC, c.id
    LIMIT ${SUGGESTIONS_LIMIT}`);
  const rows = result.rows;
  if (!rows.length) return [];
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(rows.flatMap((r) => (r.why === 'followed' ? [r.id, r.via] : [r.id])))]));
  const weddingIds = [...new Set(rows.flatMap((r) => (r.why === 'followed' ? [] : [r.via])))];
  const weddingRows = weddingIds.length
    ? await db.select({ id: weddings.id, name: weddings.name }).from(weddings).where(inArray(weddings.id, weddingIds))
    : [];
  // Whether following each is a request they answer: the button says so before it is pressed.
  const approving = await db
    .select({ id: userPrivacy.userId })
    .from(userPrivacy)
    .where(
      and(
        inArray(
          userPrivacy.userId,
          rows.map((r) => r.id),
        ),
        eq(userPrivacy.approveFollowers, true),
      ),
    );
  const approves = new Set(approving.map((p) => p.id));
  const personOf = new Map(people.map((u) => [u.id, u]));
  const weddingName = new Map(weddingRows.map((w) => [w.id, w.name]));
  return rows.flatMap((r) => {
    const person = personOf.get(r.id);
    if (!person) return [];
    const reason =
      r.why === 'member'
        ? `Planning ${weddingName.get(r.via) ?? 'a wedding'} with you`
        : r.why === 'follower'
          ? `Follows ${weddingName.get(r.via) ?? 'your wedding'}`
          : followedBy(personOf.get(r.via), r.followed_by);
    return [{ ...toPerson(person), reason, score: r.score, approves_followers: approves.has(r.id) }];
  });
}

function followedBy(via: typeof users.$inferSelect | undefined, n: number): string {
  const name = via ? fullName(via) : 'someone you follow';
  return n > 1 ? `Followed by ${name} and ${n - 1} other${n > 2 ? 's' : ''} you follow` : `Followed by ${name}`;
}

/** People I follow, who follow me, or with whom I plan a wedding; `filter` narrows them by name or handle. */
export async function myPeople(db: Db, me: string, window: OffsetWindow, filter?: string): Promise<Counted<MyPerson>> {
  const connected = sql`
    SELECT followee_id AS id, 'following' AS kind FROM ${userFollows} WHERE follower_id = ${me} AND status = 'approved'
    UNION ALL SELECT follower_id, 'follower' FROM ${userFollows} WHERE followee_id = ${me} AND status = 'approved'
    UNION ALL SELECT m2.user_id, 'wedding' FROM ${weddingMembers} m1
      JOIN ${weddingMembers} m2 ON m2.wedding_id = m1.wedding_id WHERE m1.user_id = ${me}`;
  const text = filter?.trim().slice(0, 100);
  const named = text
    ? sql`AND vowline_fold(u.first_name || ' ' || u.last_name || ' ' || u.slug) LIKE vowline_fold(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : sql``;
  const people = sql`
    SELECT c.id, array_agg(DISTINCT c.kind) AS connections FROM (${connected}) AS c JOIN ${users} u ON u.id = c.id
    WHERE c.id <> ${me} AND ${notBlockedWith(me, sql`c.id`)} ${named}
    GROUP BY c.id`;
  const [rows, total] = await Promise.all([
    db.execute<{ id: string; connections: Connection[] }>(sql`
      SELECT p.id, p.connections FROM (${people}) AS p JOIN ${users} u ON u.id = p.id
      ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT ${window.limit} OFFSET ${window.offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${people}) AS p`),
  ]);
  const ids = rows.rows.map((r) => r.id);
  const found = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  return {
    count: total.rows[0]?.n ?? 0,
    results: rows.rows.flatMap((r) => {
      const u = byId.get(r.id);
      return u ? [{ ...toPerson(u), connections: [...r.connections].sort() }] : [];
    }),
  };
}
