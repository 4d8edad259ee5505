import { describe, expect, test } from 'vitest';
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

function startFeed() {
  const server = createFakeServer();
  const kept: Post[] = [];
  const actor = createActor(
    feedMachine.provide({
      actions: { keepPosts: (_, { posts }) => void kept.push(...posts) },
      actors: { firstPage: server.actor('firstPage'), nextPage: server.actor('nextPage') },
    }),
  ).start();
  return { server, kept, actor, ctx: () => actor.getSnapshot().context };
}

testModelPaths(feedModel, () => {
  const { server, kept, actor, ctx } = startFeed();
  // What the list must show: the first page, then each further page after it.
  let shown: string[] = [];
  let arrived = 0;
  const open = () => server.requests.filter((r) => r.open).map((r) => r.actor);
  const answer = (last: boolean) => {
    const request = server.requests.at(-1)!;
    const answered = page(last);
    const ids = answered.results.map((p) => p.id);
    shown = request.actor === 'firstPage' ? ids : [...shown, ...ids];
    return server.succeed({ [request.actor]: answered });
  };
  /** Which of the view's selectors hold, and that the list and the count are what was read and announced. */
  const expectFeed = (holds: { loading?: boolean; loadingMore?: boolean; failed?: boolean; ended?: boolean }) => {
    const snapshot = actor.getSnapshot();
    expect({
      loading: feedIsLoading(snapshot),
      loadingMore: feedIsLoadingMore(snapshot),
      failed: feedFailed(snapshot),
      ended: feedEnded(snapshot),
    }).toEqual({ loading: false, loadingMore: false, failed: false, ended: false, ...holds });
    expect(ctx().ids).toEqual(shown);
    expect(ctx().waiting).toBe(arrived);
    expect(kept.map((p) => p.id)).toEqual(expect.arrayContaining(ctx().ids));
  };
  return {
    events: {
      SERVER_PAGE: () => answer(false),
      SERVER_LAST_PAGE: () => answer(true),
      SERVER_FAILS: () => server.fail(new ApiError(500, undefined)),
      SCROLL_TO_END: () => actor.send({ type: 'feed.more' }),
      RETRY: () => actor.send({ type: 'feed.retry' }),
      POST_ARRIVES: () => {
        arrived += 2;
        actor.send({ type: 'posts.arrived', count: 2 });
      },
      SHOW_NEW: () => {
        arrived = 0;
        actor.send({ type: 'feed.showNew' });
      },
    },
    states: {
      loading: () => {
        expectFeed({ loading: true });
        expect(actor.getSnapshot().matches({ list: 'loading', incoming: 'none' })).toBe(true);
        expect(open()).toEqual(['firstPage']);
        expect(server.requests.at(-1)!.input).toEqual({});
      },
      failedFirst: () => {
        expectFeed({ failed: true });
        // Retrying asks for the first page again, whatever is still shown from before "N new posts".
        expect(actor.getSnapshot().matches({ list: 'failedFirst' })).toBe(true);
      },
      loaded: () => {
        expectFeed({});
        expect(actor.getSnapshot().matches({ list: 'loaded', incoming: 'none' })).toBe(true);
        expect(ctx().ids.length).toBeGreaterThan(0);
        expect(ctx().next).toBe(`/api/v1/users/me/feed/?cursor=c${serial}`);
      },
      loadingMore: () => {
        expectFeed({ loadingMore: true });
        expect(open()).toEqual(['nextPage']);
        expect(server.requests.at(-1)!.input).toEqual({ link: ctx().next });
      },
      failedMore: () => {
        expectFeed({ failed: true });
        expect(actor.getSnapshot().matches({ list: 'failedMore' })).toBe(true);
        // What was read stays shown.
        expect(ctx().ids.length).toBeGreaterThan(0);
      },
      end: () => {
        expectFeed({ ended: true });
        expect(actor.getSnapshot().matches({ list: 'end', incoming: 'none' })).toBe(true);
        expect(ctx().next).toBeNull();
      },
      newPostsWaiting: () => {
        expect(actor.getSnapshot().matches({ incoming: 'waiting' })).toBe(true);
        // The list itself did not move.
        expectFeed({ ended: actor.getSnapshot().matches({ list: 'end' }) });
        expect(ctx().waiting).toBeGreaterThan(0);
        expect(open()).toEqual([]);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('feed beyond the model', () => {
  const first = (): Page<Post> => ({
    count: 3,
    next: '/next',
    previous: null,
    results: [{ id: 'a' }, { id: 'b' }] as Post[],
  });

  test('a page repeating posts already shown adds only the new ones, after them', async () => {
    const { server, actor, ctx } = startFeed();
    await server.succeed({ firstPage: first() });
    actor.send({ type: 'feed.more' });
    await server.succeed({ nextPage: { ...first(), next: null, results: [{ id: 'b' }, { id: 'c' }] as Post[] } });
    expect(ctx().ids).toEqual(['a', 'b', 'c']);
    expect(ctx().next).toBeNull();
  });

  test("the reader's own post goes on top once; a removed post leaves only itself", async () => {
    const { server, actor, ctx } = startFeed();
    await server.succeed({ firstPage: first() });
    actor.send({ type: 'post.added', id: 'mine' });
    expect(ctx().ids).toEqual(['mine', 'a', 'b']);
    // Added again (the live echo of the same post): still once, on top.
    actor.send({ type: 'post.added', id: 'b' });
    expect(ctx().ids).toEqual(['b', 'mine', 'a']);
    actor.send({ type: 'post.removed', id: 'mine' });
    expect(ctx().ids).toEqual(['b', 'a']);
    actor.send({ type: 'post.removed', id: 'unknown' });
    expect(ctx().ids).toEqual(['b', 'a']);
    // Neither moves the paging or the "N new posts" count.
    expect(actor.getSnapshot().matches({ list: 'loaded', incoming: 'none' })).toBe(true);
  });
});
