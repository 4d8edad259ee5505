import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AUTH_STATE_MAX_AGE_DAYS } from '../../shared/constants';
import type { Http } from '../http/http';

// The OpenID client (oidc-client-ts), loaded only when the avatar is clicked, on the callback route or at sign-out
// (see oidc.ts). Authorization code flow with PKCE S256, scope `openid email profile`, the provider's tokens and the
// flow's state kept in localStorage, stale state dropped after AUTH_STATE_MAX_AGE_DAYS. Silent renewal uses the refresh token (no iframe: the
// app's pages refuse to be framed, frame-ancestors 'none').

export const CALLBACK_PATH = '/login/callback';

let manager: Promise<UserManager> | undefined;

/** The provider's client, configured from the app's client config (read through the app's one HTTP client). */
function userManager(http: Http): Promise<UserManager> {
  manager ??= http<{ oidc: { authority: string; client_id: string; metadata_url?: string } }>('/api/v1/client-config/')
    .then(({ oidc }) => {
      const origin = window.location.origin;
      const store = new WebStorageStateStore({ store: window.localStorage });
      return new UserManager({
        authority: oidc.authority,
        client_id: oidc.client_id,
        // A confidential client's discovery comes from this app, whose token endpoint adds the secret.
        ...(oidc.metadata_url ? { metadataUrl: oidc.metadata_url } : {}),
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        post_logout_redirect_uri: `${origin}/`,
        response_type: 'code',
        scope: 'openid email profile',
        automaticSilentRenew: true,
        loadUserInfo: false,
        userStore: store,
        stateStore: store,
        staleStateAgeInSeconds: AUTH_STATE_MAX_AGE_DAYS * 24 * 3600,
      });
    })
    .catch((error: unknown) => {
      manager = undefined;
      throw error;
    });
  return manager;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the provider's sign-in. The nonce travels in the request and in the stored state. */
export async function startSignIn(http: Http): Promise<void> {
  const nonce = randomNonce();
  await (await userManager(http)).signinRedirect({ nonce, state: { nonce } });
}

export interface ProviderTokens {
  id_token: string;
  access_token: string;
  nonce?: string;
}

/** Finishes the code flow on the callback route: state checked, code exchanged with its PKCE verifier. */
export async function finishSignIn(http: Http, url: string): Promise<ProviderTokens> {
  const user = await (await userManager(http)).signinRedirectCallback(url);
  if (!user.id_token) throw new Error('The provider sent no ID token.');
  const nonce = (user.state as { nonce?: string } | undefined)?.nonce;
  return { id_token: user.id_token, access_token: user.access_token, ...(nonce ? { nonce } : {}) };
}

/** Signs out at the provider too (RP-initiated logout), which comes back to the home page. */
export async function signOutAtProvider(http: Http): Promise<void> {
  const users = await userManager(http);
  const user = await users.getUser();
  await users.removeUser();
  await users.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
}
