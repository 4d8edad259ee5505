import { lazy, type ReactNode, useEffect } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { PERSON_LISTS, POST_ROUTE, VENDOR_PAGES, WEDDING_ROUTE } from '../../shared/pageRoutes';
import { useIsLoggedIn } from '../app/AppContext';
import { ChunkLoading, Shell } from '../components/Shell/Shell';
import { prefetchWhenIdle } from '../lib/prefetch';
import { Guarded } from './guards';

// Each lazy page is one chunk; the likely next ones are prefetched when the browser is idle (LIKELY_NEXT).
const loaders = {
  landing: () => import('../pages/LandingPage'),
  feed: () => import('../pages/FeedPage'),
  login: () => import('../pages/auth/LoginPage'),
  oidcCallback: () => import('../pages/auth/OidcCallbackPage'),
  oidcStart: () => import('../pages/auth/OidcStartPage'),
  signup: () => import('../pages/auth/SignupPage'),
  logout: () => import('../pages/auth/LogoutPage'),
  resetPassword: () => import('../pages/auth/ResetPasswordPage'),
  setPassword: () => import('../pages/auth/SetPasswordPage'),
  updatePassword: () => import('../pages/auth/UpdatePasswordPage'),
  notFound: () => import('../pages/NotFoundPage'),
  launch: () => import('../pages/LaunchPage'),
  welcome: () => import('../pages/WelcomePage'),
  notifications: () => import('../pages/notifications/NotificationsPage'),
  inbox: () => import('../pages/messages/InboxPage'),
  search: () => import('../pages/search/SearchResultsPage'),
  general: () => import('../pages/general/pages'),
  profile: () => import('../pages/profile/ProfilePage'),
  editProfile: () => import('../pages/profile/EditProfilePage'),
  visibility: () => import('../pages/profile/VisibilitySettingsPage'),
  people: () => import('../pages/profile/PeoplePage'),
  weddings: () => import('../pages/weddings/WeddingsPage'),
  createWedding: () => import('../pages/weddings/CreateWeddingPage'),
  acceptInvite: () => import('../pages/weddings/AcceptInvitePage'),
  wedding: () => import('../pages/weddings/WeddingRoutes'),
  directory: () => import('../pages/vendors/DirectoryPage'),
  vendorArea: () => import('../pages/vendors/VendorArea'),
  weddingEvents: () => import('../pages/planning/EventsPage'),
  farewells: () => import('../pages/site/FarewellsPage'),
  lists: () => import('../pages/lists/ListsPage'),
  list: () => import('../pages/lists/ListPage'),
  myPeople: () => import('../pages/lists/PeoplePages'),
  explore: () => import('../pages/social/ExplorePage'),
  post: () => import('../pages/social/PostPage'),
  account: () => import('../pages/account/pages'),
  runSheet: () => import('../pages/runSheet/RunSheetPage'),
};

const Landing = lazy(loaders.landing);
const Feed = lazy(loaders.feed);
const RunSheet = lazy(loaders.runSheet);
const Login = lazy(loaders.login);
const OidcCallback = lazy(loaders.oidcCallback);
const OidcStart = lazy(loaders.oidcStart);
const Signup = lazy(loaders.signup);
const Logout = lazy(loaders.logout);
const ResetPassword = lazy(loaders.resetPassword);
const SetPassword = lazy(loaders.setPassword);
const UpdatePassword = lazy(loaders.updatePassword);
const NotFound = lazy(loaders.notFound);
const Launch = lazy(loaders.launch);
const Welcome = lazy(loaders.welcome);
const Notifications = lazy(loaders.notifications);
const Inbox = lazy(loaders.inbox);
const Search = lazy(loaders.search);
const Profile = lazy(loaders.profile);
const EditProfile = lazy(loaders.editProfile);
const Visibility = lazy(loaders.visibility);
const People = lazy(loaders.people);
const Explore = lazy(loaders.explore);
const Post = lazy(loaders.post);
const Weddings = lazy(loaders.weddings);
const Farewells = lazy(loaders.farewells);
const CreateWedding = lazy(loaders.createWedding);
const AcceptInvite = lazy(loaders.acceptInvite);
const Wedding = lazy(loaders.wedding);
const WeddingEvents = lazy(loaders.weddingEvents);
const Directory = lazy(loaders.directory);
const Extras = lazy(() => loaders.directory().then((m) => ({ default: m.ExtrasPage })));
const VendorArea = lazy(loaders.vendorArea);
const Lists = lazy(loaders.lists);
const PersonLists = lazy(() => loaders.lists().then((m) => ({ default: m.PersonListsPage })));
const List = lazy(loaders.list);
const MyPeople = lazy(() => loaders.myPeople().then((m) => ({ default: m.MyPeoplePage })));
const UserList = lazy(() => loaders.myPeople().then((m) => ({ default: m.UserListPage })));
const AddUser = lazy(() => loaders.myPeople().then((m) => ({ default: m.AddUserPage })));
const account = (name: keyof Awaited<ReturnType<typeof loaders.account>>) =>
  lazy(() => loaders.account().then((m) => ({ default: m[name] })));
