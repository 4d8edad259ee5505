import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { DataExport } from '../../shared/accountTypes';
import type { Db, Tx } from '../db/client';
import {
  dataExports,
  media,
  messages,
  postComments,
  postPhotos,
  posts,
  taskComments,
  tasks,
  users,
  weddingMembers,
  weddings,
} from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { imageBytes } from '../media/read';
import type { MediaStore } from '../media/store';
import { collectSocial } from './dataExportSocial';

// "Download my data": a request row, built into a ZIP by the job queue (JSON files and the photos' files); the
// newest built one is kept. What it holds is listed in the README's account section and in the archive's README.txt.

type ExportRow = typeof dataExports.$inferSelect;
const NOT_FOUND = 'No such download.';

const toExport = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
});

/** Asks for a new archive; one already being built is returned instead of starting another. */
export async function requestExport(db: Db, userId: string): Promise<DataExport> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
    if (pending) return toExport(pending);
    const [row] = await tx.insert(dataExports).values({ userId }).returning();
    return toExport(row!);
  });
}

export async function latestExport(db: Db, userId: string): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ? toExport(row) : null;
}

export async function exportFile(db: Db, userId: string, id: string): Promise<Buffer> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const [row] = await db
    .select({ bytes: dataExports.bytes, status: dataExports.status })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (row.status !== 'ready' || !row.bytes) throw new HttpError(409, 'Your download is not ready yet.');
  return row.bytes;
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));
const ARCHIVE_README = `Your data, as JSON, with your photos under photos/ (the largest copy kept of each upload).
profile.json: your account. posts.json: your posts. comments.json: your comments on posts and tasks.
messages.json: the messages you sent. weddings.json: the weddings where you are of the couple, with their tasks.
lists.json: the lists you keep and those you are on. follows.json: whom you follow, who follows you, the weddings
you follow. blocks.json: whom you blocked. settings.json: your notification and privacy settings. likes.json: the
posts you liked. notifications.json: your notifications. businesses.json: the businesses you own or act for.
`;
const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Every file of one user's archive, by name in the ZIP. */
export async function collectArchive(
  db: Db | Tx,
  store: MediaStore,
  userId: string,
): Promise<Record<string, Uint8Array>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'No such user.');
  const myPosts = await db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(posts.createdAt);
  const photos = myPosts.length
    ? await db
        .select()
        .from(postPhotos)
        .where(
          inArray(
            postPhotos.postId,
            myPosts.map((p) => p.id),
          ),
        )
    : [];
  const comments = await db.select().from(postComments).where(eq(postComments.authorId, userId));
  const planningComments = await db.select().from(taskComments).where(eq(taskComments.authorId, userId));
  // The messages they sent, in every thread they are in (what others wrote to them is the others' data).
  const sent = await db
    .select({ threadId: messages.threadId, text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(messages.createdAt);
  const owned = await db
    .select({ wedding: weddings, role: weddingMembers.role })
    .from(weddingMembers)
    .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
    .where(and(eq(weddingMembers.userId, userId), inArray(weddingMembers.role, ['B', 'G'])));
  const ownedTasks = owned.length
    ? await db
        .select({ weddingId: tasks.weddingId, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate })
        .from(tasks)
        .where(
          inArray(
            tasks.weddingId,
            owned.map((o) => o.wedding.id),
          ),
        )
    : [];
  // A photo's original is not kept (uploads are re-encoded without metadata): its largest copy is the original here.
  const photoFiles = photos.map((p) => ({
    photo: p,
    mediaId: [...p.variants].sort((a, b) => b.width - a.width)[0]!.id,
  }));
  const profileMedia = user.image?.startsWith('/media/') ? user.image.slice('/media/'.length) : null;
  const mediaIds = [...photoFiles.map((f) => f.mediaId), ...(profileMedia ? [profileMedia] : [])];
  const files = mediaIds.length
    ? await db
        .select({ id: media.id, contentType: media.contentType, bytes: media.bytes })
        .from(media)
        .where(and(inArray(media.id, mediaIds), eq(media.ownerId, userId)))
    : [];
  const fileName = (id: string) => {
    const f = files.find((x) => x.id === id);
    return f ? `photos/${id}.${EXT[f.contentType] ?? 'bin'}` : null;
  };
  const archive: Record<string, Uint8Array> = {
    'profile.json': json({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      handle: user.slug,
      photo: profileMedia ? fileName(profileMedia) : null,
      joined: user.createdAt.toISOString(),
    }),
    'posts.json': json(
      myPosts.map((p) => ({
        id: p.id,
        text: p.text,
        wedding_id: p.weddingId,
        audience: p.audience,
        created_at: p.createdAt.toISOString(),
        photos: photoFiles.filter((f) => f.photo.postId === p.id).map((f) => fileName(f.mediaId)),
      })),
    ),
    'comments.json': json([
      ...comments.map((c) => ({ on: 'post', post_id: c.postId, text: c.text, created_at: c.createdAt.toISOString() })),
      ...planningComments.map((c) => ({
        on: 'task',
        task_id: c.taskId ?? c.weddingDayTaskId,
        wedding_id: c.weddingId,
        text: c.text,
        created_at: c.createdAt.toISOString(),
      })),
    ]),
    'messages.json': json(
      sent.map((m) => ({ thread_id: m.threadId, text: m.text, created_at: m.createdAt.toISOString() })),
    ),
    'weddings.json': json(
      owned.map(({ wedding, role }) => ({
        id: wedding.id,
        slug: wedding.slug,
        name: wedding.name,
        date: wedding.date,
        role,
        tasks: ownedTasks.filter((t) => t.weddingId === wedding.id).map(({ weddingId: _, ...t }) => t),
      })),
    ),
    ...(await collectSocial(db, userId)),
    'README.txt': strToU8(ARCHIVE_README),
  };
  for (const f of files) {
    const bytes = await imageBytes(store, f);
    if (bytes) archive[fileName(f.id)!] = new Uint8Array(bytes);
  }
  return archive;
}

/** Builds every waiting archive; returns how many were built. Instances building at once skip each other's rows. */
export async function buildPendingExports(db: Db, store: MediaStore): Promise<number> {
  let built = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: dataExports.id, userId: dataExports.userId })
        .from(dataExports)
        .where(eq(dataExports.status, 'pending'))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const zip = zipSync(await collectArchive(tx, store, row.userId), { level: 6 });
      await tx
        .update(dataExports)
        .set({ status: 'ready', bytes: Buffer.from(zip), readyAt: sql`now()` })
        .where(and(eq(dataExports.id, row.id), ne(dataExports.status, 'ready')));
      // Only the newest archive is kept, so a person's data does not pile up in copies; the older one stayed
      // downloadable while this one was built.
      await tx.delete(dataExports).where(and(eq(dataExports.userId, row.userId), ne(dataExports.id, row.id)));
      return true;
    });
    if (!done) return built;
    built++;
  }
}
