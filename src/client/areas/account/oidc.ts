import { useEffect } from 'react';
import { useApp, useToasts } from '../../app/AppContext';
import { markProviderSession, signInWithProvider, signOutAtProviderIfNeeded } from '../../lib/oidc';
import { useData } from '../../lib/useData';

// The provider's two pages: going to its sign-in, and the callback route's one call: finish the code flow, exchange the provider's tokens for a Vowline token
// (POST /auth/convert-token), then hand it to the session exactly as a password sign-in does.

let finishing: { url: string; done: Promise<Awaited<ReturnType<typeof convert>>> } | undefined;

async function convert(url: string, { users, http }: ReturnType<typeof useApp>) {
  const { finishSignIn } = await import('../../lib/oidcClient');
  return users.convertToken(await finishSignIn(http, url));
}

/**
 * The callback page's call, once per URL (the code is single use: a second mount of the page waits for the first
 * exchange): ready once the session holds the new token, failed when the provider's answer could not be used.
 */
export function useProviderCallback(url: string) {
  const app = useApp();
  return useData(`provider-callback:${url}`, async () => {
    if (finishing?.url !== url) finishing = { url, done: convert(url, app) };
    const res = await finishing.done;
    markProviderSession(window.localStorage, true);
    app.session.send({ type: 'login.succeeded', token: res.access_token, user: res.user });
    return true;
  });
}

/** The avatar's page: sends the browser to the provider's sign-in; failed when the provider cannot be reached. */
export function useProviderSignIn() {
  const { http } = useApp();
  return useData('provider-sign-in', () => signInWithProvider(http));
}

/**
 * Visiting /logout is the intent itself: the session actor signs out and navigates home. Leaving the page signed
 * out is the moment to say so; a session that came from the OpenID provider ends there too (its sign-out page).
 */
export function useSignOutPage() {
  const { session, http } = useApp();
  const toasts = useToasts();
  useEffect(() => {
    session.send({ type: 'logout.requested' });
    return () => {
      if (session.getSnapshot().context.token === null) {
        toasts.succeeded('You’re signed out.');
        signOutAtProviderIfNeeded(window.localStorage, http);
      }
    };
  }, [session, toasts, http]);
}
