import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useIsLoggedIn } from '../app/AppContext';
import { PublicHeader } from '../components/PublicHeader/PublicHeader';
import { safeNext } from '../lib/safeNext';
import { card } from '../styles/ui.css';
import * as css from './Layouts.css';

/** Login-related pages: a signed-in user is sent on (spec: login layouts redirect a logged-in user to /). */
export function AuthLayout({
  children,
  redirectSignedIn = true,
  home = '/',
}: {
  children: ReactNode;
  redirectSignedIn?: boolean;
  /** Where a signed-in user goes without a `next` (sign-up: the welcome page). */
  home?: string;
}) {
  const loggedIn = useIsLoggedIn();
  const next = new URLSearchParams(useSearch()).get('next');
  if (loggedIn && redirectSignedIn) return <Redirect to={safeNext(next, home)} replace />;
  return (
    <div className={css.authShell}>
      {loggedIn ? null : <PublicHeader />}
      <main id="main" tabIndex={-1} className={css.authMain}>
        <div className={`${card} ${css.authCard}`}>{children}</div>
      </main>
    </div>
  );
}

/** Signed-in pages: anyone else goes to /login and comes back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    const here = `${window.location.pathname}${window.location.search}`;
    return <Redirect to={`/login?next=${encodeURIComponent(here)}`} replace />;
  }
  return <>{children}</>;
}
