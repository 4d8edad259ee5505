import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weddings } from '../../../../db/schema';
import { keysetPaging, offsetPaging } from '../../../../lib/paging';
import { listOf, someObject } from '../../../../lib/routeSchemas';
import { FEED_PAGE, publicPosts } from '../../../../services/postFeeds';
import { standingIn, toWedding } from '../../../../services/weddings';

const WEDDINGS_PAGE = { size: 12, max: 50 };

// Explore: what anyone may see, so a first visit is not empty. Public weddings are those open to every follower;
// public posts are wedding posts for everyone and the posts of people who show theirs to everyone.
const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const publicRoute = { config: { permission: 'public' as const } };

  app.get('/posts/', { ...publicRoute, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = keysetPaging(request, FEED_PAGE);
    return paging.envelope(await publicPosts(db, request.user?.id ?? null, paging.window));
  });

  app.get('/weddings/', { ...publicRoute, schema: { response: { 200: listOf(someObject()) } } }, async (request) => {
    const paging = offsetPaging(request, WEDDINGS_PAGE);
    const open = eq(weddings.followPolicy, 'open');
    const [total, rows] = await Promise.all([
      db.$count(weddings, open),
      db
        .select()
        .from(weddings)
        .where(open)
        .orderBy(desc(weddings.createdAt), desc(weddings.id))
        .limit(paging.window.limit)
        .offset(paging.window.offset),
    ]);
    const viewer = request.user?.id;
    const results = await Promise.all(
      rows.map(async (row) =>
        toWedding(db, row, viewer ? await standingIn(db, row.id, viewer) : { role: null, follow: 'none' }),
      ),
    );
    return paging.envelope({ count: total, results });
  });
};

export default exploreRoutes;
