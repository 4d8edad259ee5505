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
