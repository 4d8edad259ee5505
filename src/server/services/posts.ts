import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { mentionedSlugs, textParts } from '../../shared/postText';
import type { PostAudience } from '../../shared/socialTypes';
import { socialMessages as sm } from '../../shared/socialTypes';
import { weddingMessages } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { postPhotos, posts, users } from '../db/schema';
import { fieldRefusal, HttpError } from '../lib/problem';
import { isAuthor, refusal } from '../policy';
import type { AuthUser } from '../types';
import { emitPostEvent } from './postEvents';
import { deletePhotoMedia, type StagedPhoto, storePhotos } from './postPhotos';
import { maySeePost, type PostRow, visiblePost } from './postsRead';
import { notifyGrouped } from './socialNotify';
import { findWedding, standingIn, type WeddingRow } from './weddings';

// Writing posts: on the author's profile or on a wedding page they are a member of, each in one transaction with its
// photos, the real-time event to its readers and the mentions' notifications.

export const postLink = (id: string) => `/posts/${id}`;

export interface NewPost {
  text: string;
  account?: string | undefined;
  audience: PostAudience;
  photos: StagedPhoto[];
}

/** The wedding a new post goes on, once the policy says the author may post there. */
async function weddingToPostOn(db: Db, user: AuthUser, account: string): Promise<WeddingRow> {
  const wedding = await findWedding(db, account);
  if (!wedding) throw fieldRefusal('account', weddingMessages.noWedding);
  const refused = refusal(user, 'posts.write', { standing: await standingIn(db, wedding.id, user.id) });
  if (refused) throw fieldRefusal('account', refused, 403);
  return wedding;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Notifies each person the text mentions (not the author, nobody on either side of a block). */
async function notifyMentions(tx: Tx, post: PostRow, text: string, authorName: string): Promise<void> {
  const slugs = mentionedSlugs(text);
  if (!slugs.length) return;
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.slug, slugs.slice(0, 20)), ne(users.id, post.authorId)));
  for (const person of people) {
    if (!(await maySeePost(tx, person.id, post))) continue;
    await notifyGrouped(tx, {
      recipientId: person.id,
      kind: 'mention',
      link: postLink(post.id),
      actor: authorName,
      actorId: post.authorId,
      others: 0,
      what: 'mentioned you in a post',
    });
  }
}

export async function createPost(db: Db, user: AuthUser, input: NewPost): Promise<string> {
  if (!input.text && !input.photos.length) throw fieldRefusal('text', sm.postEmpty);
  const wedding = input.account ? await weddingToPostOn(db, user, input.account) : null;
  return db.transaction(async (tx) => {
    const [author] = await tx.select().from(users).where(eq(users.id, user.id));
    const [post] = await tx
      .insert(posts)
      .values({
        authorId: user.id,
        weddingId: wedding?.id ?? null,
        audience: wedding ? input.audience : 'followers',
        text: input.text,
      })
      .returning();
    await storePhotos(tx, post!.id, user.id, input.photos);
    await emitPostEvent(tx, post!, 'create', { post: post!.id, wedding: post!.weddingId, author: user.id });
    await notifyMentions(tx, post!, input.text, fullName(author!));
    return post!.id;
  });
}

export async function editPost(
  db: Db,
  user: AuthUser,
  id: string,
  patch: { text?: string | undefined; audience?: PostAudience | undefined },
): Promise<string> {
  // A post one cannot see is as unknown as a missing one, before whose it is.
  const row = await visiblePost(db, user.id, id);
  if (!isAuthor(user.id, row.authorId)) throw new HttpError(403, sm.notYourPost);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!current) throw new HttpError(404, sm.noPost);
    const text = patch.text ?? current.text;
    if (!text) {
      const [photos] = await tx.select({ n: count() }).from(postPhotos).where(eq(postPhotos.postId, id));
      if (!photos?.n) throw fieldRefusal('text', sm.postEmpty);
    }
    const [updated] = await tx
      .update(posts)
      .set({
        text,
        audience: current.weddingId && patch.audience ? patch.audience : current.audience,
        editedAt: new Date(),
      })
      .where(eq(posts.id, id))
      .returning();
    const data = {
      post: id,
      text: updated!.text,
      parts: textParts(updated!.text),
      audience: updated!.audience,
      edited_at: updated!.editedAt?.toISOString() ?? null,
    };
    await emitPostEvent(tx, updated!, 'update', data);
    return id;
  });
}

/** The author, or the couple of the post's wedding, removes it with its photos, comments and likes. */
export async function deletePost(db: Db, user: AuthUser, id: string): Promise<void> {
  const row = await visiblePost(db, user.id, id);
  if (!isAuthor(user.id, row.authorId)) {
    const standing = row.weddingId
      ? await standingIn(db, row.weddingId, user.id)
      : { role: null, follow: 'none' as const };
    const refused = row.weddingId ? refusal(user, 'posts.moderate', { standing }) : sm.cannotRemove;
    if (refused) throw new HttpError(403, refused);
  }
  await db.transaction(async (tx) => {
    await deletePhotoMedia(tx, [id]);
    const [gone] = await tx.delete(posts).where(eq(posts.id, id)).returning();
    if (gone) await emitPostEvent(tx, gone, 'delete', { post: id });
  });
}
