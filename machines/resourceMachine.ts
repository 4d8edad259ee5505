import { assign, type SnapshotFrom, setup } from 'xstate';
import { missingAction, missingActor } from './notProvided';

export interface ResourceContext {
  /** What the last load brought; kept while a refresh is out, and when a refresh fails. */
  data: unknown;
  /** Why the first load failed; what is shown instead of the data. */
  error: Error | null;
}

export type ResourceEvent =
  /** The data changed on the server (a store's version, a resync): ask again, keeping what is shown. */
  | { type: 'resource.refresh' }
  /** The reader asks again after a failure. */
  | { type: 'resource.retry' };

/**
 * A page's data: loading → ready, or failed with a retry. A refresh keeps what is shown until the newer answer
 * replaces it, so a form filled in below it never leaves the screen; a failed refresh keeps it too. A refresh asked
 * while one is out starts over (the newer data wins). Each load reports to the loading bar (`loadStarted`, then
 * `loadSucceeded` or `loadFailed`); stopping the actor (the reader left) aborts the load through its signal.
 */
export const resourceMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { context: {} as ResourceContext, events: {} as ResourceEvent },
  actions: {
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error : new Error(String(params.error)),
    })),
    loadStarted: missingAction('loadStarted'),
    loadSucceeded: missingAction('loadSucceeded'),
    loadFailed: (_, _params: { error: unknown }) => {
      throw new Error('loadFailed not provided');
    },
  },
  actors: {
    load: missingActor<unknown, void>('load'),
  },
}).createMachine({
  id: 'resource',
  context: { data: undefined, error: null },
  // Stryker disable next-line StringLiteral: with no initial state named, XState starts in the first, `loading`
  initial: 'loading',
  states: {
    loading: {
      entry: 'loadStarted',
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.output }) }, 'loadSucceeded'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: { 'resource.refresh': { target: 'loading', reenter: true } },
    },
    ready: {
      on: { 'resource.refresh': 'refreshing' },
    },
    refreshing: {
      entry: 'loadStarted',
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.output }) }, 'loadSucceeded'],
        },
        onError: { target: 'ready', actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'resource.refresh': { target: 'refreshing', reenter: true } },
    },
    failed: {
      on: { 'resource.retry': 'loading', 'resource.refresh': 'loading' },
    },
  },
});

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'failed'; error: Error };

/** What a view shows of a resource: its data (while a refresh is out too), the failure, or that it is loading. */
export function resourceView<T>(snapshot: ResourceSnapshot): Resource<T> {
  if (snapshot.matches('failed')) return { status: 'failed', error: snapshot.context.error! };
  if (snapshot.matches('loading')) return { status: 'loading' };
  return { status: 'ready', data: snapshot.context.data as T, refreshing: snapshot.matches('refreshing') };
}
