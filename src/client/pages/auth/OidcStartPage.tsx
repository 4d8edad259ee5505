import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useApp, useIsLoggedIn } from '../../app/AppContext';
import { signInWithProvider } from '../../lib/oidc';
import { narrowPage } from '../../styles/ui.css';

/** The avatar's page (/login/provider): loads the OpenID client and sends the browser to the provider's sign-in. */
export default function OidcStartPage() {
  const { http } = useApp();
  const loggedIn = useIsLoggedIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || loggedIn) return;
    started.current = true;
    signInWithProvider(http).catch(() => setFailed(true));
  });
  if (loggedIn) return <Redirect to="/" replace />;
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      {failed ? (
        <>
          <h1>Signing in is not available right now</h1>
          <p>
            <Link href="/login">Sign in with your password</Link>
          </p>
        </>
      ) : (
        <p role="status">Taking you to sign in…</p>
      )}
    </main>
  );
}
