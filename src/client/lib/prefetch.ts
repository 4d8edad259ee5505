import { PREFETCH_IDLE_MS } from '../../shared/constants';

/** A count, on the window, of prefetches under way. */
export const PREFETCHING = '__vowlinePrefetching';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching wastes a slow or metered connection; spec section 9 skips 2g, data-saver and offline. */
export function shouldPrefetch(nav: { onLine: boolean; connection?: NetworkInformationLike }): boolean {
  if (!nav.onLine) return false;
  const c = nav.connection;
  if (c?.saveData) return false;
  return !(c?.effectiveType && /(^|-)2g$/.test(c.effectiveType));
}

/**
 * Loads the given lazy route chunks PREFETCH_IDLE_MS after the page has loaded. Not at the first idle moment: a
 * signed-in page is idle between its own requests (waiting for its chunks and data), and a prefetch then competed
 * with them on a phone's network (bench/README.md, Lighthouse on the app).
 */
export function prefetchWhenIdle(win: Window, loaders: Array<() => Promise<unknown>>): void {
  const nav = win.navigator as Navigator & { connection?: NetworkInformationLike };
  if (!shouldPrefetch(nav)) return;
  const later = () =>
    win.setTimeout(() => {
      // While these load, a chunk that fails (the server restarting, the network gone) is no stale deploy: the page
      // must not reload for a page nobody asked for yet (chunkReload.ts reads this).
      const flagged = win as Window & { [PREFETCHING]?: number };
      flagged[PREFETCHING] = (flagged[PREFETCHING] ?? 0) + 1;
      void Promise.allSettled(loaders.map((load) => load())).then(() => {
        flagged[PREFETCHING] = (flagged[PREFETCHING] ?? 1) - 1;
      });
    }, PREFETCH_IDLE_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
