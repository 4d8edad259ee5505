import type { PageFetchRef } from '../app/appMachine';

const latest = new WeakMap<PageFetchRef, number>();

export interface PageLoad {
  succeed(): void;
  fail(message: string): void;
}

/**
 * Starts a page load on the page-fetch actor. Loads overlap (a route's chunk, then the page's data); only the
 * newest may finish it, so a chunk arriving first cannot hide the bar while the page's data is still coming.
 */
export function beginPageLoad(pageFetch: PageFetchRef): PageLoad {
  const id = (latest.get(pageFetch) ?? 0) + 1;
  latest.set(pageFetch, id);
  pageFetch.send({ type: 'fetch.started' });
  const current = () => latest.get(pageFetch) === id;
  return {
    succeed: () => {
      if (current()) pageFetch.send({ type: 'fetch.succeeded', timestamp: Date.now() });
    },
    fail: (message) => {
      if (current()) pageFetch.send({ type: 'fetch.failed', message, timestamp: Date.now() });
    },
  };
}
