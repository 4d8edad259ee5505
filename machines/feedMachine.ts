import { assign, type SnapshotFrom, setup } from 'xstate';
import type { Post } from '../src/shared/socialTypes';
import type { Page } from '../src/shared/types';
import { missingActor } from './notProvided';

export interface FeedContext {
  /** The posts shown, newest first, by id (their data lives in the posts store). */
  ids: string[];
  /** The next page's link; null at the end. */
  next: string | null;
  /** Posts announced over the socket since the list was read, offered as "N new posts". */
  waiting: number;
}

export type FeedEvent =
  /** The reader reached the end of the list (infinite scroll). */
  | { type: 'feed.more' }
  | { type: 'feed.retry' }
  /** New posts arrived live: they wait behind a button instead of moving what the reader is reading. */
  | { type: 'posts.arrived'; count: number }
  /** The reader asked to see the new posts: the list is read again from the top. */
  | { type: 'feed.showNew' }
  /** The reader's own new post goes on top at once. */
  | { type: 'post.added'; id: string }
  | { type: 'post.removed'; id: string };

const firstPage = missingActor<Page<Post>, Record<string, never>>('firstPage');
const nextPage = missingActor<Page<Post>, { link: string }>('nextPage');

/**
 * A feed: the first page, then further pages as the reader scrolls, until the end. Posts announced live wait as
 * "N new posts" (a region of their own, so waiting never interrupts paging). `keepPosts` hands fetched posts to the
 * posts store; the list here is their order.
 */
export const feedMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as FeedContext, events: {} as FeedEvent },
  actions: {
    keepPosts: (_, _params: { posts: Post[] }) => {
      throw new Error('keepPosts not provided');
    },
    showFirstPage: assign((_, params: { page: Page<Post> }) => ({
      ids: params.page.results.map((p) => p.id),
      next: params.page.next,
    })),
    appendPage: assign(({ context }, params: { page: Page<Post> }) => {
      const known = new Set(context.ids);
      return {
        ids: [...context.ids, ...params.page.results.map((p) => p.id).filter((id) => !known.has(id))],
        next: params.page.next,
      };
    }),
    countWaiting: assign(({ context }, params: { count: number }) => ({ waiting: context.waiting + params.count })),
    clearWaiting: assign({ waiting: 0 }),
    prepend: assign(({ context }, params: { id: string }) => ({
      ids: [params.id, ...context.ids.filter((id) => id !== params.id)],
    })),
    remove: assign(({ context }, params: { id: string }) => ({ ids: context.ids.filter((id) => id !== params.id) })),
  },
  guards: {
    'the page is the last': (_, params: { page: Page<Post> }) => params.page.next === null,
  },
  actors: { firstPage, nextPage },
}).createMachine({
  id: 'feed',
  context: { ids: [], next: null, waiting: 0 },
  type: 'parallel',
  on: {
    'post.added': { actions: { type: 'prepend', params: ({ event }) => ({ id: event.id }) } },
    'post.removed': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'firstPage',
            input: () => ({}),
            onDone: [
              {
                guard: { type: 'the page is the last', params: ({ event }) => ({ page: event.output }) },
                target: 'end',
                actions: [
                  { type: 'keepPosts', params: ({ event }) => ({ posts: event.output.results }) },
                  { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
                ],
              },
              {
                target: 'loaded',
                actions: [
                  { type: 'keepPosts', params: ({ event }) => ({ posts: event.output.results }) },
                  { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
                ],
              },
            ],
            onError: 'failedFirst',
          },
        },
        loaded: { on: { 'feed.more': 'loadingMore' } },
        loadingMore: {
          invoke: {
            src: 'nextPage',
            // Stryker disable next-line StringLiteral: more is asked only from `loaded`, which a page with a next link led to
            input: ({ context }) => ({ link: context.next ?? '' }),
            onDone: [
              {
                guard: { type: 'the page is the last', params: ({ event }) => ({ page: event.output }) },
                target: 'end',
                actions: [
                  { type: 'keepPosts', params: ({ event }) => ({ posts: event.output.results }) },
                  { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
                ],
              },
              {
                target: 'loaded',
                actions: [
                  { type: 'keepPosts', params: ({ event }) => ({ posts: event.output.results }) },
                  { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
                ],
              },
            ],
            onError: 'failedMore',
          },
        },
        end: {},
        // What was read stays on screen; retrying asks again for the page that failed (the first page again after
        // "N new posts", even with the older posts still shown).
        failedFirst: { tags: ['failed'], on: { 'feed.retry': 'loading' } },
        failedMore: { tags: ['failed'], on: { 'feed.retry': 'loadingMore' } },
      },
    },
    incoming: {
      initial: 'none',
      states: {
        none: {
          on: {
            'posts.arrived': {
              target: 'waiting',
              actions: { type: 'countWaiting', params: ({ event }) => ({ count: event.count }) },
            },
          },
        },
        waiting: {
          on: {
            'posts.arrived': { actions: { type: 'countWaiting', params: ({ event }) => ({ count: event.count }) } },
            // Stryker disable next-line StringLiteral: either target emptied re-enters the whole machine, whose regions start in `none` and `loading`, the same states
            'feed.showNew': { target: ['none', '#feed.list.loading'], actions: 'clearWaiting' },
          },
        },
      },
    },
  },
});

export type FeedSnapshot = SnapshotFrom<typeof feedMachine>;
export const feedIsLoading = (s: FeedSnapshot) => s.matches({ list: 'loading' });
export const feedIsLoadingMore = (s: FeedSnapshot) => s.matches({ list: 'loadingMore' });
export const feedFailed = (s: FeedSnapshot) => s.hasTag('failed');
export const feedEnded = (s: FeedSnapshot) => s.matches({ list: 'end' });
