import { userFollows } from '../../../../src/server/db/schema';
import type { Wedding } from '../../../../src/shared/weddings';
import { bearer } from '../../api';
import { defineArea, MISSING_ID, type Row } from '../area';
import { anyone, type Expected, members, only, signedIn } from '../roles';

// The social core: posts, comments, likes, feeds, people following people, visibility settings, blocks, explore.
// The world's post is the committee member's, on the wedding's page for its followers; whoever may not see it gets
// 404, as for a post that does not exist. Writes fan out one `posts` event per reader (the wedding's three members
// and its follower, or a profile's followers and author) plus their notifications, so a count names them.

interface World {
  wedding: Wedding;
  post: string;
  comment: string;
  /** Someone to follow and block: the other couple (so they themselves are refused). */
  person: string;
  slug: string;
  /** A stranger asked to follow the couple. */
  requester: string;
}

const readers = (status: number): Expected => ({
  anonymous: 401,
  stranger: 404,
  requested: 404,
  follower: status,
  member: status,
  couple: status,
  otherCouple: 404,
  // A vendor on the wedding's list is no follower of its page.
  vendor: 404,
});

/**
 * The author may; a reader who may not gets 403; whoever cannot see the post gets 404, as for a missing one (issue 32).
 */
const authorOr = (status: number, couple = 403): Expected => ({ ...readers(403), member: status, couple });

