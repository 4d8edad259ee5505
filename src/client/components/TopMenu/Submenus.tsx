import ChevronDown from 'lucide-react/icons/chevron-down';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { topMenuMachine } from '../../../../machines/topMenuMachine';
import type { User } from '../../../shared/types';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import { Avatar } from '../Avatar/Avatar';
import { ProfileWeddingCover } from '../wedding/ProfileWeddingCover';
import * as css from './TopMenu.css';

type Menu = ActorRefFrom<typeof topMenuMachine>;

/** ↓ on a closed trigger opens its list and moves into it, as a menu button does. */
function openWithArrow(e: React.KeyboardEvent<HTMLButtonElement>, open: boolean, toggle: () => void) {
  if (e.key !== 'ArrowDown' || open) return;
  e.preventDefault();
  toggle();
  const list = e.currentTarget.getAttribute('aria-controls');
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${list} a, #${list} button`)?.focus());
}

export function DashboardsMenu({ menu, open }: { menu: Menu; open: boolean }) {
  const toggle = () => menu.send({ type: 'dashboard.toggled' });
  const close = () => menu.send({ type: 'menu.closed' });
  return (
    <nav className={css.menuWrap} aria-label="Dashboards" onKeyDown={(e) => moveFocusWithArrows(e)}>
      <button
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-controls="dashboard-submenu"
        onClick={toggle}
        onKeyDown={(e) => openWithArrow(e, open, toggle)}
      >
        Dashboards <ChevronDown aria-hidden size={16} />
      </button>
      {open ? (
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
  );
}

export function ProfileMenu({ menu, open, user }: { menu: Menu; open: boolean; user: User }) {
  const toggle = () => menu.send({ type: 'profile.toggled' });
  const close = () => menu.send({ type: 'menu.closed' });
  return (
    <nav className={css.menuWrap} aria-label="Profile" onKeyDown={(e) => moveFocusWithArrows(e)}>
      <button
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-controls="profile-submenu"
        aria-label={`Profile menu for ${user.full_name}`}
        onClick={toggle}
        onKeyDown={(e) => openWithArrow(e, open, toggle)}
      >
        <Avatar user={user} />
      </button>
      {open ? (
        <ul id="profile-submenu" className={css.submenu}>
          <li className={css.heading}>{user.full_name}</li>
          <ProfileWeddingCover onNavigate={close} />
          <li>
            <Link className={css.item} href={`/${user.slug}`} onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link className={css.item} href="/account" onClick={close}>
              Account
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
  );
}
