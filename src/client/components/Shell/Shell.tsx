import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useApp, useIsLoggedIn } from '../../app/AppContext';
import { beginPageLoad } from '../../lib/pageLoads';
import { focusHeadingSoon, headingOnScreen, type LeftHeading } from './focusHeading';
import { PageErrorBoundary } from './PageErrorBoundary';
import * as css from './Shell.css';
import { VerifyEmailNotice } from './VerifyEmailNotice';

// The top menu is its own chunk: the signed-out pages never need it, and once loaded it stays mounted.
const TopMenu = lazy(() => import('../TopMenu/TopMenu').then((m) => ({ default: m.TopMenu })));

/** Views of one page (the board's tabs, a task's own address) keep focus where the user put it. */
function pageKey(path: string): string {
  return path.replace(/^(\/wedding\/[^/]+\/tasks)(\/.*)?$/, '$1');
}

/**
 * The top menu's bar and wordmark while its code loads: the page does not jump when it arrives. The signed-in pages'
 * HTML carries the same markup (scripts/prerender.ts), so they paint it before any script has run.
 */
export function TopBarPlaceholder() {
  return (
    <div className={css.bar} aria-hidden="true">
      <span className={css.brand}>Vowline</span>
    </div>
  );
}

/**
 * A page's place while its code loads, with the loading bar: an empty main, so the skip link always has its target
 * and the page its main landmark (axe found both missing whenever a check ran while a chunk loaded).
 */
export function ChunkLoading() {
  const { pageFetch } = useApp();
  useEffect(() => {
    const pageLoad = beginPageLoad(pageFetch);
    return () => pageLoad.succeed();
  }, [pageFetch]);
  return <main id="main" tabIndex={-1} aria-busy="true" />;
}

/**
 * What stays on screen across every page: the skip link and, signed in, the top menu. Pages load inside it
 * under the loading bar, so neither the header nor the search box being typed in ever unmounts.
 */
export function Shell({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const [location] = useLocation();
  const previous = useRef(pageKey(location));
  // Read while rendering the new location, before it is committed: the DOM still shows the page being left.
  const leaving = useRef<LeftHeading | null>(null);
  if (pageKey(location) !== previous.current && !leaving.current) leaving.current = headingOnScreen(document);
  useEffect(() => {
    const key = pageKey(location);
    if (key === previous.current) return;
    previous.current = key;
    const left = leaving.current ?? undefined;
    leaving.current = null;
    return focusHeadingSoon(document, left);
  }, [location]);
  return (
    <>
      <a className={css.skipLink} href="#main">
        Skip to content
      </a>
      {loggedIn ? (
        <>
          <Suspense fallback={<TopBarPlaceholder />}>
            <TopMenu />
          </Suspense>
          <VerifyEmailNotice />
        </>
      ) : null}
      <PageErrorBoundary page={location}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </PageErrorBoundary>
    </>
  );
}
