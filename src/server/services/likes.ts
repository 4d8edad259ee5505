import { and, eq, sql } from 'drizzle-orm';
import type { LikeState } from '../../shared/socialTypes';
import type { Db } from '../db/client';
import { postLikes, posts, users } from '../db/schema';
import type { AuthUser } from '../types';
import { emitCountsEvent } from './postEvents';
import { postLink } from './posts';
import { likersOf, visiblePost } from './postsRead';
import { notifyGrouped } from './socialNotify';

// Likes set a state rather than flip it: liking twice is one like, unliking what was never liked is nothing, so the
// optimistic toggle's last intent is what the server ends with, however the requests interleave.

export async function setLike(db: Db, user: AuthUser, postId: string, liked: boolean): Promise<LikeState> {
  const post = await visiblePost(db, user.id, postId);
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(postLikes).values({ postId: post.id, userId: user.id }).onConflictDoNothing().returning()
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, user.id)))
          .returning();
    const [row] = changed.length
      ? await tx
          .update(posts)
          .set({ likesCount: sql`greatest(${posts.likesCount} + ${liked ? 1 : -1}, 0)` })
          .where(eq(posts.id, post.id))
          .returning()
      : await tx.select().from(posts).where(eq(posts.id, post.id));
    const likers = (await likersOf(tx, [post.id], user.id)).get(post.id) ?? [];
    const state = { post: post.id, liked_by_me: liked, likes_count: row!.likesCount, likers };
    if (!changed.length) return state;
    await emitCountsEvent(tx, post, {
      post: post.id,
      likes_count: row!.likesCount,
      comments_count: row!.commentsCount,
      by: user.id,
      liked,
    });
    if (liked && post.authorId !== user.id) {
      const [actor] = await tx.select().from(users).where(eq(users.id, user.id));
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(postLikes)
        .where(and(eq(postLikes.postId, post.id), sql`${postLikes.userId} NOT IN (${user.id}, ${post.authorId})`));
      await notifyGrouped(tx, {
        recipientId: post.authorId,
        kind: 'like',
        link: postLink(post.id),
        actor: `${actor!.firstName} ${actor!.lastName}`.trim(),
        actorId: user.id,
        others: others?.n ?? 0,
        what: 'liked your post',
      });
    }
    return state;
  });
}
