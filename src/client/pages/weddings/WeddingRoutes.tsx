import { lazy, type ReactNode, Suspense } from 'react';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import type { AccessLevel } from '../../../shared/weddings';
import { WeddingProvider } from '../../areas/weddings/WeddingContext';
import { WeddingLayout } from '../../components/wedding/WeddingLayout';
import { Guarded } from '../../routes/guards';
import { srOnly } from '../../styles/ui.css';
import { NotFound } from '../NotFound';

// The wedding's posts (the feed, its cards and composer) load only on its home page.
const Home = lazy(() => import('./WeddingHomePage'));

// Each page is its own chunk: a wedding's page loads the code of that page alone.
const Dashboard = lazy(() => import('./DashboardPage'));
const Calendar = lazy(() => import('../planning/CalendarPage'));
const Tasks = lazy(() => import('../planning/TasksPage'));
const Followers = lazy(() => import('./FollowersPage'));
const People = lazy(() => import('./PeoplePage'));
const Settings = lazy(() => import('./SettingsPage'));
const Activity = lazy(() => import('../history/ActivityPage'));

// Funds carries its own forms and a chart library: its chunk loads only when the couple opens it.
const Funds = lazy(() => import('../funds/FundsPage'));
const funds = (sub?: string) => (
  <Suspense fallback={<PageLoading />}>
    <Funds sub={sub} />
  </Suspense>
);

// The website, logistics, add-ons and guest pages load on their own (the editor's rich text even later).
const site = {
  Website: lazy(() => import('../site/WebsitePage')),
  Editor: lazy(() => import('../site/EditorPage')),
  Themes: lazy(() => import('../site/ThemesPage')),
  Logistics: lazy(() => import('../site/LogisticsPage')),
  GuestInfo: lazy(() => import('../site/GuestInfoPage')),
  AddOns: lazy(() => import('../site/AddOnsPage')),
  Guests: lazy(() => import('../site/GuestsPage')),
  Seating: lazy(() => import('../site/seating/SeatingPage')),
  // The place cards come with the seating page's chunk: the same plan, the same area code.
  PlaceCards: lazy(() => import('../site/seating/SeatingPage').then((m) => ({ default: m.PlaceCardsPage }))),
  Inserts: lazy(() => import('../site/InsertsPage')),
};

// The vendor pages are their own chunk: most visits to a wedding never open them.
const AlbumModeration = lazy(() => import('../album/ModerationPage'));
const AlbumWall = lazy(() => import('../album/WallPage'));
const Vendors = lazy(() => import('../vendors/WeddingVendorsPage'));
const SetExpectations = lazy(() => import('../vendors/SetExpectationsPage'));

interface WeddingPage {
  path: string;
  /** Who may open it (spec section 6); the access machine decides with the loaded wedding. */
  level: AccessLevel;
  /** Pages with the dashboard header: cover, counts, follow, save the date, countdown, progress. */
  withHeader?: boolean;
  render: (params: Record<string, string | undefined>) => ReactNode;
}

// Every page under /wedding/{weddingName} (spec section 2), with who may open it.
/**
 * While a wedding page's chunk loads: nothing to see (a flash of text on a fast load is worse than the short blank),
 * but a screen reader hears that the page is coming, and tests know to wait for it.
 */
function PageLoading() {
  return (
    <p role="status" className={srOnly}>
      Loading the page…
    </p>
  );
}

const pages: WeddingPage[] = [
  { path: '/', level: 'view', withHeader: true, render: () => <Home /> },
  { path: '/dashboard', level: 'member', withHeader: true, render: () => <Dashboard /> },
  { path: '/activity', level: 'member', render: () => <Activity /> },
  { path: '/calendar', level: 'member', render: () => <Calendar /> },
  { path: '/calendar/:date', level: 'member', render: (p) => <Calendar date={p.date} /> },
  { path: '/tasks', level: 'member', render: () => <Tasks /> },
  { path: '/tasks/*', level: 'member', render: (p) => <Tasks sub={p['*']} /> },
  { path: '/followers', level: 'follower', render: () => <Followers requests={false} /> },
  { path: '/followers/requests', level: 'couple', render: () => <Followers requests /> },
  { path: '/guest-info', level: 'follower', render: () => <site.GuestInfo /> },
  { path: '/guests', level: 'couple', render: () => <site.Guests /> },
  { path: '/guests/seating/:event', level: 'couple', render: (p) => <site.Seating eventId={p.event ?? ''} /> },
  { path: '/guests/seating/:event/cards', level: 'couple', render: (p) => <site.PlaceCards eventId={p.event!} /> },
  { path: '/guests/inserts', level: 'couple', render: () => <site.Inserts /> },
  { path: '/people', level: 'member', render: () => <People invitedOnly={false} /> },
  { path: '/people/invited', level: 'couple', render: () => <People invitedOnly /> },
  { path: '/settings', level: 'couple', render: () => <Settings /> },
  { path: '/website', level: 'couple', render: () => <site.Website /> },
  { path: '/website/editor', level: 'couple', render: () => <site.Editor /> },
  { path: '/websites', level: 'couple', render: () => <site.Themes /> },
  { path: '/logistics', level: 'couple', render: () => <site.Logistics /> },
  { path: '/money', level: 'couple', render: () => funds() },
  { path: '/money/*', level: 'couple', render: (p) => funds(p['*']) },
  // Members see the list; prices and payments come only to the couple, and only the couple adds or edits.
  { path: '/vendors', level: 'member', render: () => <Vendors /> },
  { path: '/vendors/view/:id', level: 'member', render: (p) => <Vendors sub={`view/${p.id}`} /> },
  { path: '/vendors/*', level: 'couple', render: (p) => <Vendors sub={p['*']} /> },
  { path: '/add-ons', level: 'couple', render: () => <site.AddOns /> },
  { path: '/add-ons/:name', level: 'couple', render: (p) => <site.AddOns name={p.name} /> },
  { path: '/set-expectations', level: 'couple', render: () => <SetExpectations /> },
  { path: '/album', level: 'couple', render: () => <AlbumModeration /> },
  { path: '/album/wall', level: 'member', render: () => <AlbumWall /> },
];

/** /wedding/{slug}/…: finds the page, then shows it inside the wedding's access check and layout. */
export default function WeddingRoutes({ slug }: { slug: string }) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const denied = new URLSearchParams(useSearch()).get('access') === 'denied';
  const sub = location.slice(`/wedding/${slug}`.length).replace(/\/$/, '') || '/';
  let found: { page: WeddingPage; params: Record<string, string | undefined> } | null = null;
  for (const page of pages) {
    const [matches, params] = matchRoute(parser, page.path, sub);
    if (matches) {
      found = { page, params: (params ?? {}) as Record<string, string | undefined> };
      break;
    }
  }
  if (!found) return <NotFound />;
  return (
    <Guarded name="auth">
      <WeddingProvider key={slug.toLowerCase()} slug={slug} level={found.page.level} denied={denied}>
        <WeddingLayout withHeader={found.page.withHeader}>
          <Suspense fallback={<PageLoading />}>{found.page.render(found.params)}</Suspense>
        </WeddingLayout>
      </WeddingProvider>
    </Guarded>
  );
}
