import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type Resource, resourceMachine, resourceView } from '../../../machines/resourceMachine';
import { useLoader } from './useLoader';

export type { Resource };

/** A page's data as views read it: its status, and the two ways to ask again. */
export type Loaded<T> = Resource<T> & {
  /** Ask again, keeping what is shown (after a call that changed it). */
  reload(): void;
  /** After a failure: load from the start, for the page's "Try again". */
  retry(): void;
};

/**
 * A page's data, through the resource machine (machines/resourceMachine.ts): the one way the client loads. `key`
 * names the data: another key starts a new machine, from `loading`. `revision` (a store's version, a resync count)
 * asks for the same data again: what is shown stays until the newer answer replaces it, so a refresh (one on every
 * socket `ready`) never takes a page, or a form someone is filling in below it, off the screen. Each load drives the
 * loading bar; leaving aborts the load.
 */
export function useData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  revision: string | number = 0,
): Loaded<T> {
  // The latest closure: a refresh asks with what the page renders with now.
  const loadNow = useRef(load);
  loadNow.current = load;
  const { shown, send } = useLoader(
    key,
    (bar) =>
      resourceMachine.provide({
        actions: bar,
        actors: { load: fromPromise(({ signal }) => loadNow.current(signal)) },
      }),
    resourceView<T>,
    LOADING as Resource<T>,
    revision,
    { type: 'resource.refresh' },
  );
  const asks = useMemo(
    () => ({
      reload: () => send({ type: 'resource.refresh' }),
      retry: () => send({ type: 'resource.retry' }),
    }),
    [send],
  );
  return useMemo(() => ({ ...shown, ...asks }), [shown, asks]);
}

const LOADING: Resource<never> = { status: 'loading' };
