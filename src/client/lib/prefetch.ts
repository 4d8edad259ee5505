import { PREFETCH_IDLE_MS } from '../../shared/constants';

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

/** Loads every lazy route chunk once the page has been idle for PREFETCH_IDLE_MS. */
export function prefetchWhenIdle(win: Window, loaders: Array<() => Promise<unknown>>): void {
  const nav = win.navigator as Navigator & { connection?: NetworkInformationLike };
  if (!shouldPrefetch(nav)) return;
  const run = () => {
    for (const load of loaders) load().catch(() => undefined);
  };
  if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: PREFETCH_IDLE_MS });
  else setTimeout(run, PREFETCH_IDLE_MS);
}
