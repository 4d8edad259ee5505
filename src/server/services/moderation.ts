import { and, eq, inArray } from 'drizzle-orm';
import { socialMessages as sm } from '../../shared/socialTypes';
import { COUPLE_ROLE_CODES } from '../../shared/weddings';
import type { Db } from '../db/client';
import { contentReports, hiddenContent, weddingMembers, weddings } from '../db/schema';
import { HttpError } from '../lib/problem';
import type { AuthUser } from '../types';
import { notify } from './notifications';
import { visibleComment } from './postComments';
import { postLink } from './posts';
import { visiblePost } from './postsRead';

// What a reader does about a post or comment they would rather not see: hide it for themselves, or, on a wedding
// page, report it to the couple, who may remove it.

export async function hide(db: Db, user: AuthUser, kind: 'post' | 'comment', id: string, hidden: boolean) {
  const contentId =
    kind === 'post' ? (await visiblePost(db, user.id, id)).id : (await visibleComment(db, user, id)).comment.id;
  if (hidden) await db.insert(hiddenContent).values({ userId: user.id, contentId, kind }).onConflictDoNothing();
  else
    await db
      .delete(hiddenContent)
      .where(and(eq(hiddenContent.userId, user.id), eq(hiddenContent.contentId, contentId)));
  return { id: contentId, hidden };
}

export async function report(db: Db, user: AuthUser, kind: 'post' | 'comment', id: string, reason: string) {
  const found =
    kind === 'post' ? { post: await visiblePost(db, user.id, id), comment: null } : await visibleComment(db, user, id);
  const weddingId = found.post.weddingId;
  if (!weddingId) throw new HttpError(400, sm.reportProfilePost, { post: [sm.reportProfilePost] });
  await db.transaction(async (tx) => {
    await tx.insert(contentReports).values({
      reporterId: user.id,
      weddingId,
      postId: found.post.id,
      commentId: found.comment?.id ?? null,
      reason,
    });
    const [wedding] = await tx.select({ name: weddings.name }).from(weddings).where(eq(weddings.id, weddingId));
    const couple = await tx
      .select({ id: weddingMembers.userId })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, weddingId), inArray(weddingMembers.role, [...COUPLE_ROLE_CODES])));
    const what = kind === 'post' ? 'A post' : 'A comment';
    for (const member of couple) {
      await notify(tx, {
        recipientId: member.id,
        kind: 'report',
        text: `${what} on ${wedding?.name ?? 'your wedding'} was reported${reason ? `: ${reason}` : ''}`.slice(0, 500),
        link: postLink(found.post.id),
      });
    }
  });
  return { reported: true };
}
