import type { FastifyPluginAsync } from 'fastify';
import { postCommentBody, postCommentEditBody, reportBody } from '../../../../../shared/socialSchemas';
import { parse } from '../../../../lib/problem';
import { hide, report } from '../../../../services/moderation';
import { addComment, deleteComment, editComment } from '../../../../services/postComments';

type IdParams = { Params: { id: string } };

// Comments on posts (spec section 7, /post-comments/): created by whoever sees the post, edited by their author,
// removed by their author, the post's author or the couple of its wedding.
const postCommentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.post('/', signedIn, async (request, reply) => {
    const { post, text } = parse(postCommentBody, request.body);
    return reply.code(201).send(await addComment(db, request.user!, post, text));
  });

  app.patch<IdParams>('/:id/', signedIn, async (request) =>
    editComment(db, request.user!, request.params.id, parse(postCommentEditBody, request.body).text),
  );

  app.delete<IdParams>('/:id/', signedIn, async (request, reply) => {
    await deleteComment(db, request.user!, request.params.id);
    return reply.code(204).send();
  });

  app.post<IdParams>('/:id/hide/', signedIn, async (request) =>
    hide(db, request.user!, 'comment', request.params.id, true),
  );
  app.delete<IdParams>('/:id/hide/', signedIn, async (request) =>
    hide(db, request.user!, 'comment', request.params.id, false),
  );
  app.post<IdParams>('/:id/report/', signedIn, async (request) =>
    report(db, request.user!, 'comment', request.params.id, parse(reportBody, request.body).reason),
  );
};

export default postCommentsRoutes;
