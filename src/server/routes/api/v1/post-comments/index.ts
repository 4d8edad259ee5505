import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postCommentBody, postCommentEditBody, reportBody } from '../../../../../shared/socialSchemas';
import { noBody, noContent, someObject } from '../../../../lib/routeSchemas';
import { hide, report } from '../../../../services/moderation';
import { addComment, deleteComment, editComment } from '../../../../services/postComments';

// Comments on posts (spec section 7, /post-comments/): created by whoever sees the post, edited by their author,
// removed by their author, the post's author or the couple of its wedding.
const postCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post(
    '/',
    { ...signedIn, schema: { body: postCommentBody, response: { 201: someObject() } } },
    async (request, reply) => {
      const { post, text } = request.body;
      return reply.code(201).send(await addComment(db, request.user!, post, text));
    },
  );

  app.patch(
    '/:id/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: postCommentEditBody, response: { 200: someObject() } },
    },
    async (request) => editComment(db, request.user!, request.params.id, request.body.text),
  );

  app.delete(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await deleteComment(db, request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/hide/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => hide(db, request.user!, 'comment', request.params.id, true),
  );
  app.delete(
    '/:id/hide/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => hide(db, request.user!, 'comment', request.params.id, false),
  );
  app.post(
    '/:id/report/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: reportBody, response: { 200: someObject() } },
    },
    async (request) => report(db, request.user!, 'comment', request.params.id, request.body.reason),
  );
};

export default postCommentsRoutes;
