import { useEffect, useState } from 'react';
import type { ApiError } from '../../shared/apiError';
import { useApp } from '../app/AppContext';

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
    pageFetch.send({ type: 'fetch.started' });
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        pageFetch.send({ type: 'fetch.succeeded', timestamp: Date.now() });
      },
      (error: ApiError | Error) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', error });
        pageFetch.send({ type: 'fetch.failed', message: error.message, timestamp: Date.now() });
      },
    );
    return () => controller.abort();
  }, [key, pageFetch]);
  return state;
}
