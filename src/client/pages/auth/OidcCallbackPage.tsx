import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useProviderCallback } from '../../areas/account/oidc';
import { narrowPage } from '../../styles/ui.css';

/** Where the OpenID provider sends the browser back (/login/callback): the sign-in is finished, then home. */
export default function OidcCallbackPage() {
  const loggedIn = useIsLoggedIn();
  const callback = useProviderCallback();
  const [asked, setAsked] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    callback.request(window.location.href);
    setAsked(true);
  });
  if (loggedIn && asked && !callback.busy) return <Redirect to="/" replace />;
  const failed = asked && !callback.busy && !loggedIn;
  return (
    <main id="main" tabIndex={-1} className={narrowPage}>
      {failed ? (
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
