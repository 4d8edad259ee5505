import { useActorRef, useSelector } from '@xstate/react';
import MenuIcon from 'lucide-react/icons/menu';
import SearchIcon from 'lucide-react/icons/search';
import XIcon from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { topMenuMachine } from '../../../../machines/topMenuMachine';
import { useSessionUser } from '../../app/AppContext';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import { UnreadBadge, UnreadCounts, UnreadDescription } from '../UnreadCounts/UnreadCounts';
import { useDisclosure } from '../wedding/disclosure';
import { InvitationsButton } from '../wedding/InvitationsButton';
import { RecommendUs } from '../wedding/RecommendUs';
import { WeddingSelectorButton } from '../wedding/WeddingSelectorButton';
import { SearchBox } from './SearchBox';
import { DashboardsMenu, ProfileMenu } from './Submenus';
import * as css from './TopMenu.css';

// Issue 37's banner and offline queue: a chunk of its own (budgets.json), named by the signed-in pages' HTML.
const OfflineBanner = lazy(() => import('../OfflineBanner/OfflineBanner').then((m) => ({ default: m.OfflineBanner })));

// On a phone the left menu is hidden, so its destinations are in the drawer.
const PHONE_LINKS = [
  ['Feed', '/feed'],
  ['Your weddings', '/weddings'],
  ['Explore', '/explore'],
  ['Start something', '/launch'],
] as const;

/**
 * Top menu of the signed-in layouts: search, weddings, invitations, the dashboard and profile submenus (never both
 * open), unread counts. Below 1,100 px all of it folds into a drawer behind a menu toggle, beside a search button.
 */
export function TopMenu() {
  const user = useSessionUser();
  const menu = useActorRef(topMenuMachine);
  const dashboardOpen = useSelector(menu, (s) => s.matches('dashboardOpen'));
  const profileOpen = useSelector(menu, (s) => s.matches('profileOpen'));
  const drawer = useDisclosure();
  const root = useRef<HTMLElement>(null);
  const [location] = useLocation();

  // Subscribes the menu to clicks and keys outside React's tree; the machines decide what they do.
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (root.current?.contains(e.target as Node)) return;
      menu.send({ type: 'outside.clicked' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      menu.send({ type: 'menu.closed' });
      escapeDrawer.current();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  const closeDrawer = drawer.close;
  // Escape folds the drawer and gives focus back to its toggle when focus was inside it.
  const escapeDrawer = useRef(() => {});
  escapeDrawer.current = () => {
    if (!drawer.open) return;
    const inside = root.current?.querySelector('#top-menu-panel')?.contains(document.activeElement);
    closeDrawer();
    if (inside) root.current?.querySelector<HTMLElement>('[aria-controls="top-menu-panel"]')?.focus();
  };
  // Any navigation, from a link in the drawer or elsewhere, folds the drawer away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location only
  useEffect(() => closeDrawer(), [location]);

  const openSearch = () => {
    if (!drawer.open) drawer.toggle();
    requestAnimationFrame(() => root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus());
  };
  if (!user) return null;
  return (
    <>
      <header className={css.bar} ref={root}>
        <Link className={css.brand} href="/">
          Vowline
        </Link>
        <div className={css.spacer} />
        <button type="button" className={css.phoneButton} aria-label="Search" onClick={openSearch}>
          <SearchIcon aria-hidden size={22} />
        </button>
        <button
          type="button"
          className={css.phoneButton}
          aria-expanded={drawer.open}
          aria-controls="top-menu-panel"
          aria-label="Menu"
          aria-describedby={drawer.open ? undefined : 'menu-unread'}
          onClick={drawer.toggle}
        >
          {drawer.open ? <XIcon aria-hidden size={22} /> : <MenuIcon aria-hidden size={22} />}
          {drawer.open ? null : <UnreadBadge />}
        </button>
        <UnreadDescription id="menu-unread" />
        <div id="top-menu-panel" className={css.panel} data-open={drawer.open}>
          <SearchBox />
          <nav className={css.phoneLinks} aria-label="Go to" onKeyDown={(e) => moveFocusWithArrows(e)}>
            {PHONE_LINKS.map(([label, href]) => (
              <Link
                key={href}
                className={css.item}
                href={href}
                aria-current={location === href || (href === '/feed' && location === '/') ? 'page' : undefined}
                // The page already open is no navigation, yet the tap should still fold the drawer away.
                onClick={closeDrawer}
              >
                {label}
              </Link>
            ))}
          </nav>
          <div className={css.spacer} />
          <WeddingSelectorButton className={css.trigger} />
          <InvitationsButton className={css.trigger} />
          <DashboardsMenu menu={menu} open={dashboardOpen} />
          <UnreadCounts />
          <ProfileMenu menu={menu} open={profileOpen} user={user} />
          <div className={css.phoneOnly}>
            <RecommendUs className={css.trigger} />
          </div>
        </div>
      </header>
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
    </>
  );
}
