// Signed-in pages whose HTML names the chunks they need (`<link rel="modulepreload">`), so the browser fetches them
// beside the entry instead of after the entry has run and asked for the route (a chain of round trips on a phone's
// network). Written at build from Vite's manifest (scripts/prerender.ts), served for their paths by plugins/spa.ts.

const TOP_MENU = 'components/TopMenu/TopMenu.tsx';
/**
 * What every signed-in page loads once the entry has run: the HTTP client, the socket's code and, for an address not
 * yet confirmed, the notice's button. Named here, they come with the first round of requests instead of a round trip or two later,
 * before the page's largest paint. (The weddings client the menus' lists need is in the entry.)
 */
const SIGNED_IN = [
  TOP_MENU,
  'http/http.ts',
  'realtime/realtimeLive.ts',
  'components/TopMenu/VerifyEmailButton.tsx',
  // The top menu's offline banner, with the offline queue it shows (issue 37).
  'components/OfflineBanner/OfflineBanner.tsx',
];
const WEDDING = ['pages/weddings/WeddingRoutes.tsx'];

/** File name under dist/client/app/ (without .html) → the lazy chunks of the page (keys of Vite's manifest). */
export const APP_SHELLS: Readonly<Record<string, readonly string[]>> = {
  feed: [...SIGNED_IN, 'pages/FeedPage.tsx'],
  wedding: [...SIGNED_IN, ...WEDDING, 'pages/weddings/WeddingHomePage.tsx'],
  'wedding-dashboard': [...SIGNED_IN, ...WEDDING, 'pages/weddings/DashboardPage.tsx'],
};

/** The app shell for a request path (one trailing slash allowed), if there is one. */
export function appShellOf(urlPath: string): string | undefined {
  const path = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  if (path === '/feed') return 'feed';
  const wedding = /^\/wedding\/([^/]+)(\/dashboard)?$/.exec(path);
  if (!wedding || wedding[1] === 'extras') return undefined;
  return wedding[2] ? 'wedding-dashboard' : 'wedding';
}
