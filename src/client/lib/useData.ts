import { useEffect, useMemo, useRef, useState } from 'react';
import { type Actor, createActor, fromPromise } from 'xstate';
import { type Resource, resourceMachine, resourceView } from '../../../machines/resourceMachine';
import { useApp } from '../app/AppContext';
import { beginPageLoad, type PageLoad } from './pageLoads';

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
  const { pageFetch } = useApp();
  // The latest closure: a refresh asks with what the page renders with now.
  const loadNow = useRef(load);
  loadNow.current = load;
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } });
  const running = useRef<{ actor: Actor<typeof resourceMachine>; revision: string | number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the data; `revision` is followed below.
  useEffect(() => {
    let pageLoad: PageLoad | undefined;
    const actor = createActor(
      resourceMachine.provide({
        actions: {
          loadStarted: () => {
            pageLoad = beginPageLoad(pageFetch);
          },
          loadSucceeded: () => pageLoad?.succeed(),
          loadFailed: (_, { error }) => pageLoad?.fail(error instanceof Error ? error.message : String(error)),
        },
        actors: { load: fromPromise(({ signal }) => loadNow.current(signal)) },
      }),
    );
    actor.subscribe((snapshot) => setState({ key, resource: resourceView<T>(snapshot) }));
    running.current = { actor, revision };
    actor.start();
    return () => {
      running.current = null;
      actor.stop();
      // Leaving the page ends its load; a newer load, if one began, keeps the bar.
      pageLoad?.succeed();
    };
  }, [key, pageFetch]);

  useEffect(() => {
    const current = running.current;
    if (!current || current.revision === revision) return;
    current.revision = revision;
    current.actor.send({ type: 'resource.refresh' });
  }, [revision]);

  const asks = useMemo(
    () => ({
      reload: () => running.current?.actor.send({ type: 'resource.refresh' }),
      retry: () => running.current?.actor.send({ type: 'resource.retry' }),
    }),
    [],
  );
  // Before the effect has run for a new key, what the state holds is another key's data.
  const resource = state.key === key ? state.resource : LOADING;
  return useMemo(() => ({ ...resource, ...asks }), [resource, asks]);
}

const LOADING: Resource<never> = { status: 'loading' };
