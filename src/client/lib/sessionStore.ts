import { AUTH_STATE_MAX_AGE_DAYS } from '../../shared/constants';
import type { User } from '../../shared/types';

export const SESSION_KEY = 'vowline.session';
const MAX_AGE_MS = AUTH_STATE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export interface PersistedSession {
  token: string | null;
  user: User | null;
}

interface Stored extends PersistedSession {
  savedAt: number;
}

/** The persisted session, or an empty one when none is stored or it is older than 365 days. */
export function readSession(storage: Storage, now = Date.now()): PersistedSession {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return { token: null, user: null };
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.token !== 'string' || now - stored.savedAt > MAX_AGE_MS) {
      storage.removeItem(SESSION_KEY);
      return { token: null, user: null };
    }
    return { token: stored.token, user: stored.user ?? null };
  } catch {
    return { token: null, user: null };
  }
}

export function writeSession(storage: Storage, session: PersistedSession, now = Date.now()): void {
  const stored: Stored = { ...session, savedAt: now };
  storage.setItem(SESSION_KEY, JSON.stringify(stored));
}

export function clearSession(storage: Storage): void {
  storage.removeItem(SESSION_KEY);
}
