import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

/** A page of a list as the server sends it (src/server/lib/paging.ts): `next` is the next page's link, or null at the end. */
export interface PagerPage {
  results: Array<{ id: string }>;
  count: number;
  next: string | null;
}

export interface PagerContext {
  /** Every item loaded so far, the newest page last; an item from the socket goes on top. */
  items: Array<{ id: string }>;
  /** The link to the next page; null at the end of the list. */
  next: string | null;
  /** How many the server holds in all. */
  count: number;
  /** The first page's whole answer: what a list shows beside its items (a cash flow's totals). */
  first: PagerPage | null;
  /** Why the first page failed: what is shown instead of the list. */
  error: Error | null;
}

export type PagerEvent =
  /** "Show more": the next page, appended. */
  | { type: 'pager.more' }
  /** After the first page failed: the reader asks again. */
  | { type: 'pager.retry' }
  /** The list changed on the server (a resync): the first page again; what is shown stays until it lands. */
  | { type: 'pager.refresh' }
  /** A new item from the socket: on top, once. */
  | { type: 'pager.prepended'; item: { id: string } };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `items` followed by those of `more` not already among them (a page that shifted under an insert repeats some). */
function appended(items: PagerContext['items'], more: PagerContext['items']) {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
}

/**
 * A list read a page at a time (cursor or page number: the server's `next` link either way). The first page loads
 * (driving the loading bar: `loadStarted`, then `loadSucceeded` or `loadFailed`), or fails with a retry. "Show more"
 * appends the next page while the list stays on screen; its failure is one toast (`notifyFailed`) and the list stays
 * as it was, so it can be asked again. The end of the list is `next` null. A new item from the socket goes on top
 * once; a refresh reads the first page again and replaces the list when it lands. Each page is also handed to
 * `received`, for a list whose items live in a store.
 */
export const pagerMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as PagerContext, events: {} as PagerEvent },
  actions: {
    storeFirst: assign((_, params: { page: PagerPage }) => ({
      items: params.page.results,
      next: params.page.next,
      count: params.page.count,
      first: params.page,
      error: null,
    })),
    storeMore: assign(({ context }, params: { page: PagerPage }) => ({
      items: appended(context.items, params.page.results),
      next: params.page.next,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: asError(params.error) })),
    storePrepended: assign(({ context, event }) => {
      if (event.type !== 'pager.prepended' || context.items.some((item) => item.id === event.item.id)) return {};
      return { items: [event.item, ...context.items], count: context.count + 1 };
    }),
    loadStarted: missingAction('loadStarted'),
    loadSucceeded: missingAction('loadSucceeded'),
    loadFailed: (_, _params: { error: unknown }) => {
      throw new Error('loadFailed not provided');
    },
    received: (_, _params: { page: PagerPage; first: boolean }) => {
      throw new Error('received not provided');
    },
    notifyFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyFailed not provided');
    },
  },
  guards: {
    'has more': ({ context }) => context.next !== null,
  },
  actors: {
    /** `link` null: the first page. */
    loadPage: missingActor<PagerPage, { link: string | null }>('loadPage'),
  },
}).createMachine({
  id: 'pager',
  context: { items: [], next: null, count: 0, first: null, error: null },
  // Stryker disable next-line StringLiteral: with no initial state named, XState starts in the first, `loading`
  initial: 'loading',
  states: {
    loading: {
      entry: 'loadStarted',
      invoke: {
        src: 'loadPage',
        input: { link: null },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeFirst', params: ({ event }) => ({ page: event.output }) },
            { type: 'received', params: ({ event }) => ({ page: event.output, first: true }) },
            'loadSucceeded',
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: { 'pager.refresh': { target: 'loading', reenter: true } },
    },
    failed: {
      on: { 'pager.retry': 'loading', 'pager.refresh': 'loading' },
    },
    ready: {
      on: {
        'pager.more': { guard: 'has more', target: 'loadingMore' },
        'pager.refresh': 'refreshing',
        'pager.prepended': { actions: 'storePrepended' },
      },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ link: context.next }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeMore', params: ({ event }) => ({ page: event.output }) },
            { type: 'received', params: ({ event }) => ({ page: event.output, first: false }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'pager.refresh': 'refreshing',
        'pager.prepended': { actions: 'storePrepended' },
      },
    },
    refreshing: {
      entry: 'loadStarted',
      invoke: {
        src: 'loadPage',
        input: { link: null },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeFirst', params: ({ event }) => ({ page: event.output }) },
            { type: 'received', params: ({ event }) => ({ page: event.output, first: true }) },
            'loadSucceeded',
          ],
        },
        // What is shown stays: the bar says the refresh failed.
        onError: { target: 'ready', actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'pager.refresh': { target: 'refreshing', reenter: true },
        'pager.prepended': { actions: 'storePrepended' },
      },
    },
  },
});

export type PagerSnapshot = SnapshotFrom<typeof pagerMachine>;

/** What a view shows of a paged list. */
export type Paged<T, P = unknown> =
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | {
      status: 'ready';
      items: T[];
      count: number;
      /** The first page's answer (totals beside the items). */
      first: P;
      /** Whether "Show more" has more to show. */
      hasMore: boolean;
      /** The next page is on its way. */
      loadingMore: boolean;
      /** The first page is being read again; the list stays. */
      refreshing: boolean;
    };

export function pagedView<T, P = unknown>(snapshot: PagerSnapshot): Paged<T, P> {
  const { context } = snapshot;
  if (snapshot.matches('failed')) return { status: 'failed', error: context.error! };
  if (snapshot.matches('loading')) return { status: 'loading' };
  return {
    status: 'ready',
    items: context.items as T[],
    count: context.count,
    first: context.first as P,
    hasMore: context.next !== null,
    loadingMore: snapshot.matches('loadingMore'),
    refreshing: snapshot.matches('refreshing'),
  };
}
