import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { postBody, postCommentEditBody, postEditBody, reportBody } from '../../../../../shared/socialSchemas';
import { offsetPaging } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import { hide, report } from '../../../../services/moderation';
import { addComment, listComments, POST_COMMENTS_PAGE } from '../../../../services/postComments';
import { createPost, deletePost, editPost, type NewPost } from '../../../../services/posts';
import { hydratePosts, visiblePost } from '../../../../services/postsRead';
import { readPostUpload } from './upload';

type IdParams = { Params: { id: string } };

/** A post as JSON (text only) or multipart (fields `text`, `account`, `audience` and up to ten files `photos`). */
async function readNewPost(request: FastifyRequest): Promise<NewPost> {
  if (!request.isMultipart()) return { ...parse(postBody, request.body), photos: [] };
  const { fields, photos } = await readPostUpload(request);
  return { ...parse(postBody, fields), photos };
}

// Posts (spec section 7, /posts/): written on one's profile or on a wedding page one is a member of; read by whoever
// the wedding's audience or the author's visibility settings allow (anyone else gets 404, as for a missing post).
const postsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/', signedIn, async (request, reply) => {
    const id = await createPost(db, request.user!, await readNewPost(request));
    const [post] = await hydratePosts(db, request.user!.id, [id]);
    return reply.code(201).send(post);
  });

  app.get<IdParams>('/:id/', { config: { permission: 'public' } }, async (request) => {
    const viewer = request.user?.id ?? null;
    const row = await visiblePost(db, viewer, request.params.id);
    const [post] = await hydratePosts(db, viewer, [row.id]);
    return post;
  });

  app.patch<IdParams>('/:id/', signedIn, async (request) => {
    const body = parse(postEditBody, request.body);
    await editPost(db, request.user!, request.params.id, body);
    const [post] = await hydratePosts(db, request.user!.id, [request.params.id]);
    if (!post) throw new HttpError(404);
    return post;
  });

  app.delete<IdParams>('/:id/', signedIn, async (request, reply) => {
    await deletePost(db, request.user!, request.params.id);
    return reply.code(204).send();
  });

  app.get<IdParams>('/:id/comments/', signedIn, async (request) => {
    const paging = offsetPaging(request, POST_COMMENTS_PAGE);
    return paging.envelope(await listComments(db, request.user!, request.params.id, paging.window));
  });

  // Beside /post-comments/: a comment added under its post's address.
  app.post<IdParams>('/:id/comments/', signedIn, async (request, reply) => {
    const { text } = parse(postCommentEditBody, request.body);
    return reply.code(201).send(await addComment(db, request.user!, request.params.id, text));
  });

  app.post<IdParams>('/:id/hide/', signedIn, async (request) =>
    hide(db, request.user!, 'post', request.params.id, true),
  );
  app.delete<IdParams>('/:id/hide/', signedIn, async (request) =>
    hide(db, request.user!, 'post', request.params.id, false),
  );
  app.post<IdParams>('/:id/report/', signedIn, async (request) =>
    report(db, request.user!, 'post', request.params.id, parse(reportBody, request.body).reason),
  );
};

export default postsRoutes;