export default defineArea<World>({
  arrange: async (ctx) => {
    const wedding = await ctx.wedding();
    const { member, couple, stranger, otherCouple } = ctx.users;
    const inject = (token: string, url: string, payload: unknown) =>
      ctx.server.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
    const post = (await inject(member.access_token, '/api/v1/posts/', { text: 'Hi', account: wedding.id })).json();
    const comment = (
      await inject(member.access_token, '/api/v1/post-comments/', { post: post.id, text: 'Yes' })
    ).json();
    await ctx.server.database.db
      .insert(userFollows)
      .values({ followerId: stranger.user.id, followeeId: couple.user.id, status: 'requested' })
      .onConflictDoUpdate({ target: [userFollows.followerId, userFollows.followeeId], set: { status: 'requested' } });
    return {
      wedding,
      post: post.id,
      comment: comment.id,
      person: otherCouple.user.id,
      slug: couple.user.slug,
      requester: stranger.user.id,
    };
  },
  missing: {
    as: 'couple',
    world: (w) => ({
      ...w,
      post: MISSING_ID,
      comment: MISSING_ID,
      person: MISSING_ID,
      requester: MISSING_ID,
      slug: 'no-such-person',
    }),
  },
  rows: [
    {
      method: 'POST',
      route: '/api/v1/posts/',
      url: () => '/api/v1/posts/',
      body: () => ({ text: 'Hello' }),
      expected: signedIn(201),
      events: 1,
    },
    {
      method: 'POST',
      route: '/api/v1/posts/',
      url: () => '/api/v1/posts/',
      body: (w) => ({ text: 'On the page', account: w.wedding.id }),
      expected: members(201),
      events: 3,
    },
    {
      method: 'GET',
      route: '/api/v1/posts/:id/',
      url: (w) => `/api/v1/posts/${w.post}/`,
      expected: { ...readers(200), anonymous: 404 },
    },
    {
      method: 'PATCH',
      route: '/api/v1/posts/:id/',
      url: (w) => `/api/v1/posts/${w.post}/`,
      body: () => ({ text: 'Edited' }),
      expected: authorOr(200),
      events: 3,
    },
    {
      method: 'DELETE',
      route: '/api/v1/posts/:id/',
      url: (w) => `/api/v1/posts/${w.post}/`,
      expected: authorOr(204, 204),
      events: 3,
    },
    {
      method: 'GET',
      route: '/api/v1/posts/:id/comments/',
      url: (w) => `/api/v1/posts/${w.post}/comments/`,
      expected: readers(200),
    },
    {
      method: 'POST',
      route: '/api/v1/posts/:id/comments/',
      url: (w) => `/api/v1/posts/${w.post}/comments/`,
      body: () => ({ text: 'Lovely' }),
      expected: readers(201),
      events: { member: 6, follower: 8, couple: 8 },
    },
    ...(['POST', 'DELETE'] as const).map(
      (method): Row<World> => ({
        method,
        route: '/api/v1/posts/:id/hide/',
        url: (w) => `/api/v1/posts/${w.post}/hide/`,
        expected: readers(200),
        events: 0,
      }),
    ),
    {
      method: 'POST',
      route: '/api/v1/posts/:id/report/',
      url: (w) => `/api/v1/posts/${w.post}/report/`,
      body: () => ({ reason: 'Spam' }),
      expected: readers(200),
      events: 2,
    },
    {
      method: 'POST',
      route: '/api/v1/post-comments/',
      url: () => '/api/v1/post-comments/',
      body: (w) => ({ post: w.post, text: 'Congratulations' }),
      expected: readers(201),
      events: { member: 6, follower: 8, couple: 8 },
    },
    {
      method: 'PATCH',
      route: '/api/v1/post-comments/:id/',
      url: (w) => `/api/v1/post-comments/${w.comment}/`,
      body: () => ({ text: 'Edited' }),
      expected: authorOr(200),
      events: 3,
    },
    {
      method: 'DELETE',
      route: '/api/v1/post-comments/:id/',
      url: (w) => `/api/v1/post-comments/${w.comment}/`,
      expected: authorOr(204, 204),
      events: 6,
    },
    {
      method: 'POST',
      route: '/api/v1/post-comments/:id/hide/',
      url: (w) => `/api/v1/post-comments/${w.comment}/hide/`,
      expected: readers(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/post-comments/:id/report/',
      url: (w) => `/api/v1/post-comments/${w.comment}/report/`,
      body: () => ({}),
      expected: readers(200),
      events: 2,
    },
    {
      method: 'POST',
      route: '/api/v1/likes/post',
      url: () => '/api/v1/likes/post',
      body: (w) => ({ post: w.post }),
      expected: readers(200),
      events: { member: 3, follower: 5, couple: 5 },
    },
    {
      method: 'DELETE',
      route: '/api/v1/likes/post',
      url: (w) => `/api/v1/likes/post?post=${w.post}`,
      expected: readers(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/subscribers/',
      url: () => '/api/v1/subscribers/',
      body: (w) => ({ user: w.person }),
      expected: { ...signedIn(201), otherCouple: 400 },
      events: 2,
    },
    {
      method: 'DELETE',
      route: '/api/v1/subscribers/:user/',
      url: (w) => `/api/v1/subscribers/${w.person}/`,
      expected: signedIn(204),
      events: 0,
    },
    {
      method: 'GET',
      route: '/api/v1/subscribers/requests/',
      url: () => '/api/v1/subscribers/requests/',
      expected: signedIn(200),
    },
    ...(['approve', 'decline'] as const).map(
      (answer): Row<World> => ({
        method: 'POST',
        route: `/api/v1/subscribers/requests/:user/${answer}/`,
        url: (w) => `/api/v1/subscribers/requests/${w.requester}/${answer}/`,
        expected: only('couple', 200, 404),
        // Approving tells the follower (a notification and its unread count); declining is silent.
        events: answer === 'approve' ? 2 : 0,
      }),
    ),
    ...['/me/feed/', '/me/my-feed/', '/me/visibility/', '/me/blocks/'].map(
      (path): Row<World> => ({
        method: 'GET',
        route: `/api/v1/users${path}`,
        url: () => `/api/v1/users${path}`,
        expected: signedIn(200),
      }),
    ),
    {
      method: 'PATCH',
      route: '/api/v1/users/me/visibility/',
      url: () => '/api/v1/users/me/visibility/',
      body: () => ({ searchable: true }),
      expected: signedIn(200),
      events: 0,
    },
    {
      method: 'POST',
      route: '/api/v1/users/me/blocks/',
      url: () => '/api/v1/users/me/blocks/',
      body: (w) => ({ user: w.person }),
      expected: { ...signedIn(201), otherCouple: 400 },
      events: 0,
    },
    {
      method: 'DELETE',
      route: '/api/v1/users/me/blocks/:user/',
      url: (w) => `/api/v1/users/me/blocks/${w.person}/`,
      expected: signedIn(204),
      events: 0,
    },
    ...['feed', 'followers', 'following'].map(
      (list): Row<World> => ({
        method: 'GET',
        route: `/api/v1/users/:slug/${list}/`,
        url: (w) => `/api/v1/users/${w.slug}/${list}/`,
        expected: anyone(200),
      }),
    ),
    ...['posts', 'weddings'].map(
      (list): Row<World> => ({
        method: 'GET',
        route: `/api/v1/explore/${list}/`,
        url: () => `/api/v1/explore/${list}/`,
        expected: anyone(200),
      }),
    ),
  ],
});
