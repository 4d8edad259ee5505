import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LeftMenu } from '../components/LeftMenu/LeftMenu';
import * as css from './Layouts.css';

/**
 * The signed-in layout under the shell's top menu: the left menu and the page with its feed menu. A page that
 * brings its own <main> (the general pages shared with signed-out users) sets `pageHasMain`, so there is one.
 */
export function FeedLayout({
  children,
  feedMenu = false,
  pageHasMain = false,
}: {
  children: ReactNode;
  feedMenu?: boolean;
  pageHasMain?: boolean;
}) {
  const Main = pageHasMain ? 'div' : 'main';
  const [location] = useLocation();
  return (
    <div className={css.feedGrid}>
      <LeftMenu />
      <Main id={pageHasMain ? undefined : 'main'} tabIndex={pageHasMain ? undefined : -1} className={css.feedMain}>
        {feedMenu ? (
          <nav className={css.feedMenu} aria-label="Feed">
            <Link className={css.feedTab} href="/feed" aria-current={location !== '/explore' ? 'page' : undefined}>
              Following
            </Link>
            <Link className={css.feedTab} href="/explore" aria-current={location === '/explore' ? 'page' : undefined}>
              Explore
            </Link>
          </nav>
        ) : null}
        {children}
      </Main>
    </div>
  );
}
