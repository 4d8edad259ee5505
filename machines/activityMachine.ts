import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

/** The activity page's filters: an area, a person, and a range of dates (`''` is "any"). */
export interface ActivityFilters {
  area: string;
  person: string;
  from: string;
  to: string;
}

/** A page of the history as the server sends it: `next` is the next page's link, or null at the end. */
export interface ActivityPage {
  results: Array<{ id: string }>;
  count: number;
  next: string | null;
}

export interface ActivityContext {
  filters: ActivityFilters;
  /** The entries shown, newest first: the first page, then the older pages asked for. */
  items: Array<{ id: string }>;
  next: string | null;
  count: number;
  /** Entries that arrived live (a change made while the page is open), marked until the filters change. */
  fresh: string[];
  error: Error | null;
}

export type ActivityEvent =
  /** Another area, person or date: the list starts again from its first page. */
  | { type: 'activity.filtered'; filters: ActivityFilters }
  /** "Show older changes". */
  | { type: 'activity.more' }
  /** After the first page failed. */
  | { type: 'activity.retry' }
  /** Something changed in the wedding (the socket): the first page again, its new entries on top and marked. */
  | { type: 'activity.changed' };

export const NO_FILTERS: ActivityFilters = { area: '', person: '', from: '', to: '' };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The activity page (issue 34): a wedding's history newest first, filtered by area, person and dates, read a page at
 * a time by cursor, and live. A filter starts the list again from its first page (a load still out for the old
 * filters is dropped). "Show older changes" appends the next page; its failure is one toast (`notifyFailed`) and the
 * list stays. A change in the wedding reads the first page again while the list stays on screen; the entries it
 * brings that were not shown are put on top and marked as new. The first page drives the loading bar.
 */
export const activityMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as ActivityContext, events: {} as ActivityEvent },
  actions: {
    storeFilters: assign(({ event }) =>
      event.type === 'activity.filtered' ? { filters: event.filters, fresh: [] as string[] } : {},
    ),
    storeFirst: assign((_, params: { page: ActivityPage }) => ({
      items: params.page.results,
      next: params.page.next,
      count: params.page.count,
      error: null,
    })),
    storeFresh: assign(({ context }, params: { page: ActivityPage }) => {
      const shown = new Set(context.items.map((item) => item.id));
      const arrived = params.page.results.filter((item) => !shown.has(item.id)).map((item) => item.id);
      return {
        items: params.page.results,
        next: params.page.next,
        count: params.page.count,
        fresh: [...arrived, ...context.fresh],
      };
    }),
    storeMore: assign(({ context }, params: { page: ActivityPage }) => {
      const known = new Set(context.items.map((item) => item.id));
      return {
        items: [...context.items, ...params.page.results.filter((item) => !known.has(item.id))],
        next: params.page.next,
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: asError(params.error) })),
    loadStarted: missingAction('loadStarted'),
    loadSucceeded: missingAction('loadSucceeded'),
    loadFailed: (_, _params: { error: unknown }) => {
      throw new Error('loadFailed not provided');
    },
    notifyFailed: (_, _params: { error: unknown }) => {
      throw new Error('notifyFailed not provided');
    },
  },
  guards: {
    'has more': ({ context }) => context.next !== null,
  },
  actors: {
    /** `link` null: the first page for `filters`. */
    loadPage: missingActor<ActivityPage, { filters: ActivityFilters; link: string | null }>('loadPage'),
  },
}).createMachine({
  id: 'activity',
  context: { filters: NO_FILTERS, items: [], next: null, count: 0, fresh: [], error: null },
  on: {
    // From any state, `loading` included: its load for the old filters is dropped (the root is the transition's domain).
    'activity.filtered': { target: '.loading', actions: 'storeFilters' },
  },
  // Stryker disable next-line StringLiteral: with no initial state named, XState starts in the first, `loading`
  initial: 'loading',
  states: {
    loading: {
      entry: 'loadStarted',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, link: null }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeFirst', params: ({ event }) => ({ page: event.output }) }, 'loadSucceeded'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { 'activity.retry': 'loading' },
    },
    ready: {
      on: {
        'activity.more': { guard: 'has more', target: 'loadingMore' },
        'activity.changed': 'refreshing',
      },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, link: context.next }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeMore', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'activity.changed': 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, link: null }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeFresh', params: ({ event }) => ({ page: event.output }) },
        },
        // What is shown stays; the next change asks again.
        onError: 'ready',
      },
      on: { 'activity.changed': { target: 'refreshing', reenter: true } },
    },
  },
});

export type ActivitySnapshot = SnapshotFrom<typeof activityMachine>;

/** What the activity page shows. */
export type ActivityView<T> =
  | { status: 'loading'; filters: ActivityFilters }
  | { status: 'failed'; filters: ActivityFilters; error: Error }
  | {
      status: 'ready';
      filters: ActivityFilters;
      items: T[];
      count: number;
      hasMore: boolean;
      loadingMore: boolean;
      refreshing: boolean;
      /** Ids of the entries that arrived live. */
      fresh: string[];
    };

export function activityView<T>(snapshot: ActivitySnapshot): ActivityView<T> {
  const { context } = snapshot;
  const filters = context.filters;
  if (snapshot.matches('failed')) return { status: 'failed', filters, error: context.error! };
  if (snapshot.matches('loading')) return { status: 'loading', filters };
  return {
    status: 'ready',
    filters,
    items: context.items as T[],
    count: context.count,
    hasMore: context.next !== null,
    loadingMore: snapshot.matches('loadingMore'),
    refreshing: snapshot.matches('refreshing'),
    fresh: context.fresh,
  };
}
