import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { feedMachine } from '../../../../machines/feedMachine';
import { optimisticToggleMachine, toggleShown } from '../../../../machines/optimisticToggleMachine';
import { type ComposerDraft, postComposerMachine } from '../../../../machines/postComposerMachine';
import type { Post } from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useData } from '../../lib/useData';
import type { Arrival } from './postsStore';
import { postsStore } from './postsStore';
import { socialApi } from './socialApi';

// The real actors of the social machines: feeds read pages into the posts store, the composer posts, likes toggle.

/** A feed at `url` (its first page), offering the live arrivals `concerns` accepts as "N new posts". */
export function useFeed(url: string, concerns: (arrival: Arrival) => boolean) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  const feed = useActorRef(
    feedMachine.provide({
      actions: { keepPosts: (_, { posts }) => store.trigger.kept({ posts }) },
      actors: {
        firstPage: fromPromise<Page<Post>, Record<string, never>>(({ signal }) => api.feed(url, signal)),
        nextPage: fromPromise<Page<Post>, { link: string }>(({ input, signal }) => api.feed(input.link, signal)),
      },
    }),
  );
  // Arrivals are facts the socket delivered; the machine decides what they mean for the list.
  useEffect(() => {
    let seen = store.getSnapshot().context.arrivals.length;
    const subscription = store.subscribe((snapshot) => {
      const fresh = snapshot.context.arrivals.slice(seen).filter(concerns);
      seen = snapshot.context.arrivals.length;
      if (fresh.length) feed.send({ type: 'posts.arrived', count: fresh.length });
    });
    return () => subscription.unsubscribe();
  }, [store, feed, concerns]);
  return feed;
}

export function useComposer(account: string | null, onPosted: (post: Post) => void) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  return useActorRef(
    postComposerMachine.provide({
      actions: {
        posted: (_, { post }) => {
          store.trigger.kept({ posts: [post] });
          onPosted(post);
        },
      },
      actors: {
        send: fromPromise<Post, { draft: ComposerDraft; onProgress: (p: number) => void }>(({ input }) =>
          api.createPost(input.draft, input.onProgress),
        ),
      },
    }),
    { input: { account } },
  );
}

export function usePost(id: string): Post | undefined {
  const store = useStore(postsStore);
  return useStoreSelector(store, (s) => s.context.posts[id]);
}

/** The post page's post: fetched once, then kept in the posts store so the socket keeps its counts and text live. */
export function usePostPage(id: string) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  return useData(`post:${id}`, async (signal) => {
    const post = await api.post(id, signal);
    store.trigger.kept({ posts: [post] });
    return post;
  });
}

/** The like button: shown at once, the latest click wins, the server's counts go into the store. */
export function useLike(post: Post) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  const toasts = useCallToasts();
  const toggle = useActorRef(
    optimisticToggleMachine.provide({
      actions: { notifyFailed: (_, { error }) => toasts.failed(error) },
      actors: {
        save: fromPromise<boolean, { on: boolean }>(async ({ input }) => {
          const state = await api.like(post.id, input.on);
          store.trigger.liked(state);
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
  const api = useApi(socialApi);
  return useData('explore-weddings', (signal) => api.exploreWeddings(signal));
}
