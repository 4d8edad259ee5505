import { useEffect, useState } from 'react';
import type { ApiError } from '../../shared/apiError';
import { useApp } from '../app/AppContext';
import { beginPageLoad } from './pageLoads';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: ApiError | Error };

/**
 * Loads data for a page, reporting to the page-fetch actor that drives the loading bar. `key` names the data: another
 * key starts from `loading`. `revision` (a store's version, a resync count) asks for the same data again: what is
 * shown stays until the newer answer replaces it, so a refresh (one on every socket `ready`) never takes a page, or a
 * form someone is filling in below it, off the screen. A refresh that fails keeps what is shown (the page-fetch actor
 * reports the failure).
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  revision: string | number = 0,
): Resource<T> {
  const { pageFetch } = useApp();
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `revision` name the data; `load` is a fresh closure each render.
  useEffect(() => {
    const controller = new AbortController();
    const shown = (s: { key: string; resource: Resource<T> }) => s.key === key && s.resource.status === 'ready';
    setState((s) => (shown(s) ? s : { key, resource: { status: 'loading' } }));
    const pageLoad = beginPageLoad(pageFetch);
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ key, resource: { status: 'ready', data } });
        pageLoad.succeed();
      },
      (error: ApiError | Error) => {
        if (controller.signal.aborted) return;
        setState((s) => (shown(s) ? s : { key, resource: { status: 'failed', error } }));
        pageLoad.fail(error.message);
      },
    );
    return () => {
      controller.abort();
      // Leaving the page ends its load; a newer load, if one began, keeps the bar.
      pageLoad.succeed();
    };
  }, [key, revision, pageFetch]);
  // Before the effect has run for a new key, what the state holds is another key's data.
  return state.key === key ? state.resource : { status: 'loading' };
}
