import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema';
import { HttpError } from '../../../../lib/problem';
import { toUser } from '../../../../services/users';

// Public profile by handle (/{userHandle}); never carries the email or unread counts of someone else.
const profiles: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string } }>('/:slug/', { config: { permission: 'public' } }, async (request) => {
    const slug = request.params.slug.toLowerCase();
    // Handles are slugs; anything else (including control characters) names nobody.
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new HttpError(404, 'No user has that handle.');
    const [row] = await app.database.db.select().from(users).where(eq(users.slug, slug)).limit(1);
    if (!row) throw new HttpError(404, 'No user has that handle.');
    const { unread_messages_count: _m, unread_notifications_count: _n, ...profile } = toUser(row);
    return profile;
  });
};

export default profiles;
