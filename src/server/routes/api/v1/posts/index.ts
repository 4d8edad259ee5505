import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postBody, postCommentEditBody, postEditBody, reportBody } from '../../../../../shared/socialSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import { listOf, noBody, noContent, someObject, UPLOAD } from '../../../../lib/routeSchemas';
import { hide, report } from '../../../../services/moderation';
import { addComment, listComments, POST_COMMENTS_PAGE } from '../../../../services/postComments';
import { createPost, deletePost, editPost, type NewPost } from '../../../../services/posts';
import { hydratePosts, visiblePost } from '../../../../services/postsRead';
import { readPostUpload } from './upload';

/** A post as JSON (text only) or multipart (fields `text`, `account`, `audience` and up to ten files `photos`). */
async function readNewPost(request: FastifyRequest): Promise<NewPost> {
  if (!request.isMultipart()) return { ...parse(postBody, request.body), photos: [] };
  const { fields, photos } = await readPostUpload(request);
  return { ...parse(postBody, fields), photos };
}

// Posts (spec section 7, /posts/): written on one's profile or on a wedding page one is a member of; read by whoever
// the wedding's audience or the author's visibility settings allow (anyone else gets 404, as for a missing post).
const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post(
    '/',
    {
      ...signedIn,
      schema: {
        summary: 'A post as JSON (text only), or multipart with up to ten files `photos`.',
        consumes: ['application/json', ...UPLOAD],
        body: postBody.optional(),
        response: { 201: someObject() },
      },
    },
    async (request, reply) => {
      const id = await createPost(db, request.user!, await readNewPost(request));
      const [post] = await hydratePosts(db, request.user!.id, [id]);
      return reply.code(201).send(post!);
    },
  );

  app.get(
    '/:id/',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } },
    },
    async (request) => {
      const viewer = request.user?.id ?? null;
      const row = await visiblePost(db, viewer, request.params.id);
      const [post] = await hydratePosts(db, viewer, [row.id]);
      return post;
    },
  );

  app.patch(
    '/:id/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: postEditBody, response: { 200: someObject() } },
    },
    async (request) => {
      const body = request.body;
      await editPost(db, request.user!, request.params.id, body);
      const [post] = await hydratePosts(db, request.user!.id, [request.params.id]);
      if (!post) throw new HttpError(404);
      return post;
    },
  );

  app.delete(
    '/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await deletePost(db, request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/comments/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, POST_COMMENTS_PAGE);
      return paging.envelope(await listComments(db, request.user!, request.params.id, paging.window));
    },
  );

  // Beside /post-comments/: a comment added under its post's address.
  app.post(
    '/:id/comments/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: postCommentEditBody, response: { 201: someObject() } },
    },
    async (request, reply) => {
      const { text } = request.body;
      return reply.code(201).send(await addComment(db, request.user!, request.params.id, text));
    },
  );

  app.post(
    '/:id/hide/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), body: noBody, response: { 200: someObject() } } },
    async (request) => hide(db, request.user!, 'post', request.params.id, true),
  );
  app.delete(
    '/:id/hide/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 200: someObject() } } },
    async (request) => hide(db, request.user!, 'post', request.params.id, false),
  );
  app.post(
    '/:id/report/',
    {
      ...signedIn,
      schema: { params: z.object({ id: z.string() }), body: reportBody, response: { 200: someObject() } },
    },
    async (request) => report(db, request.user!, 'post', request.params.id, request.body.reason),
  );
};

export default postsRoutes;
