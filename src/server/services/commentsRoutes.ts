import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { commentBody } from '../../shared/planning';
import type { Db } from '../db/client';
import { taskComments, users } from '../db/schema';
import { HttpError, parse } from '../lib/problem';
import { type CommentKind, deleteComment, editComment, toComment } from './comments';
import { installPlanningAccess, planningOf } from './tasksAccess';

type IdParams = { Params: { id: string } };

/** A comment of this kind, or a 404: a wedding-day comment is not a task comment by another address. */
async function commentOfKind(db: Db, id: string, kind: CommentKind) {
  const [row] = await db
    .select({ comment: taskComments, author: users })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.id, id));
  const matches = row && (kind === 'task' ? row.comment.taskId !== null : row.comment.weddingDayTaskId !== null);
  if (!matches) throw new HttpError(404, 'No comment has that id.');
  return row;
}

/** `/{id}/` of /task-comments/ and /wedding-day-task-comments/: read by members, changed by the author alone. */
export function commentRoutes(app: FastifyInstance, kind: CommentKind): void {
  const { db } = app.database;
  installPlanningAccess(app);
  const view = { permission: 'wedding:tasks.view', planning: 'comment' } as const;
  const write = { permission: 'wedding:comments.write', planning: 'comment' } as const;

  app.get<IdParams>('/:id/', { config: view }, async (request) => {
    const row = await commentOfKind(db, planningOf(request).targetId, kind);
    return toComment(row.comment, row.author);
  });

  app.patch<IdParams>('/:id/', { config: write }, async (request) => {
    const { targetId } = planningOf(request);
    await commentOfKind(db, targetId, kind);
    const { text } = parse(commentBody, request.body);
    return db.transaction((tx) => editComment(tx, targetId, request.user!.id, text));
  });

  app.delete<IdParams>('/:id/', { config: write }, async (request, reply) => {
    const { targetId } = planningOf(request);
    await commentOfKind(db, targetId, kind);
    await db.transaction((tx) => deleteComment(tx, targetId, request.user!.id));
    return reply.code(204).send();
  });
}
