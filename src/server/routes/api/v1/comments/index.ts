import type { FastifyPluginAsync } from 'fastify';
import { commentBody } from '../../../../../shared/planning';
import { offsetPaging } from '../../../../lib/paging';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import {
  addComment,
  COMMENTS_PAGE,
  type CommentKind,
  commentById,
  commentsOn,
  deleteComment,
  editComment,
} from '../../../../services/comments';

type IdParams = { Params: { id: string } };

/** Where each kind of commented thing lives, and the target kinds the access plugin resolves for it. */
const KINDS = {
  task: { on: '/tasks', comments: '/task-comments', target: 'task', comment: 'taskComment' },
  weddingDayTask: {
    on: '/wedding-day-tasks',
    comments: '/wedding-day-task-comments',
    target: 'weddingDayTask',
    comment: 'weddingDayTaskComment',
  },
} as const;

// Comments on a task or a wedding-day task, registered once per kind under /api/v1: `/{things}/{id}/comments/` lists
// and adds them (members), `/{thing}-comments/{id}/` reads one (members) and changes it (its author alone).
const commentsRoutes: FastifyPluginAsync<{ kind: CommentKind }> = async (app, { kind }) => {
  const { db } = app.database;
  const { on, comments, target: commented, comment } = KINDS[kind];

  app.get<IdParams>(
    `${on}/:id/comments/`,
    { config: { permission: 'wedding:tasks.view', target: commented } },
    async (request) => {
      const paging = offsetPaging(request, COMMENTS_PAGE);
      return paging.envelope(await commentsOn(db, kind, accessOf(request).target.id, paging.window));
    },
  );

  app.post<IdParams>(
    `${on}/:id/comments/`,
    { config: { permission: 'wedding:comments.write', target: commented } },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      const { text } = parse(commentBody, request.body);
      const added = await db.transaction((tx) => addComment(tx, wedding.id, kind, target.id, request.user!.id, text));
      return reply.code(201).send(added);
    },
  );

  app.get<IdParams>(`${comments}/:id/`, { config: { permission: 'wedding:tasks.view', target: comment } }, (request) =>
    commentById(db, accessOf(request).target.id),
  );

  const change = { config: { permission: 'wedding:comments.change', target: comment } } as const;

  app.patch<IdParams>(`${comments}/:id/`, change, async (request) => {
    const { text } = parse(commentBody, request.body);
    return db.transaction((tx) => editComment(tx, accessOf(request).target.id, request.user!.id, text));
  });

  app.delete<IdParams>(`${comments}/:id/`, change, async (request, reply) => {
    await db.transaction((tx) => deleteComment(tx, accessOf(request).target.id, request.user!.id));
    return reply.code(204).send();
  });
};

export default commentsRoutes;
