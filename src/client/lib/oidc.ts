// The light side of signing in through the OpenID provider: what the initial bundle may hold. oidc-client-ts itself
// (oidcClient.ts) loads only when it is needed. A mark in localStorage says the session came from the provider, so
// signing out also signs out there.

import type { Http } from '../http/http';

const MARK = 'vowline.oidc';

export const loadOidcClient = () => import('./oidcClient');

export function markProviderSession(storage: Storage, on: boolean): void {
  if (on) storage.setItem(MARK, '1');
  else storage.removeItem(MARK);
}

export const isProviderSession = (storage: Storage) => storage.getItem(MARK) === '1';

/** Starts the provider's sign-in (the avatar in the public header). */
export async function signInWithProvider(http: Http): Promise<void> {
  await (await loadOidcClient()).startSignIn(http);
}

/** After the Vowline session ends: the provider's session too, when the Vowline one came from it. */
export function signOutAtProviderIfNeeded(storage: Storage, http: Http): void {
  if (!isProviderSession(storage)) return;
  markProviderSession(storage, false);
  void loadOidcClient().then((m) => m.signOutAtProvider(http));
}
