import { hiddenContent } from '../../../../src/server/db/schema';
import { bearer } from '../../api';
import { defineArea, MISSING_ID } from '../area';
import { type Expected, signedIn } from '../roles';

// Hidden posts and comments shown again: every signed-in role has hidden the committee member's wedding post (rows
// written straight into the table, since only its readers could hide it through the API), and lists or unhides its
// own. The comment's unhide is for its readers only, like hiding it: whoever may not see the post gets 404.

interface World {
  post: string;
  comment: string;
}

const readers = (status: number): Expected => ({
  anonymous: 401,
  stranger: 404,
  requested: 404,
  follower: status,
  member: status,
  couple: status,
  otherCouple: 404,
  vendor: 404,
});

export default defineArea<World>({
  arrange: async (ctx) => {
    const wedding = await ctx.wedding();
    const post = async (url: string, payload: object) =>
      (
        await ctx.server.app.inject({
          method: 'POST',
          url,
          payload,
          headers: bearer(ctx.users.member.access_token),
        })
      ).json() as { id: string };
    const written = await post('/api/v1/posts/', { text: 'Hidden by all', account: wedding.id });
    const comment = await post('/api/v1/post-comments/', { post: written.id, text: 'A comment' });
    await ctx.server.database.db
      .insert(hiddenContent)
      .values(
        Object.values(ctx.users).map((u) => ({ userId: u.user.id, contentId: written.id, kind: 'post' as const })),
      )
      .onConflictDoNothing();
    return { post: written.id, comment: comment.id };
  },
  missing: { as: 'couple', world: () => ({ post: MISSING_ID, comment: MISSING_ID }) },
  rows: [
    {
      method: 'GET',
      route: '/api/v1/users/me/hidden/',
      url: () => '/api/v1/users/me/hidden/',
      expected: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/v1/users/me/hidden/:id/',
      url: (w) => `/api/v1/users/me/hidden/${w.post}/`,
      expected: signedIn(204),
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/post-comments/:id/hide/',
      url: (w) => `/api/v1/post-comments/${w.comment}/hide/`,
      expected: readers(200),
      events: 0,
    },
  ],
});