const Account = account('AccountPage');
const ConfirmEmail = lazy(() => loaders.account().then((m) => ({ default: m.ConfirmEmailPage })));
const AccountWeddings = account('AccountWeddingsPage');
const VerifyEmail = lazy(() => loaders.account().then((m) => ({ default: m.VerifyEmailPage })));
const NotificationSettings = account('NotificationSettingsPage');
const general = (name: keyof Awaited<ReturnType<typeof loaders.general>>) =>
  lazy(() => loaders.general().then((m) => ({ default: m[name] })));
const HowItWorks = general('HowItWorksPage');
const Pricing = general('PricingPage');
const Support = general('SupportPage');
const PrivacySettings = general('PrivacySettingsPage');
const HomeIndex = general('HomeIndexPage');

/** Reports a chunk being fetched to the page-fetch actor, so the loading bar shows. */

/**
 * What a visitor is likely to open next, prefetched once the page is idle (spec: 2000 ms, skipped on 2g, data-saver
 * or offline). Not every chunk: on a phone's network that was about 300 KB more, competing with the page's own
 * requests (bench/README.md, Lighthouse). Signed out, people sign in or read about Vowline; signed in, they move
 * between the feed, their weddings, messages, notifications and profiles. The rest loads when opened.
 */
const LIKELY_NEXT = {
  signedOut: [loaders.login, loaders.signup, loaders.general, loaders.explore],
  signedIn: [loaders.feed, loaders.weddings, loaders.wedding, loaders.inbox, loaders.notifications, loaders.profile],
};

/** Routes name their guard; `Guarded` finds it in the one registry (routes/guards.tsx). */
const guarded = (page: ReactNode, guard = 'auth') => <Guarded name={guard}>{page}</Guarded>;

/** The link mailed to prove an address; without a token there is nothing to verify. */
function VerifyEmailRoute() {
  const token = new URLSearchParams(useSearch()).get('token');
  return token ? <VerifyEmail token={token} /> : <Redirect to="/account" replace />;
}

/** /account is the hub; opened from the mail sent to a new address, it confirms that address, signed in or not. */
function AccountRoute() {
  const token = new URLSearchParams(useSearch()).get('confirm_email');
  return token ? <ConfirmEmail token={token} /> : guarded(<Account />);
}

