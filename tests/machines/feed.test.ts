import { expect } from 'vitest';
import { createActor } from 'xstate';
import { feedEnded, feedFailed, feedIsLoading, feedIsLoadingMore, feedMachine } from '../../machines/feedMachine';
import { feedModel } from '../../models/feedModel';
import { ApiError } from '../../src/shared/apiError';
import type { Post } from '../../src/shared/socialTypes';
import type { Page } from '../../src/shared/types';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

let serial = 0;
const page = (last: boolean): Page<Post> => {
  const ids = [++serial, ++serial].map((n) => ({ id: `p${n}` }) as Post);
  return { count: 10, next: last ? null : `/api/v1/users/me/feed/?cursor=c${serial}`, previous: null, results: ids };
};

testModelPaths(feedModel, () => {
  const server = createFakeServer();
  const kept: Post[] = [];
  const actor = createActor(
    feedMachine.provide({
      actions: { keepPosts: (_, { posts }) => void kept.push(...posts) },
      actors: { firstPage: server.actor('firstPage'), nextPage: server.actor('nextPage') },
    }),
  ).start();
  const open = () => server.requests.filter((r) => r.open).map((r) => r.actor);
  const ctx = () => actor.getSnapshot().context;
  const answer = (last: boolean) => {
    const request = server.requests.at(-1)!;
    return server.succeed({ [request.actor]: page(last) });
  };
  return {
    events: {
      SERVER_PAGE: () => answer(false),
      SERVER_LAST_PAGE: () => answer(true),
      SERVER_FAILS: () => server.fail(new ApiError(500, undefined)),
      SCROLL_TO_END: () => actor.send({ type: 'feed.more' }),
      RETRY: () => actor.send({ type: 'feed.retry' }),
      POST_ARRIVES: () => actor.send({ type: 'posts.arrived', count: 1 }),
      SHOW_NEW: () => actor.send({ type: 'feed.showNew' }),
    },
    states: {
      loading: () => {
        expect(feedIsLoading(actor.getSnapshot())).toBe(true);
        expect(open()).toEqual(['firstPage']);
        expect(ctx().waiting).toBe(0);
      },
      failedFirst: () => {
        expect(feedFailed(actor.getSnapshot())).toBe(true);
        // Retrying asks for the first page again, whatever is still shown from before "N new posts".
        expect(actor.getSnapshot().matches({ list: 'failedFirst' })).toBe(true);
      },
      loaded: () => {
        expect(actor.getSnapshot().matches({ list: 'loaded', incoming: 'none' })).toBe(true);
        expect(ctx().ids.length).toBeGreaterThan(0);
        expect(ctx().next).not.toBeNull();
        expect(new Set(ctx().ids).size).toBe(ctx().ids.length);
        expect(kept.map((p) => p.id)).toEqual(expect.arrayContaining(ctx().ids));
      },
      loadingMore: () => {
        expect(feedIsLoadingMore(actor.getSnapshot())).toBe(true);
        expect(server.requests.at(-1)!.input).toEqual({ link: ctx().next });
      },
      failedMore: () => {
        expect(actor.getSnapshot().matches({ list: 'failedMore' })).toBe(true);
        expect(feedFailed(actor.getSnapshot())).toBe(true);
        // What was read stays shown.
        expect(ctx().ids.length).toBeGreaterThan(0);
      },
      end: () => {
        expect(feedEnded(actor.getSnapshot())).toBe(true);
        expect(ctx().next).toBeNull();
      },
      newPostsWaiting: () => {
        expect(actor.getSnapshot().matches({ incoming: 'waiting' })).toBe(true);
        expect(ctx().waiting).toBeGreaterThan(0);
        // The list itself did not move.
        expect(open()).toEqual([]);
      },
    },
    stop: () => actor.stop(),
  };
});
