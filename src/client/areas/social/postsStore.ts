import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { Post, PostEventData } from '../../../shared/socialTypes';
import { part } from '../../app/parts';

// Every post the client shows, by id, whichever feed fetched it; socket events keep counts, likes and text live.
// `arrivals` counts the posts announced live, so each feed can offer the ones that concern it as "N new posts".

export interface Arrival {
  post: string;
  wedding: string | null;
  author: string;
}

export interface PostsContext {
  posts: Record<string, Post>;
  arrivals: Arrival[];
}

export function createPostsStore() {
  return createStore({
    context: { posts: {}, arrivals: [] } as PostsContext,
    on: {
      kept: (context, event: { posts: Post[] }) =>
        produce(context, (draft) => {
          for (const post of event.posts) draft.posts[post.id] = post;
        }),
      arrived: (context, event: Arrival) => ({ ...context, arrivals: [...context.arrivals, event].slice(-200) }),
      changed: (context, event: PostEventData['update']) =>
        produce(context, (draft) => {
          const post = draft.posts[event.post];
          if (post)
            Object.assign(post, {
              text: event.text,
              parts: event.parts,
              audience: event.audience,
              edited_at: event.edited_at,
            });
        }),
      counted: (context, event: PostEventData['counts'] & { me: string | null }) =>
        produce(context, (draft) => {
          const post = draft.posts[event.post];
          if (!post) return;
          post.likes_count = event.likes_count;
          post.comments_count = event.comments_count;
          post.likers = event.likers;
          if (event.by !== undefined && event.by === event.me && event.liked !== undefined)
            post.liked_by_me = event.liked;
        }),
      liked: (context, event: { post: string; liked_by_me: boolean; likes_count: number }) =>
        produce(context, (draft) => {
          const post = draft.posts[event.post];
          if (post) Object.assign(post, { liked_by_me: event.liked_by_me, likes_count: event.likes_count });
        }),
      removed: (context, event: { post: string }) =>
        produce(context, (draft) => {
          delete draft.posts[event.post];
        }),
      /** A blocked person's posts leave every feed at once. */
      authorGone: (context, event: { author: string }) =>
        produce(context, (draft) => {
          for (const [id, post] of Object.entries(draft.posts))
            if (post.author.id === event.author) delete draft.posts[id];
        }),
      reset: () => ({ posts: {}, arrivals: [] }),
    },
  });
}

export type PostsStore = ReturnType<typeof createPostsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const postsStore = part('posts', () => createPostsStore());
