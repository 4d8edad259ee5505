// The client's page addresses, for the server to answer an address no page has (or naming a wedding, a post or a
// person that does not exist) with a 404 and the app's HTML, so crawlers and link checkers see the truth. Routes.tsx
// and WeddingRoutes.tsx render from these; tests/unit/pageRoutes.test.ts fails when a route is added there alone.

/** /posts/{id}, a post's own page. Only a uuid matches, so a person whose handle is "posts" keeps their pages. */
export const POST_ROUTE = /^\/posts\/(?<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** /{handle}/lists and its children (spec section 2's user profile routes). */
export const PERSON_LISTS = /^\/(?<handle>[^/]+)\/lists(?:\/(?<tab>create|mentions|private))?\/?$/;
/** /wedding/{weddingName} and every page under it; the wedding's own router picks the page. */
export const WEDDING_ROUTE = /^\/wedding\/(?<slug>[^/]+)(?:\/.*)?$/;
/** The vendor area's pages outside /v (spec section 2's vendor area, and the vendor menu's /today and /this-week). */
export const VENDOR_PAGES = [
  'database',
  'expectations',
  'financials',
  'ops',
  'today',
  'this-week',
  'settings',
] as const;

/** Routes.tsx's `<Route path>` patterns (wouter's syntax), in its order, before the wedding and the people's pages. */
export const APP_PATHS = [
  '/',
  '/feed',
  '/login',
  '/login/callback',
  '/login/provider',
  '/signup',
  '/logout',
  '/reset-password',
  '/set-password',
  '/update-password',
  '/launch',
  '/welcome',
  '/notifications',
  '/inbox',
  '/inbox/new',
  '/inbox/threads/:id',
  '/inbox/:other',
  '/search/results',
  '/explore',
  '/homeindex',
  '/how-it-works',
  '/pricing',
  '/support',
  '/privacy-settings',
  '/page-not-found',
  '/account',
  '/verify-email',
  '/account-weddings',
  '/update-settings',
  '/goodbye',
  '/weddings',
  '/farewells',
  '/weddings/create',
  '/run/:token',
  '/accept-invite',
  '/wedding/extras',
  '/wedding/extras/vendors',
  '/v',
  '/v/create',
  '/v/:id/calendar',
  '/v/:id',
  '/lists',
  '/lists/:id',
  '/people',
  '/user-list',
  '/add-user',
] as const;

/** Routes.tsx's pages of a wedding's planning days, named by the wedding: `/events/{slug}/{date}`. */
export const WEDDING_EVENTS_PATH = '/events/:slug/:date';

/** Routes.tsx's pages of a person, after everything else: any first segment is a handle. */
export const PERSON_PATHS = [
  '/:handle/edit',
  '/:handle/settings/visibility',
  '/:handle/followers',
  '/:handle/following',
  '/:handle',
] as const;

/** WeddingRoutes.tsx's pages, below /wedding/{slug}. */
export const WEDDING_PAGE_PATHS = [
  '/',
  '/dashboard',
  '/activity',
  '/calendar',
  '/calendar/:date',
  '/tasks',
  '/tasks/*',
  '/followers',
  '/followers/requests',
  '/guest-info',
  '/guests',
  '/guests/seating/:event',
  '/guests/seating/:event/cards',
  '/guests/inserts',
  '/people',
  '/people/invited',
  '/settings',
  '/website',
  '/website/editor',
  '/websites',
  '/logistics',
  '/money',
  '/money/*',
  '/vendors',
  '/vendors/view/:id',
  '/vendors/*',
  '/add-ons',
  '/add-ons/:name',
  '/set-expectations',
  '/album',
  '/album/wall',
] as const;

/** What an address shows, as far as the server can check it: a page, or a page of something that must exist. */
export type PageTarget =
  | { kind: 'page' }
  | { kind: 'wedding'; slug: string }
  | { kind: 'post'; id: string }
  | { kind: 'person'; handle: string };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A wouter pattern as a regular expression, the way wouter reads it: `:name` one segment, `*` the rest, any case. */
function patternOf(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part === '*' ? '(?<wild>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : literal(part)))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

/** Compiled on the server's first ask, so the client's entry, which imports the regexes above, carries none of this. */
let compiled: { app: RegExp[]; events: RegExp; person: RegExp[]; wedding: RegExp[] } | undefined;
const patterns = () =>
  (compiled ??= {
    app: [...APP_PATHS, ...VENDOR_PAGES.map((page) => `/${page}`)].map(patternOf),
    events: patternOf(WEDDING_EVENTS_PATH),
    person: PERSON_PATHS.map(patternOf),
    wedding: WEDDING_PAGE_PATHS.map(patternOf),
  });

/** What the client would render at `urlPath` (no query), or null where it shows "This page could not be found". */
export function pageTarget(urlPath: string): PageTarget | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const { app, events: eventsPattern, person: personPatterns, wedding: weddingPatterns } = patterns();
  if (app.some((p) => p.test(path))) return { kind: 'page' };
  const post = POST_ROUTE.exec(path);
  if (post) return { kind: 'post', id: post.groups!.id! };
  const wedding = WEDDING_ROUTE.exec(path);
  if (wedding) {
    const slug = wedding.groups!.slug!;
    const sub = path.slice(`/wedding/${slug}`.length).replace(/\/$/, '') || '/';
    return weddingPatterns.some((p) => p.test(sub)) ? { kind: 'wedding', slug } : null;
  }
  const events = eventsPattern.exec(path);
  if (events) return { kind: 'wedding', slug: events.groups!.slug! };
  const lists = PERSON_LISTS.exec(path);
  if (lists) return { kind: 'person', handle: lists.groups!.handle! };
  for (const pattern of personPatterns) {
    const person = pattern.exec(path);
    if (person) return { kind: 'person', handle: person.groups!.handle! };
  }
  return null;
}
