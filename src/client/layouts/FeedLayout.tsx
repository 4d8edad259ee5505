import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LeftMenu } from '../components/LeftMenu/LeftMenu';
import { TopMenu } from '../components/TopMenu/TopMenu';
import * as css from './Layouts.css';

/** The signed-in layout: top menu, left menu, and the page with its feed menu. */
export function FeedLayout({ children, feedMenu = false }: { children: ReactNode; feedMenu?: boolean }) {
  const [location] = useLocation();
  return (
    <>
      <TopMenu />
      <div className={css.feedGrid}>
        <LeftMenu />
        <main>
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
        </main>
      </div>
    </>
  );
}
