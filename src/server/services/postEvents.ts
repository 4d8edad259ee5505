import { type SQL, sql } from 'drizzle-orm';
import type { SocketAction, SocketData } from '../../shared/realtime';
import type { Tx } from '../db/client';
import { postLikes, userBlocks, userFollows, userPrivacy, weddingFollows, weddingMembers } from '../db/schema';
import { emitToMany } from '../realtime/fanout';
import { likersOf, type PostRow } from './postsRead';

// Who hears about a post in real time: everyone who has it in a feed and may see it. A wedding post: its members,
// and its approved followers unless it is for members only. A profile post: its author's approved followers, unless
// the author shows posts to no one. Always the author, never anyone either side of a block with the author, nor, for
// a comment or a like, with whoever wrote or gave it.

type PostTarget = Pick<PostRow, 'id' | 'authorId' | 'weddingId' | 'audience'>;

const blockedWith = (u: SQL, other: string | SQL) =>
  sql`EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = ${u} AND ${userBlocks.blockedId} = ${other})
    OR (${userBlocks.blockerId} = ${other} AND ${userBlocks.blockedId} = ${u}))`;

function readersOf(post: PostTarget, actorId?: string): SQL {
  const author = post.authorId;
  const readers = post.weddingId
    ? sql`SELECT ${weddingMembers.userId} FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${post.weddingId}
        ${post.audience === 'members' ? sql`` : sql`UNION SELECT ${weddingFollows.userId} FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${post.weddingId} AND ${weddingFollows.status} = 'approved'`}`
    : sql`SELECT ${userFollows.followerId} FROM ${userFollows} WHERE ${userFollows.followeeId} = ${author} AND ${userFollows.status} = 'approved'
        AND coalesce((SELECT ${userPrivacy.postsVisibility} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${author}), 'everyone') <> 'only_me'`;
  const actor = actorId && actorId !== author ? sql`AND NOT ${blockedWith(sql`u`, actorId)}` : sql``;
  return sql`SELECT u FROM (${readers} UNION SELECT ${author}::uuid) AS readers(u)
    WHERE NOT ${blockedWith(sql`u`, author)} ${actor}`;
}

/** `actorId`: who wrote the comment the event is about; readers on either side of a block with them hear nothing. */
export function emitPostEvent<A extends SocketAction<'posts'>>(
  tx: Tx,
  post: PostTarget,
  action: A,
  data: SocketData['posts'][A],
  actorId?: string,
): Promise<void> {
  return emitToMany(tx, { stream: 'posts', action, data } as never, readersOf(post, actorId));
}

type Counts = Omit<SocketData['posts']['counts'], 'likers'>;

/**
 * A post's counts, with its first likers as each reader may see them: readers on either side of a block with one of
 * the post's likers (or with who just liked it) get the list without them, and no `by`, one event each.
 */
export async function emitCountsEvent(tx: Tx, post: PostTarget, counts: Counts): Promise<void> {
  const readers = readersOf(post);
  const byApart = counts.by ? blockedWith(sql`r.u`, counts.by) : sql`false`;
  const { rows } = await tx.execute<{ u: string; by_apart: boolean }>(sql`
    SELECT r.u, ${byApart} AS by_apart FROM (${readers}) AS r(u) WHERE ${byApart} OR EXISTS (
      SELECT 1 FROM ${postLikes} l WHERE l.post_id = ${post.id} AND ${blockedWith(sql`r.u`, sql`l.user_id`)})`);
  const apart = rows.map((r) => r.u);
  const likers = (await likersOf(tx, [post.id])).get(post.id) ?? [];
  await emitToMany(
    tx,
    { stream: 'posts', action: 'counts', data: { ...counts, likers } },
    apart.length ? sql`SELECT u FROM (${readers}) AS r(u) WHERE u <> ALL(${`{${apart.join(',')}}`}::uuid[])` : readers,
  );
  const { by: _by, liked: _liked, ...anonymous } = counts;
  for (const row of rows) {
    const own = (await likersOf(tx, [post.id], row.u)).get(post.id) ?? [];
    const data = { ...(row.by_apart ? anonymous : counts), likers: own };
    await emitToMany(tx, { stream: 'posts', action: 'counts', data }, sql`SELECT ${row.u}::uuid`);
  }
}
