// The public pages pre-rendered to HTML at build (scripts/prerender.ts), so they paint before any script runs, and
// served for their paths by the server (plugins/spa.ts). Each is rendered signed out, as a visitor sees it.

/** Path → file name under dist/client/prerendered/ (without .html). */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/how-it-works': 'how-it-works',
  '/pricing': 'pricing',
  '/support': 'support',
  '/explore': 'explore',
  '/page-not-found': 'page-not-found',
};

/** The pre-rendered page for a request path (one trailing slash allowed), if there is one. */
export function prerenderedPage(urlPath: string): string | undefined {
  const path = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  return Object.hasOwn(PRERENDERED_PAGES, path) ? PRERENDERED_PAGES[path] : undefined;
}

/**
 * Run in the page's head before it paints: a signed-in reader would see the signed-out page until the app renders
 * theirs, so the pre-rendered markup stays hidden for them (theme.css.ts: html[data-session] #root[data-prerendered]).
 * The server's Content-Security-Policy allows exactly this script by its hash.
 */
export const SESSION_HINT_SCRIPT =
  "try{localStorage.getItem('vowline.session')&&document.documentElement.setAttribute('data-session','')}catch(e){}";
