import type { FastifyPluginAsync } from 'fastify';
import { commentBody } from '../../shared/planning';
import { accessOf } from '../plugins/access';
import {
  addComment,
  COMMENTS_PAGE,
  type CommentKind,
  commentById,
  commentsOn,
  deleteComment,
  editComment,
} from '../services/comments';
import { offsetPaging } from './paging';
import { parse } from './problem';

type IdParams = { Params: { id: string } };
type KindOptions = { kind: CommentKind };

/** The target kinds the access plugin resolves for each kind of commented thing and for one of its comments. */
const TARGETS = {
  task: { commented: 'task', comment: 'taskComment' },
  weddingDayTask: { commented: 'weddingDayTask', comment: 'weddingDayTaskComment' },
} as const;

// Comments work the same on a task and on a wedding-day task, so each URL's folder registers one of these with its
// kind: the thread under the commented thing (/tasks/{id}/comments/, /wedding-day-tasks/{id}/comments/) and one
// comment (/task-comments/{id}/, /wedding-day-task-comments/{id}/).

/** `/{id}/comments/`: lists the comments and adds one (members). */
export const commentThreadRoutes: FastifyPluginAsync<KindOptions> = async (app, { kind }) => {
  const { db } = app.database;
  const { commented } = TARGETS[kind];

  app.get<IdParams>(
    '/:id/comments/',
    { config: { permission: 'wedding:tasks.view', target: commented } },
    async (request) => {
      const paging = offsetPaging(request, COMMENTS_PAGE);
      return paging.envelope(await commentsOn(db, kind, accessOf(request).target.id, paging.window));
    },
  );

  app.post<IdParams>(
    '/:id/comments/',
    { config: { permission: 'wedding:comments.write', target: commented } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      const { text } = parse(commentBody, request.body);
      const added = await db.transaction((tx) => addComment(tx, wedding.id, kind, target.id, request.user!.id, text));
      return reply.code(201).send(added);
    },
  );
};

/** `/{id}/`: reads one comment (members) and changes it (its author alone). */
export const oneCommentRoutes: FastifyPluginAsync<KindOptions> = async (app, { kind }) => {
  const { db } = app.database;
  const { comment } = TARGETS[kind];

  app.get<IdParams>('/:id/', { config: { permission: 'wedding:tasks.view', target: comment } }, (request) =>
    commentById(db, accessOf(request).target.id),
  );

  const change = { config: { permission: 'wedding:comments.change', target: comment } } as const;

  app.patch<IdParams>('/:id/', change, async (request) => {
    const { text } = parse(commentBody, request.body);
    return db.transaction((tx) => editComment(tx, accessOf(request).target.id, request.user!.id, text));
  });

  app.delete<IdParams>('/:id/', change, async (request, reply) => {
    await db.transaction((tx) => deleteComment(tx, accessOf(request).target.id, request.user!.id));
    return reply.code(204).send();
  });
};
