import { Link, useLocation } from 'wouter';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import { weddingPath } from '../../lib/format';

/** The menu is a column on a desktop and a row of tabs on a phone; the arrows follow what the eye sees. */
const arrowsFor = () => (window.matchMedia('(max-width: 767px)').matches ? 'horizontal' : 'vertical');

import { useAccessView, useIsCouple, useWedding } from '../../areas/weddings/WeddingContext';
import * as css from './Wedding.css';

const MEMBER_LINKS = [
  ['Dashboard', 'dashboard'],
  ['People', 'people'],
  ['Calendar', 'calendar'],
  ['Tasks', 'tasks'],
  ['Vendors', 'vendors'],
  ['Activity', 'activity'],
] as const;
const COUPLE_LINKS = [
  ['Website', 'website'],
  ['Logistics', 'logistics'],
  ['Funds', 'money'],
  ['Settings', 'settings'],
] as const;

/** Spec section 2: the wedding name; Dashboard, People, Calendar and Tasks (and Vendors, issue 15) for members; the rest for the couple; only the name when not accessible. */
export function WeddingMenu() {
  const wedding = useWedding();
  const couple = useIsCouple();
  const view = useAccessView();
  const [location] = useLocation();
  if (!wedding) return <nav className={css.menu} aria-label="Wedding" />;
  const accessible = view === 'accessible';
  const links = [
    ...(accessible && wedding.my_role.length ? MEMBER_LINKS : []),
    ...(accessible && couple ? COUPLE_LINKS : []),
  ];
  return (
    <nav className={css.menu} aria-label="Wedding" onKeyDown={(e) => moveFocusWithArrows(e, arrowsFor())}>
      <Link className={css.menuName} href={weddingPath(wedding.slug)}>
        {wedding.name}
      </Link>
      {links.map(([label, rest]) => {
        const href = weddingPath(wedding.slug, rest);
        return (
          <Link
            key={rest}
            className={css.menuLink}
            href={href}
            aria-current={location === href || location.startsWith(`${href}/`) ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
