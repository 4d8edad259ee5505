import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { feedMachine } from '../../../machines/feedMachine';
import { optimisticToggleMachine, toggleShown } from '../../../machines/optimisticToggleMachine';
import { type ComposerDraft, postComposerMachine } from '../../../machines/postComposerMachine';
import type { Post } from '../../shared/socialTypes';
import type { Page } from '../../shared/types';
import { useApp } from '../app/AppContext';
import { useResource } from '../lib/useResource';
import type { Arrival } from '../stores/postsStore';
import { useCallToasts } from './failure';

// The real actors of the social machines: feeds read pages into the posts store, the composer posts, likes toggle.

/** A feed at `url` (its first page), offering the live arrivals `concerns` accepts as "N new posts". */
export function useFeed(url: string, concerns: (arrival: Arrival) => boolean) {
  const { api, stores } = useApp();
  const feed = useActorRef(
    feedMachine.provide({
      actions: { keepPosts: (_, { posts }) => stores.posts.trigger.kept({ posts }) },
      actors: {
        firstPage: fromPromise<Page<Post>, Record<string, never>>(({ signal }) => api.social.feed(url, signal)),
        nextPage: fromPromise<Page<Post>, { link: string }>(({ input, signal }) => api.social.feed(input.link, signal)),
      },
    }),
  );
  // Arrivals are facts the socket delivered; the machine decides what they mean for the list.
  useEffect(() => {
    let seen = stores.posts.getSnapshot().context.arrivals.length;
    const subscription = stores.posts.subscribe((snapshot) => {
      const fresh = snapshot.context.arrivals.slice(seen).filter(concerns);
      seen = snapshot.context.arrivals.length;
      if (fresh.length) feed.send({ type: 'posts.arrived', count: fresh.length });
    });
    return () => subscription.unsubscribe();
  }, [stores.posts, feed, concerns]);
  return feed;
}

export function useComposer(account: string | null, onPosted: (post: Post) => void) {
  const { api, stores } = useApp();
  return useActorRef(
    postComposerMachine.provide({
      actions: {
        posted: (_, { post }) => {
          stores.posts.trigger.kept({ posts: [post] });
          onPosted(post);
        },
      },
      actors: {
        send: fromPromise<Post, { draft: ComposerDraft; onProgress: (p: number) => void }>(({ input }) =>
          api.social.createPost(input.draft, input.onProgress),
        ),
      },
    }),
    { input: { account } },
  );
}

export function usePost(id: string): Post | undefined {
  const { stores } = useApp();
  return useStoreSelector(stores.posts, (s) => s.context.posts[id]);
}

/** The post page's post: fetched once, then kept in the posts store so the socket keeps its counts and text live. */
export function usePostPage(id: string) {
  const { api, stores } = useApp();
  return useResource(`post:${id}`, async (signal) => {
    const post = await api.social.post(id, signal);
    stores.posts.trigger.kept({ posts: [post] });
    return post;
  });
}

/** The like button: shown at once, the latest click wins, the server's counts go into the store. */
export function useLike(post: Post) {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  const toggle = useActorRef(
    optimisticToggleMachine.provide({
      actions: { notifyFailed: (_, { error }) => toasts.failed(error) },
      actors: {
        save: fromPromise<boolean, { on: boolean }>(async ({ input }) => {
          const state = await api.social.like(post.id, input.on);
          stores.posts.trigger.liked(state);
          return state.liked_by_me;
        }),
      },
    }),
    { input: { on: post.liked_by_me } },
  );
  useEffect(() => {
    toggle.send({ type: 'toggle.synced', on: post.liked_by_me });
  }, [toggle, post.liked_by_me]);
  const liked = useSelector(toggle, toggleShown);
  return { liked, toggle: () => toggle.send({ type: 'toggle.clicked' }) };
}

export function useExploreWeddings() {
  const { api } = useApp();
  return useResource('explore-weddings', (signal) => api.social.exploreWeddings(signal));
}
