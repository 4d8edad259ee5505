import { useApp } from '../../app/AppContext';
import { markProviderSession } from '../../lib/oidc';
import { useAction } from '../../lib/useAction';

// The callback route's one call: finish the code flow, exchange the provider's tokens for a Vowline token
// (POST /auth/convert-token), then hand it to the session exactly as a password sign-in does.

let finishing: { url: string; done: Promise<Awaited<ReturnType<typeof convert>>> } | undefined;

async function convert(url: string, { users, http }: ReturnType<typeof useApp>) {
  const { finishSignIn } = await import('../../lib/oidcClient');
  return users.convertToken(await finishSignIn(http, url));
}

export function useProviderCallback() {
  const app = useApp();
  return useAction(
    (url: string) => {
      // The code is single use: a second mount of the page (React's strict mode) waits for the first exchange.
      if (finishing?.url !== url) finishing = { url, done: convert(url, app) };
      return finishing.done;
    },
    (res) => {
      markProviderSession(window.localStorage, true);
      app.session.send({ type: 'login.succeeded', token: res.access_token, user: res.user });
    },
  );
}
