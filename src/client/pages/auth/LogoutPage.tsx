import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { useApp, useIsLoggedIn, useToasts } from '../../app/AppContext';
import { signOutAtProviderIfNeeded } from '../../lib/oidc';
import { narrowPage } from '../../styles/ui.css';

export default function LogoutPage() {
  const { session, http } = useApp();
  const toasts = useToasts();
  const loggedIn = useIsLoggedIn();
  // Visiting /logout is the intent itself; the session actor does the rest and navigates home.
  useEffect(() => {
    session.send({ type: 'logout.requested' });
    // Signing out navigates away from this page: leaving it signed out is the moment to say so.
    return () => {
      if (session.getSnapshot().context.token === null) {
        toasts.succeeded('You’re signed out.');
        // A session that came from the OpenID provider ends there too (its sign-out page, then home).
        signOutAtProviderIfNeeded(window.localStorage, http);
      }
    };
  }, [session, toasts, http]);
  if (!loggedIn) return <Redirect to="/" replace />;
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      <p role="status">Signing you out…</p>
    </main>
  );
}
