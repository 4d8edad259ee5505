import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { listOf, noContent, someObject } from './routeSchemas';
import { held } from './versions';

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
export const commentThreadRoutes: FastifyPluginAsyncZod<KindOptions> = async (app, { kind }) => {
  const { db } = app.database;
  const { commented } = TARGETS[kind];

  app.get(
    '/:id/comments/',
    {
      config: { permission: 'wedding:tasks.view', target: commented },
      schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } },
    },
    async (request) => {
      const paging = offsetPaging(request, COMMENTS_PAGE);
      return paging.envelope(await commentsOn(db, kind, accessOf(request).target.id, paging.window));
    },
  );

  app.post(
    '/:id/comments/',
    {
      config: { permission: 'wedding:comments.write', target: commented },
      schema: { params: z.object({ id: z.string() }), body: commentBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { wedding, target } = accessOf(request);
      const { text } = request.body;
      const added = await db.transaction(
        held(request, (tx) => addComment(tx, wedding.id, kind, target.id, request.user!.id, text)),
      );
      return reply.code(201).send(added);
    },
  );
};

/** `/{id}/`: reads one comment (members) and changes it (its author alone). */
export const oneCommentRoutes: FastifyPluginAsyncZod<KindOptions> = async (app, { kind }) => {
  const { db } = app.database;
  const { comment } = TARGETS[kind];

  app.get(
    '/:id/',
    {
      config: { permission: 'wedding:tasks.view', target: comment },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    (request) => commentById(db, accessOf(request).target.id),
  );

  const change = { config: { permission: 'wedding:comments.change', target: comment } } as const;

  app.patch(
    '/:id/',
    { ...change, schema: { params: z.object({ id: z.string() }), body: commentBody, response: { 200: someObject() } } },
    async (request) => {
      const { text } = request.body;
      return db.transaction(
        held(request, (tx) => editComment(tx, accessOf(request).target.id, request.user!.id, text)),
      );
    },
  );

  app.delete(
    '/:id/',
    { ...change, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await db.transaction(held(request, (tx) => deleteComment(tx, accessOf(request).target.id, request.user!.id)));
      return reply.code(204).send();
    },
  );
};
