import { readSession, SESSION_KEY } from '../lib/sessionStore';
import type { SessionRef } from './appMachine';

/**
 * Keeps every open tab on the same session: a sign-in elsewhere signs this tab in as that user, and a
 * sign-out (or expiry) elsewhere ends it here too. Returning to a tab re-checks the profile, so unread
 * counts and a token revoked meanwhile are noticed without a reload.
 */
export function syncSession(win: Window, session: SessionRef): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const stored = readSession(win.localStorage);
    const current = session.getSnapshot().context.token;
    if (stored.token && stored.user && stored.token !== current) {
      session.send({ type: 'login.succeeded', token: stored.token, user: stored.user });
    } else if (!stored.token && session.getSnapshot().matches('loggedIn')) {
      session.send({ type: 'session.expired' });
    }
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible' && session.getSnapshot().matches({ loggedIn: 'ready' })) {
      session.send({ type: 'profile.refresh' });
    }
  };
  win.addEventListener('storage', onStorage);
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    win.removeEventListener('storage', onStorage);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}