export function Routes() {
  const loggedIn = useIsLoggedIn();
  useEffect(() => prefetchWhenIdle(window, loggedIn ? LIKELY_NEXT.signedIn : LIKELY_NEXT.signedOut), [loggedIn]);
  return (
    <Shell fallback={<ChunkLoading />}>
      <Switch>
        <Route path="/">{loggedIn ? <Feed /> : <Landing />}</Route>
        <Route path="/feed">{guarded(<Feed />)}</Route>
        <Route path="/login">
          <Login />
        </Route>
        <Route path="/login/callback">
          <OidcCallback />
        </Route>
        <Route path="/login/provider">
          <OidcStart />
        </Route>
        <Route path="/signup">
          <Signup />
        </Route>
        <Route path="/logout">
          <Logout />
        </Route>
        <Route path="/reset-password">
          <ResetPassword />
        </Route>
        <Route path="/set-password">
          <SetPassword />
        </Route>
        <Route path="/update-password">{guarded(<UpdatePassword />)}</Route>
        <Route path="/launch">{guarded(<Launch />)}</Route>
        <Route path="/welcome">{guarded(<Welcome />)}</Route>
        <Route path="/notifications">{guarded(<Notifications />)}</Route>
        <Route path="/inbox">{guarded(<Inbox />)}</Route>
        <Route path="/inbox/new">{guarded(<Inbox composing />)}</Route>
        <Route path="/inbox/threads/:id">{(p) => guarded(<Inbox threadId={p.id} />)}</Route>
        {/* Spec section 2: the committees and weddings inboxes are 'Coming Soon' and disabled; their tabs lead nowhere. */}
        <Route path="/inbox/:other">
          <Redirect to="/inbox" replace />
        </Route>
        <Route path="/search/results">{guarded(<Search />)}</Route>
        <Route path="/explore">
          <Explore />
        </Route>
        <Route path={POST_ROUTE}>{(p) => <Post key={p.id} id={p.id ?? ''} />}</Route>
        <Route path="/homeindex">
          <HomeIndex />
        </Route>
        <Route path="/how-it-works">
          <HowItWorks />
        </Route>
        <Route path="/pricing">
          <Pricing />
        </Route>
        <Route path="/support">
          <Support />
        </Route>
        <Route path="/privacy-settings">
          <PrivacySettings />
        </Route>
        <Route path="/page-not-found">
          <NotFound />
        </Route>
        <Route path="/account">
          <AccountRoute />
        </Route>
        <Route path="/verify-email">
          <VerifyEmailRoute />
        </Route>
        <Route path="/account-weddings">{guarded(<AccountWeddings />)}</Route>
        <Route path="/update-settings">{guarded(<NotificationSettings />)}</Route>
        <Route path="/goodbye">{guarded(null, 'farewell')}</Route>
        <Route path="/weddings">{guarded(<Weddings />)}</Route>
        <Route path="/farewells">{guarded(<Farewells />)}</Route>
        <Route path="/weddings/create">{guarded(<CreateWedding />)}</Route>
        <Route path="/run/:token">{(p) => <RunSheet key={p.token} token={p.token} />}</Route>
        <Route path="/accept-invite">
          <AcceptInvite />
        </Route>
        <Route path="/wedding/extras">{guarded(<Extras />)}</Route>
        <Route path="/wedding/extras/vendors">{guarded(<Directory />)}</Route>
        <Route path="/v">
          <VendorArea page="list" />
        </Route>
        <Route path="/v/create">
          <VendorArea page="create" />
        </Route>
        <Route path="/v/:id/calendar">{(p) => <VendorArea page="calendar" id={p.id} />}</Route>
        <Route path="/v/:id">{(p) => <VendorArea page="public" id={p.id} />}</Route>
        {VENDOR_PAGES.map((page) => (
          <Route key={page} path={`/${page}`}>
            <VendorArea page={page} />
          </Route>
        ))}
        <Route path={WEDDING_ROUTE}>{(p) => <Wedding slug={p.slug ?? ''} />}</Route>
        <Route path="/events/:slug/:date">{(p) => <WeddingEvents slug={p.slug} date={p.date} />}</Route>
        <Route path="/lists">{guarded(<Lists />)}</Route>
        <Route path="/lists/:id">{(p) => guarded(<List id={p.id} />)}</Route>
        <Route path="/people">{guarded(<MyPeople />)}</Route>
        <Route path="/user-list">{guarded(<UserList />)}</Route>
        <Route path="/add-user">{guarded(<AddUser />)}</Route>
        <Route path={PERSON_LISTS}>
          {(p) =>
            guarded(
              <PersonLists
                handle={p.handle ?? ''}
                tab={(p.tab as 'create' | 'mentions' | 'private' | undefined) ?? 'lists'}
              />,
            )
          }
        </Route>
        <Route path="/:handle/edit">{(p) => guarded(<EditProfile handle={p.handle} />)}</Route>
        <Route path="/:handle/settings/visibility">{(p) => guarded(<Visibility handle={p.handle} />)}</Route>
        <Route path="/:handle/followers">{(p) => <People handle={p.handle} which="followers" />}</Route>
        <Route path="/:handle/following">{(p) => <People handle={p.handle} which="following" />}</Route>
        <Route path="/:handle">{(p) => <Profile handle={p.handle} />}</Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Shell>
  );
}
