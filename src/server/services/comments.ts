import { asc, count, eq } from 'drizzle-orm';
import type { CommentKind } from '../../shared/comments';
import type { TaskComment } from '../../shared/planning';
import { planningMessages } from '../../shared/planningText';
import { socialMessages } from '../../shared/socialTypes';
import type { Db, Tx } from '../db/client';
import { taskComments, tasks, users, weddingDayTasks } from '../db/schema';
import { recordChange } from '../history/record';
import { authMessages } from '../lib/messages';
import type { Counted, OffsetWindow } from '../lib/paging';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';

export type { CommentKind };

// Comments on tasks and on wedding-day tasks: any member writes them; only their author edits or deletes them, as
// the policy decides before these run (`comments.change`).

type Row = typeof taskComments.$inferSelect;
type Author = typeof users.$inferSelect;

export function toComment(row: Row, author: Author): TaskComment {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    task: row.taskId,
    wedding_day_task: row.weddingDayTaskId,
    author: {
      id: author.id,
      slug: author.slug,
      full_name: `${author.firstName} ${author.lastName}`.trim(),
      image: author.image,
    },
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  };
}

const column = (kind: CommentKind) => (kind === 'task' ? taskComments.taskId : taskComments.weddingDayTaskId);

/** A task's comments, 100 a page (a thread rarely has more); up to 200 on request. */
export const COMMENTS_PAGE = { size: 100, max: 200 };

/** One page of the comments on one task or wedding-day task, oldest first, so new ones never shift a page. */
export async function commentsOn(
  db: Db,
  kind: CommentKind,
  id: string,
  window: OffsetWindow,
): Promise<Counted<TaskComment>> {
  const onTarget = eq(column(kind), id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(taskComments).where(onTarget),
    db
      .select({ comment: taskComments, author: users })
      .from(taskComments)
      .innerJoin(users, eq(users.id, taskComments.authorId))
      .where(onTarget)
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => toComment(r.comment, r.author)) };
}

async function authorOf(tx: Tx, userId: string): Promise<Author> {
  const [author] = await tx.select().from(users).where(eq(users.id, userId));
  if (!author) throw new HttpError(401, authMessages.accountGone);
  return author;
}

export async function addComment(
  tx: Tx,
  weddingId: string,
  kind: CommentKind,
  targetId: string,
  userId: string,
  text: string,
): Promise<TaskComment> {
  // The target row is locked for share so a concurrent delete cannot leave a comment on nothing.
  const table = kind === 'task' ? tasks : weddingDayTasks;
  const [target] = await tx.select({ id: table.id }).from(table).where(eq(table.id, targetId)).for('share');
  if (!target) throw new HttpError(404, kind === 'task' ? planningMessages.noTask : planningMessages.noWeddingDayTask);
  const [row] = await tx
    .insert(taskComments)
    .values({
      weddingId,
      taskId: kind === 'task' ? targetId : null,
      weddingDayTaskId: kind === 'weddingDayTask' ? targetId : null,
      authorId: userId,
      text,
    })
    .returning();
  const comment = toComment(row!, await authorOf(tx, userId));
  await emitEvent(tx, {
    stream: 'account_tasks_comments',
    action: kind === 'task' ? 'create' : 'create_wedding_day_task_comment',
    weddingId,
    data: { comment, by: userId },
  });
  await recordChange(tx, { ...commentEntry(weddingId, userId, row!), action: 'created' });
  return comment;
}

/** One comment with its author, or a 404. */
export async function commentById(db: Db, id: string): Promise<TaskComment> {
  const [row] = await db
    .select({ comment: taskComments, author: users })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.id, id));
  if (!row) throw new HttpError(404, socialMessages.noComment);
  return toComment(row.comment, row.author);
}

// Locked so an edit and a delete of the same comment cannot cross; one deleted meanwhile is a 404.
async function lockComment(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(taskComments).where(eq(taskComments.id, id)).for('update');
  if (!row) throw new HttpError(404, socialMessages.noComment);
  return row;
}

export async function editComment(tx: Tx, id: string, userId: string, text: string): Promise<TaskComment> {
  const old = await lockComment(tx, id);
  const [row] = await tx
    .update(taskComments)
    .set({ text, updatedAt: new Date() })
    .where(eq(taskComments.id, id))
    .returning();
  const comment = toComment(row!, await authorOf(tx, userId));
  await emitEvent(tx, {
    stream: 'account_tasks_comments',
    action: row!.taskId ? 'update' : 'update_wedding_day_task_comment',
    weddingId: row!.weddingId,
    data: { comment, by: userId },
  });
  await recordChange(tx, {
    ...commentEntry(row!.weddingId, userId, old),
    action: 'updated',
    before: { text: old.text },
    after: { text },
  });
  return comment;
}

export async function deleteComment(tx: Tx, id: string, userId: string): Promise<void> {
  const row = await lockComment(tx, id);
  await tx.delete(taskComments).where(eq(taskComments.id, id));
  await recordChange(tx, { ...commentEntry(row.weddingId, userId, row), action: 'deleted' });
  if (row.taskId) {
    await emitEvent(tx, {
      stream: 'account_tasks_comments',
      action: 'delete',
      weddingId: row.weddingId,
      data: { id, task: row.taskId, by: userId },
    });
  } else {
    await emitEvent(tx, {
      stream: 'account_tasks_comments',
      action: 'delete_wedding_day_task_comment',
      weddingId: row.weddingId,
      data: { id, wedding_day_task: row.weddingDayTaskId!, by: userId },
    });
  }
}

/** A comment's entry: the item is the comment, named by its first words. */
const commentEntry = (weddingId: string, userId: string, row: Row) =>
  ({
    weddingId,
    actorId: userId,
    area: 'comments',
    itemType: 'comment',
    itemId: row.id,
    label: row.text.length > 60 ? `${row.text.slice(0, 59)}…` : row.text,
  }) as const;
