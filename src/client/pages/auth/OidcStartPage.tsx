import { Link, Redirect } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useProviderSignIn } from '../../areas/account/oidc';
import { narrowPage } from '../../styles/ui.css';

/** Asks the provider for the sign-in page; says so when it cannot be reached. */
function GoingToProvider() {
  const going = useProviderSignIn();
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      {going.status === 'failed' ? (
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

/** The avatar's page (/login/provider): loads the OpenID client and sends the browser to the provider's sign-in. */
export default function OidcStartPage() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <Redirect to="/" replace />;
  return <GoingToProvider />;
}
