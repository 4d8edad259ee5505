import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { LISTS_PAGE, mentionsOf, myLists, publicListsOf } from '../../../../services/lists';
import { PEOPLE_PAGE, personFor } from '../../../../services/people';
import { FEED_PAGE } from '../../../../services/postFeeds';
import { myPeople, suggestionsFor } from '../../../../services/suggestions';

type Query = { private?: string; member?: string; s?: string };

// The people around a user (spec section 7's `me/people/`): who they are connected to, who they may know, their lists
// and the posts that mention them.
const connections: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get<{ Querystring: Query }>(
    '/me/people/',
    { ...signedIn, schema: { response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, PEOPLE_PAGE);
      return paging.envelope(await myPeople(db, request.user!.id, paging.window, request.query.s));
    },
  );

  app.get('/me/suggestions/', { ...signedIn, schema: { response: { 200: someObject() } } }, async (request) => {
    const results = await suggestionsFor(db, request.user!.id);
    return { count: results.length, next: null, previous: null, results };
  });

  // `?private=true` or `false` narrows to one kind; `?member={userId}` says of each list whether that person is on it.
  app.get<{ Querystring: Query }>(
    '/me/lists/',
    { ...signedIn, schema: { response: { 200: listOf(someObject()) } } },
    async (request) => {
      const paging = offsetPaging(request, LISTS_PAGE);
      const { private: only, member } = request.query;
      const onlyPrivate = only === 'true' ? true : only === 'false' ? false : undefined;
      return paging.envelope(await myLists(db, request.user!.id, paging.window, { onlyPrivate, member }));
    },
  );

  app.get(
    '/:slug/lists/',
    { ...signedIn, schema: { params: z.object({ slug: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const me = request.user!.id;
      const person = await personFor(db, me, request.params.slug);
      const paging = offsetPaging(request, LISTS_PAGE);
      return paging.envelope(await publicListsOf(db, me, person.id, paging.window));
    },
  );

  app.get(
    '/:slug/mentions/',
    { ...signedIn, schema: { params: z.object({ slug: z.string() }), response: { 200: listOf(someObject()) } } },
    async (request) => {
      const me = request.user!.id;
      const person = await personFor(db, me, request.params.slug);
      const paging = keysetPaging(request, FEED_PAGE);
      return paging.envelope(await mentionsOf(db, me, person.slug, paging.window));
    },
  );
};

export default connections;
