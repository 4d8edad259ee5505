import { type SQL, sql } from 'drizzle-orm';
import type { SocketAction, SocketData } from '../../shared/realtime';
import type { Tx } from '../db/client';
import { userBlocks, userFollows, userPrivacy, weddingFollows, weddingMembers } from '../db/schema';
import { emitToMany } from '../realtime/fanout';
import type { PostRow } from './postsRead';

// Who hears about a post in real time: everyone who has it in a feed and may see it. A wedding post: its members,
// and its approved followers unless it is for members only. A profile post: its author's approved followers, unless
// the author shows posts to no one. Always the author, never anyone either side of a block with the author.

function readersOf(post: Pick<PostRow, 'authorId' | 'weddingId' | 'audience'>): SQL {
  const author = post.authorId;
  const readers = post.weddingId
    ? sql`SELECT ${weddingMembers.userId} FROM ${weddingMembers} WHERE ${weddingMembers.weddingId} = ${post.weddingId}
        ${post.audience === 'members' ? sql`` : sql`UNION SELECT ${weddingFollows.userId} FROM ${weddingFollows} WHERE ${weddingFollows.weddingId} = ${post.weddingId} AND ${weddingFollows.status} = 'approved'`}`
    : sql`SELECT ${userFollows.followerId} FROM ${userFollows} WHERE ${userFollows.followeeId} = ${author} AND ${userFollows.status} = 'approved'
        AND coalesce((SELECT ${userPrivacy.postsVisibility} FROM ${userPrivacy} WHERE ${userPrivacy.userId} = ${author}), 'everyone') <> 'only_me'`;
  return sql`SELECT u FROM (${readers} UNION SELECT ${author}::uuid) AS readers(u)
    WHERE NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = u AND ${userBlocks.blockedId} = ${author})
      OR (${userBlocks.blockerId} = ${author} AND ${userBlocks.blockedId} = u))`;
}

export function emitPostEvent<A extends SocketAction<'posts'>>(
  tx: Tx,
  post: Pick<PostRow, 'authorId' | 'weddingId' | 'audience'>,
  action: A,
  data: SocketData['posts'][A],
): Promise<void> {
  return emitToMany(tx, { stream: 'posts', action, data } as never, readersOf(post));
}
