import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockBody, visibilityBody } from '../../../../../shared/socialSchemas';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { HttpError } from '../../../../lib/problem';
import { listOf, noContent, someObject } from '../../../../lib/routeSchemas';
import { HIDDEN_PAGE, hiddenItems, unhide } from '../../../../services/hiddenContent';
import { block, mayListPeople, myBlocks, PEOPLE_PAGE, peopleOf, personFor, unblock } from '../../../../services/people';
import { FEED_PAGE, homeFeed, ownPosts, personPosts } from '../../../../services/postFeeds';
import { setVisibility, visibilityOf } from '../../../../services/privacy';

// The social side of users (spec section 7): feeds, followers and following, visibility settings and blocks.
const social: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };
  const publicRoute = { config: { permission: 'public' as const } };

  app.get('/me/feed/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await homeFeed(db, request.user!.id, paging.window));
  });

  app.get('/me/my-feed/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await ownPosts(db, request.user!.id, paging.window));
  });

  app.get('/me/visibility/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) =>
    visibilityOf(db, request.user!.id),
  );

  app.patch(
    '/me/visibility/',
    { ...signedIn, schema: { body: visibilityBody, response: { 200: someObject() } } },
    async (request) => {
      const patch = request.body;
      const { settings } = await db.transaction((tx) =>
        setVisibility(
          tx,
          request.user!.id,
          Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
        ),
      );
      return settings;
    },
  );

  app.get('/me/blocks/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, PEOPLE_PAGE);
    return paging.envelope(await myBlocks(db, request.user!.id, paging.window));
  });

  app.post(
    '/me/blocks/',
    { ...signedIn, schema: { body: blockBody, response: { 201: someObject() } } },
    async (request, reply) => reply.code(201).send(await block(db, request.user!, request.body.user)),
  );

  app.delete(
    '/me/blocks/:user/',
    { ...signedIn, schema: { params: z.object({ user: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await unblock(db, request.user!, request.params.user);
      return reply.code(204).send();
    },
  );

  // What the user hid for themselves (posts and comments), to show again from Visibility settings.
  app.get('/me/hidden/', { ...signedIn, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, HIDDEN_PAGE);
    return paging.envelope(await hiddenItems(db, request.user!.id, paging.window));
  });

  app.delete(
    '/me/hidden/:id/',
    { ...signedIn, schema: { params: z.object({ id: z.string() }), response: { 204: noContent } } },
    async (request, reply) => {
      await unhide(db, request.user!.id, request.params.id);
      return reply.code(204).send();
    },
  );

  // A person's posts as the viewer may see them; signed out, only what they show to everyone.
  app.get(
    '/:slug/feed/',
    { ...publicRoute, schema: { params: z.object({ slug: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const viewer = request.user?.id ?? null;
      const person = await personFor(db, viewer, request.params.slug);
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await personPosts(db, viewer, person.id, paging.window));
    },
  );

  for (const which of ['followers', 'following'] as const) {
    app.get(
      `/:slug/${which}/`,
      { ...publicRoute, schema: { params: z.object({ slug: z.string() }), response: { 200: listOf(someObject()) } } },
      async (request) => {
        const viewer = request.user?.id ?? null;
        const person = await personFor(db, viewer, request.params.slug);
        if (!(await mayListPeople(db, viewer, person))) throw new HttpError(403, 'This list is private.');
        const paging = offsetPaging(request, PEOPLE_PAGE);
        return paging.envelope(await peopleOf(db, viewer, person.id, which, paging.window));
      },
    );
  }
};

export default social;
