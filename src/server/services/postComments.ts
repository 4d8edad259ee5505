import { and, asc, count, eq, sql } from 'drizzle-orm';
import { textParts } from '../../shared/postText';
import { type PostComment, socialMessages as sm } from '../../shared/socialTypes';
import type { Db, Tx } from '../db/client';
import { hiddenContent, postComments, posts, users } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { isAuthor, refusal } from '../policy';
import type { AuthUser } from '../types';
import { emitCountsEvent, emitPostEvent } from './postEvents';
import { postLink } from './posts';
import { findPostRow, type PostRow, visiblePost } from './postsRead';
import { isBlockedBetween, notBlockedWith } from './privacy';
import { notifyGrouped } from './socialNotify';
import { standingIn, toPerson } from './weddings';

// Comments on posts: whoever sees a post comments on it (unless a block stands between them and its author); the
// author edits their own; the author, the post's author and the couple of its wedding remove one.

export const POST_COMMENTS_PAGE = { size: 50, max: 100 };
type CommentRow = typeof postComments.$inferSelect;
type UserRow = typeof users.$inferSelect;

function toComment(row: CommentRow, author: UserRow, viewerId: string | null, canRemove: boolean): PostComment {
  return {
    id: row.id,
    post: row.postId,
    author: toPerson(author),
    text: row.text,
    parts: textParts(row.text),
    can_edit: isAuthor(viewerId, row.authorId),
    can_delete: isAuthor(viewerId, row.authorId) || canRemove,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** The post's author and the couple of its wedding may remove any comment on it. */
async function moderates(db: Db | Tx, user: AuthUser, post: PostRow): Promise<boolean> {
  if (post.authorId === user.id) return true;
  if (!post.weddingId) return false;
  return refusal(user, 'posts.moderate', { standing: await standingIn(db, post.weddingId, user.id) }) === null;
}

export async function listComments(
  db: Db,
  user: AuthUser,
  postId: string,
  window: OffsetWindow,
): Promise<Counted<PostComment>> {
  const post = await visiblePost(db, user.id, postId);
  const shown = and(
    eq(postComments.postId, post.id),
    notBlockedWith(user.id, postComments.authorId),
    sql`NOT EXISTS (SELECT 1 FROM ${hiddenContent} WHERE ${hiddenContent.userId} = ${user.id} AND ${hiddenContent.contentId} = ${postComments.id})`,
  );
  const [[total], rows, canRemove] = await Promise.all([
    db.select({ n: count() }).from(postComments).where(shown),
    db
      .select({ comment: postComments, author: users })
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.authorId))
      .where(shown)
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(window.limit)
      .offset(window.offset),
    moderates(db, user, post),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ comment, author }) => toComment(comment, author, user.id, canRemove)),
  };
}

const countsOf = (post: PostRow) => ({
  post: post.id,
  likes_count: post.likesCount,
  comments_count: post.commentsCount,
});

export async function addComment(db: Db, user: AuthUser, postId: string, text: string): Promise<PostComment> {
  const post = await visiblePost(db, user.id, postId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values({ postId: post.id, authorId: user.id, text }).returning();
    const [updated] = await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, post.id))
      .returning();
    const [author] = await tx.select().from(users).where(eq(users.id, user.id));
    const comment = toComment(row!, author!, null, false);
    await emitPostEvent(tx, post, 'comment_create', { comment }, user.id);
    await emitCountsEvent(tx, post, countsOf(updated!));
    if (post.authorId !== user.id) {
      const [others] = await tx
        .select({ n: sql<number>`count(DISTINCT ${postComments.authorId})::int` })
        .from(postComments)
        .where(
          and(eq(postComments.postId, post.id), sql`${postComments.authorId} NOT IN (${user.id}, ${post.authorId})`),
        );
      await notifyGrouped(tx, {
        recipientId: post.authorId,
        kind: 'comment',
        link: postLink(post.id),
        actor: comment.author.full_name,
        actorId: user.id,
        others: others?.n ?? 0,
        what: 'commented on your post',
      });
    }
    return { ...comment, can_edit: true, can_delete: true };
  });
}

async function commentAndPost(db: Db, id: string): Promise<{ comment: CommentRow; post: PostRow }> {
  const [comment] = isUuid(id) ? await db.select().from(postComments).where(eq(postComments.id, id)).limit(1) : [];
  if (!comment) throw new HttpError(404, sm.noComment);
  return { comment, post: await findPostRow(db, comment.postId) };
}

/**
 * A comment on a post the user can see, as for writing one: someone who can no longer see the post (a block with its
 * author since) gets a 404, as for a missing one, and changes nothing its readers see.
 */
async function commentOnVisiblePost(db: Db, user: AuthUser, id: string) {
  const found = await commentAndPost(db, id);
  await visiblePost(db, user.id, found.post.id);
  return found;
}

export async function editComment(db: Db, user: AuthUser, id: string, text: string): Promise<PostComment> {
  const { comment, post } = await commentOnVisiblePost(db, user, id);
  if (!isAuthor(user.id, comment.authorId)) throw new HttpError(403, sm.notYourComment);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(postComments)
      .set({ text, editedAt: new Date() })
      .where(eq(postComments.id, id))
      .returning();
    const [author] = await tx.select().from(users).where(eq(users.id, user.id));
    const result = toComment(row!, author!, null, false);
    await emitPostEvent(tx, post, 'comment_update', { comment: result }, user.id);
    return { ...result, can_edit: true, can_delete: true };
  });
}

export async function deleteComment(db: Db, user: AuthUser, id: string): Promise<void> {
  const { comment, post } = await commentOnVisiblePost(db, user, id);
  if (!isAuthor(user.id, comment.authorId) && !(await moderates(db, user, post))) {
    throw new HttpError(403, sm.cannotRemove);
  }
  await db.transaction(async (tx) => {
    const gone = await tx.delete(postComments).where(eq(postComments.id, id)).returning({ id: postComments.id });
    if (!gone.length) return;
    const [updated] = await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, post.id))
      .returning();
    await emitPostEvent(tx, post, 'comment_delete', { id, post: post.id }, comment.authorId);
    await emitCountsEvent(tx, post, countsOf(updated!));
  });
}

/** A comment the user may see (its post visible to them, no block with its author), for reports and hiding. */
export async function visibleComment(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<{ comment: CommentRow; post: PostRow }> {
  const found = await commentAndPost(db, id);
  await visiblePost(db, user.id, found.post.id);
  if (found.comment.authorId !== user.id && (await isBlockedBetween(db, user.id, found.comment.authorId))) {
    throw new HttpError(404, sm.noComment);
  }
  return found;
}
