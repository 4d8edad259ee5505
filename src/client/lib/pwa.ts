import { registerSW } from 'virtual:pwa-register';
import { useEffect } from 'react';
import { PREFETCHING } from './prefetch';

// The service worker (client/sw.ts, issue 37), registered once someone is signed in (or opens a shared run sheet):
// their app then starts with no signal. A visitor who never signs in downloads nothing more than the page they read.
//
// A new version of the app waits; it takes over at the next navigation inside the app, by loading the address the
// member was going to, so a form is never replaced mid-typing (leaving one with unsaved changes asks first:
// leaveGuard.ts), and old and new chunks never mix on one page. A stale chunk still reloads as before (chunkReload.ts).

const HOUR = 3_600_000;
let registered = false;

/** Called by the signed-in pages' top menu and by a shared run sheet; a built app only (`npm run dev` has none). */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in win.navigator)) return;
  registered = true;
  // A few seconds after the page has loaded: the worker's install fetches every chunk, which must not compete with
  // the page's own.
  const start = () => win.setTimeout(() => register(win), 3_000);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

function register(win: Window): void {
  let waiting = false;
  // Loading workbox-window may fail (the server restarting): that is no stale chunk, so no reason to reload the page
  // (chunkReload.ts ignores failures while this is set, as for prefetches).
  const flagged = win as Window & { [PREFETCHING]?: number };
  flagged[PREFETCHING] = (flagged[PREFETCHING] ?? 0) + 1;
  const settled = () => {
    flagged[PREFETCHING] = Math.max(0, (flagged[PREFETCHING] ?? 1) - 1);
  };
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
    },
    // A member may keep the app open for days: it asks for a new version every hour, as a page load would.
    onRegisterError: settled,
    onRegisteredSW(_url, registration) {
      settled();
      if (registration) win.setInterval(() => void registration.update().catch(() => undefined), HOUR);
    },
  });
  const takeOver = () => {
    if (!waiting) return;
    waiting = false;
    // The new worker takes control, and the page reloads at the address just navigated to (vite-plugin-pwa).
    void update(true);
  };
  // wouter announces its navigations (pushState, replaceState); Back and Forward are popstate.
  for (const type of ['pushState', 'popstate'] as const) win.addEventListener(type, takeOver);
}

/** The page's wish to be kept on the device, once mounted. */
export function useKeptOnDevice(): void {
  useEffect(() => registerServiceWorker(), []);
}
