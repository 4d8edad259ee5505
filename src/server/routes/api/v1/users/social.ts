import type { FastifyPluginAsync } from 'fastify';
import { blockBody, visibilityBody } from '../../../../../shared/socialSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { HttpError, parse } from '../../../../lib/problem';
import { HIDDEN_PAGE, hiddenItems, unhide } from '../../../../services/hiddenContent';
import { block, mayListPeople, myBlocks, PEOPLE_PAGE, peopleOf, personFor, unblock } from '../../../../services/people';
import { FEED_PAGE, homeFeed, ownPosts, personPosts } from '../../../../services/postFeeds';
import { setVisibility, visibilityOf } from '../../../../services/privacy';

type SlugParams = { Params: { slug: string } };

// The social side of users (spec section 7): feeds, followers and following, visibility settings and blocks.
const social: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };
  const publicRoute = { config: { permission: 'public' as const } };

  app.get('/me/feed/', signedIn, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await homeFeed(db, request.user!.id, paging.window));
  });

  app.get('/me/my-feed/', signedIn, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await ownPosts(db, request.user!.id, paging.window));
  });

  app.get('/me/visibility/', signedIn, async (request) => visibilityOf(db, request.user!.id));

  app.patch('/me/visibility/', signedIn, async (request) => {
    const patch = parse(visibilityBody, request.body);
    const { settings } = await db.transaction((tx) =>
      setVisibility(tx, request.user!.id, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))),
    );
    return settings;
  });

  app.get('/me/blocks/', signedIn, async (request) => {
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await myBlocks(db, request.user!.id, paging.window));
  });

  app.post('/me/blocks/', signedIn, async (request, reply) =>
    reply.code(201).send(await block(db, request.user!, parse(blockBody, request.body).user)),
  );

  app.delete<{ Params: { user: string } }>('/me/blocks/:user/', signedIn, async (request, reply) => {
    await unblock(db, request.user!, request.params.user);
    return reply.code(204).send();
  });

  // What the user hid for themselves (posts and comments), to show again from Visibility settings.
  app.get('/me/hidden/', signedIn, async (request) => {
    const paging = offsetPaging(request, HIDDEN_PAGE);
    return paging.envelope(await hiddenItems(db, request.user!.id, paging.window));
  });

  app.delete<{ Params: { id: string } }>('/me/hidden/:id/', signedIn, async (request, reply) => {
    await unhide(db, request.user!.id, request.params.id);
    return reply.code(204).send();
  });

  // A person's posts as the viewer may see them; signed out, only what they show to everyone.
  app.get<SlugParams>('/:slug/feed/', publicRoute, async (request) => {
    const viewer = request.user?.id ?? null;
    const person = await personFor(db, viewer, request.params.slug);
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await personPosts(db, viewer, person.id, paging.window));
  });

  for (const which of ['followers', 'following'] as const) {
    app.get<SlugParams>(`/:slug/${which}/`, publicRoute, async (request) => {
      const viewer = request.user?.id ?? null;
      const person = await personFor(db, viewer, request.params.slug);
      if (!(await mayListPeople(db, viewer, person))) throw new HttpError(403, 'This list is private.');
      const paging = offsetPaging(request, PEOPLE_PAGE);
      return paging.envelope(await peopleOf(db, viewer, person.id, which, paging.window));
    });
  }
};

export default social;
