import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { topMenuMachine } from '../../../../machines/topMenuMachine';
import { useSessionUser } from '../../app/AppContext';
import { Avatar } from '../Avatar/Avatar';
import { UnreadCounts } from '../UnreadCounts/UnreadCounts';
import { InvitationsButton } from '../wedding/InvitationsDialog';
import { ProfileWeddingCover } from '../wedding/ProfileWeddingCover';
import { WeddingSelectorButton } from '../wedding/WeddingSelectorDialog';
import { SearchBox } from './SearchBox';
import * as css from './TopMenu.css';

/** Top menu of the signed-in layouts: search, the dashboard submenu and the profile submenu (never both open). */
export function TopMenu() {
  const user = useSessionUser();
  const menu = useActorRef(topMenuMachine);
  const dashboardOpen = useSelector(menu, (s) => s.matches('dashboardOpen'));
  const profileOpen = useSelector(menu, (s) => s.matches('profileOpen'));
  const root = useRef<HTMLDivElement>(null);

  // Subscribes the menu to clicks and keys outside React's tree; the machine decides what they do.
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) menu.send({ type: 'outside.clicked' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') menu.send({ type: 'menu.closed' });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  const close = () => menu.send({ type: 'menu.closed' });
  return (
    <header className={css.bar} ref={root}>
      <Link className={css.brand} href="/">
        Vowline
      </Link>
      <SearchBox />
      <div className={css.spacer} />
      {user ? <WeddingSelectorButton className={css.trigger} /> : null}
      {user ? <InvitationsButton className={css.trigger} /> : null}
      <nav className={css.menuWrap} aria-label="Dashboards">
        <button
          type="button"
          className={css.trigger}
          aria-expanded={dashboardOpen}
          aria-controls="dashboard-submenu"
          onClick={() => menu.send({ type: 'dashboard.toggled' })}
        >
          Dashboards ▾
        </button>
        {dashboardOpen ? (
          <ul id="dashboard-submenu" className={css.submenu}>
            <li className={css.heading}>Your dashboards</li>
            <li>
              <Link className={css.item} href="/launch" onClick={close}>
                Start something
              </Link>
            </li>
            <li>
              <Link className={css.item} href="/explore" onClick={close}>
                Explore
              </Link>
            </li>
          </ul>
        ) : null}
      </nav>
      {user ? <UnreadCounts /> : null}
      {user ? (
        <nav className={css.menuWrap} aria-label="Profile">
          <button
            type="button"
            className={css.trigger}
            aria-expanded={profileOpen}
            aria-controls="profile-submenu"
            aria-label={`Profile menu for ${user.full_name}`}
            onClick={() => menu.send({ type: 'profile.toggled' })}
          >
            <Avatar user={user} />
          </button>
          {profileOpen ? (
            <ul id="profile-submenu" className={css.submenu}>
              <li className={css.heading}>{user.full_name}</li>
              <ProfileWeddingCover onNavigate={close} />
              <li>
                <Link className={css.item} href={`/${user.slug}`} onClick={close}>
                  Profile
                </Link>
              </li>
              <li>
                <Link className={css.item} href={`/${user.slug}/settings/visibility`} onClick={close}>
                  Settings &amp; privacy
                </Link>
              </li>
              <li>
                <Link className={css.item} href="/logout" onClick={close}>
                  Sign out
                </Link>
              </li>
            </ul>
          ) : null}
        </nav>
      ) : null}
    </header>
  );
}
