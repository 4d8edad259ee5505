import { useEffect, useState } from 'react';
import type { ApiError } from '../../shared/apiError';
import { useApp } from '../app/AppContext';
import { beginPageLoad } from './pageLoads';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: ApiError | Error };

/** Loads data for a page, reporting to the page-fetch actor that drives the loading bar. */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const { pageFetch } = useApp();
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the data; `load` is a fresh closure each render.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const pageLoad = beginPageLoad(pageFetch);
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        pageLoad.succeed();
      },
      (error: ApiError | Error) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', error });
        pageLoad.fail(error.message);
      },
    );
    return () => {
      controller.abort();
      // Leaving the page ends its load; a newer load, if one began, keeps the bar.
      pageLoad.succeed();
    };
  }, [key, pageFetch]);
  return state;
}
