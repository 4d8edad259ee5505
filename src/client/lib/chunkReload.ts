import { RELOAD_GUARD_MS } from '../../shared/constants';
import { PREFETCHING } from './prefetch';

const KEY = 'vowline.chunkReloadAt';

/** Whether a stale-chunk failure may reload now: at most once per RELOAD_GUARD_MS (spec: once a minute). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** After a deploy, old chunk names 404; one full reload fetches the new index.html and its chunks. */
export function installChunkReload(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    // A prefetch failing is not a reason to reload: its failure is ignored (prefetch.ts), the page stays as it is.
    if ((win as Window & { [PREFETCHING]?: number })[PREFETCHING]) {
      event.preventDefault();
      return;
    }
    const last = Number(win.sessionStorage.getItem(KEY)) || null;
    const now = Date.now();
    if (!mayReload(last, now)) return;
    event.preventDefault();
    win.sessionStorage.setItem(KEY, String(now));
    win.location.reload();
  });
}
