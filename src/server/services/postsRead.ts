import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { textParts } from '../../shared/postText';
import type { Post } from '../../shared/socialTypes';
import { socialMessages as sm } from '../../shared/socialTypes';
import { COUPLE_ROLE_CODES, type PublicPerson } from '../../shared/weddings';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import { postLikes, postPhotos, posts, users, weddingMembers, weddings } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { canSeePersonPosts, canSeeWeddingPost, isAuthor } from '../policy';
import { toPhoto } from './postPhotos';
import { notBlockedWith, personFacts } from './privacy';
import { standingIn, toPerson } from './weddings';

// Reading posts: one post with the viewer's rights on it, and whole pages of posts in a few queries (authors,
// weddings, photos, the viewer's likes and the first likers), in the order the feed chose.

export type PostRow = typeof posts.$inferSelect;
const LIKERS = 3;

export async function findPostRow(db: Db | Tx, id: string): Promise<PostRow> {
  const [row] = isUuid(id) ? await db.select().from(posts).where(eq(posts.id, id)).limit(1) : [];
  if (!row) throw new HttpError(404, sm.noPost);
  return row;
}

/** Whether the viewer may see the post: its wedding's audience or its author's settings, and blocks. */
export async function maySeePost(db: Db | Tx, viewerId: string | null, row: PostRow): Promise<boolean> {
  const facts = await personFacts(db, viewerId, row.authorId);
  if (facts.self) return true;
  if (facts.blocked) return false;
  if (!row.weddingId) return canSeePersonPosts(facts);
  if (row.audience === 'public') return true;
  if (!viewerId) return false;
  return canSeeWeddingPost(row.audience, await standingIn(db, row.weddingId, viewerId));
}

/** The post if the viewer may see it; one they may not see is as unknown as a missing one. */
export async function visiblePost(db: Db | Tx, viewerId: string | null, id: string): Promise<PostRow> {
  const row = await findPostRow(db, id);
  if (!(await maySeePost(db, viewerId, row))) throw new HttpError(404, sm.noPost);
  return row;
}

/** The first few people who liked each post, oldest first; for a viewer, none on either side of a block with them. */
export async function likersOf(
  db: Db | Tx,
  postIds: string[],
  viewerId?: string | null,
): Promise<Map<string, PublicPerson[]>> {
  const out = new Map<string, PublicPerson[]>();
  if (!postIds.length) return out;
  const rows = await db.execute<{ post_id: string; id: string }>(sql`
    SELECT p.id AS post_id, l.user_id AS id FROM unnest(ARRAY[${sql.join(
      postIds.map((id) => sql`${id}`),
      sql`,`,
    )}]::uuid[]) AS p(id)
    CROSS JOIN LATERAL (SELECT ${postLikes.userId} AS user_id FROM ${postLikes} WHERE ${postLikes.postId} = p.id
      ${viewerId ? sql`AND ${notBlockedWith(viewerId, postLikes.userId)}` : sql``}
      ORDER BY ${postLikes.createdAt} ASC LIMIT ${LIKERS}) l`);
  const people = rows.rows.length
    ? await db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(rows.rows.map((r) => r.id))]))
    : [];
  const byId = new Map(people.map((u) => [u.id, toPerson(u)]));
  for (const r of rows.rows) {
    const person = byId.get(r.id);
    if (person) out.set(r.post_id, [...(out.get(r.post_id) ?? []), person]);
  }
  return out;
}

/** Full posts for these ids, as the viewer sees them, in the given order (ids already filtered by visibility). */
export async function hydratePosts(db: Db | Tx, viewerId: string | null, ids: string[]): Promise<Post[]> {
  if (!ids.length) return [];
  const [rows, photos, liked, likers, coupleOf] = await readAll(db, [
    () =>
      db
        .select({ post: posts, author: users, wedding: { id: weddings.id, slug: weddings.slug, name: weddings.name } })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .leftJoin(weddings, eq(weddings.id, posts.weddingId))
        .where(inArray(posts.id, ids)),
    () => db.select().from(postPhotos).where(inArray(postPhotos.postId, ids)).orderBy(asc(postPhotos.position)),
    () =>
      viewerId
        ? db
            .select({ id: postLikes.postId })
            .from(postLikes)
            .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, ids)))
        : Promise.resolve([]),
    () => likersOf(db, ids, viewerId),
    () =>
      viewerId
        ? db
            .select({ id: weddingMembers.weddingId })
            .from(weddingMembers)
            .where(and(eq(weddingMembers.userId, viewerId), inArray(weddingMembers.role, [...COUPLE_ROLE_CODES])))
        : Promise.resolve([]),
  ]);
  const likedSet = new Set(liked.map((l) => l.id));
  const mine = new Set(coupleOf.map((w) => w.id));
  const byId = new Map(
    rows.map(({ post, author, wedding }) => {
      const result: Post = {
        id: post.id,
        author: toPerson(author),
        wedding: wedding?.id ? wedding : null,
        audience: post.audience,
        text: post.text,
        parts: textParts(post.text),
        photos: photos.filter((p) => p.postId === post.id).map(toPhoto),
        likes_count: post.likesCount,
        comments_count: post.commentsCount,
        liked_by_me: likedSet.has(post.id),
        likers: likers.get(post.id) ?? [],
        can_edit: isAuthor(viewerId, post.authorId),
        can_delete: isAuthor(viewerId, post.authorId) || (post.weddingId !== null && mine.has(post.weddingId)),
        created_at: post.createdAt.toISOString(),
        edited_at: post.editedAt?.toISOString() ?? null,
      };
      return [post.id, result] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
