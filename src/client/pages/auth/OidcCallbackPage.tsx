import { Link, Redirect } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useProviderCallback } from '../../areas/account/oidc';
import { narrowPage } from '../../styles/ui.css';

/** Where the OpenID provider sends the browser back (/login/callback): the sign-in is finished, then home. */
export default function OidcCallbackPage() {
  const loggedIn = useIsLoggedIn();
  const callback = useProviderCallback(window.location.href);
  if (loggedIn && callback.status === 'ready') return <Redirect to="/" replace />;
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      {callback.status === 'failed' ? (
        <>
          <h1>We could not sign you in</h1>
          <p>
            <Link href="/login">Try again</Link>
          </p>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </main>
  );
}
