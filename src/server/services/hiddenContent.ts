import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HiddenItem } from '../../shared/socialTypes';
import type { Db } from '../db/client';
import { hiddenContent, postComments, posts, users } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { notBlockedWith, postVisibleTo } from './privacy';
import { toPerson } from './weddings';

// What a user hid for themselves, listed so they can show it again. Only what they could still see is listed: a
// post since deleted, made members-only or written by someone now blocked is left out (its row stays harmless,
// and showing its text here would tell what the reader may no longer read).

export const HIDDEN_PAGE = { size: 20, max: 50 };
const EXCERPT = 140;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/** The hidden items the user may still see, the most recently hidden first. */
export async function hiddenItems(db: Db, userId: string, window: OffsetWindow): Promise<Counted<HiddenItem>> {
  const seenPost = postVisibleTo(userId);
  const listed = sql`${hiddenContent.userId} = ${userId} AND (
    (${hiddenContent.kind} = 'post' AND EXISTS (
      SELECT 1 FROM ${posts} WHERE ${posts.id} = ${hiddenContent.contentId} AND ${seenPost}))
    OR (${hiddenContent.kind} = 'comment' AND EXISTS (
      SELECT 1 FROM ${postComments} JOIN ${posts} ON ${posts.id} = ${postComments.postId}
      WHERE ${postComments.id} = ${hiddenContent.contentId} AND ${seenPost}
        AND ${notBlockedWith(userId, postComments.authorId)})))`;
  const [counted, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${hiddenContent} WHERE ${listed}`),
    db
      .select({ id: hiddenContent.contentId, kind: hiddenContent.kind, at: hiddenContent.createdAt })
      .from(hiddenContent)
      .where(listed)
      .orderBy(desc(hiddenContent.createdAt), desc(hiddenContent.contentId))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const ids = (kind: 'post' | 'comment') => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const [postRows, commentRows] = await Promise.all([
    ids('post').length
      ? db
          .select({ id: posts.id, post: posts.id, text: posts.text, author: users })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.authorId))
          .where(inArray(posts.id, ids('post')))
      : [],
    ids('comment').length
      ? db
          .select({ id: postComments.id, post: postComments.postId, text: postComments.text, author: users })
          .from(postComments)
          .innerJoin(users, eq(users.id, postComments.authorId))
          .where(inArray(postComments.id, ids('comment')))
      : [],
  ]);
  const content = new Map([...postRows, ...commentRows].map((c) => [c.id, c]));
  return {
    count: counted.rows[0]?.n ?? 0,
    results: rows.flatMap((r) => {
      const found = content.get(r.id);
      if (!found) return [];
      return [
        {
          id: r.id,
          kind: r.kind,
          post: found.post,
          author: toPerson(found.author),
          excerpt: excerpt(found.text),
          hidden_at: r.at.toISOString(),
        },
      ];
    }),
  };
}

/** Shows a hidden post or comment again. Only the user's own row goes, so no rule about the content is needed. */
export async function unhide(db: Db, userId: string, contentId: string): Promise<void> {
  const gone = isUuid(contentId)
    ? await db
        .delete(hiddenContent)
        .where(and(eq(hiddenContent.userId, userId), eq(hiddenContent.contentId, contentId)))
        .returning({ id: hiddenContent.contentId })
    : [];
  if (!gone.length) throw new HttpError(404, 'You have not hidden anything with that id.');
}
