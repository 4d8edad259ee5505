import type { AuthUser } from '../types';

/**
 * Signed-in requests find their token's user here instead of in the database, for at most `ttlMs`. What ends a
 * token ends its entry: this instance's own revocations at once (services/users.ts), other instances' through the
 * `vowline_tokens` NOTIFY the realtime hub listens to, and everything when that listener reconnects, because
 * notifications sent while it was away are lost. The TTL bounds what a missed notification could cost.
 */
export class TokenCache {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now = Date.now()): AuthUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Caches a live token's user until the TTL or the token's own expiry, whichever comes first. */
  set(user: AuthUser, expiresAt: Date, now = Date.now()): void {
    // Map keeps insertion order: past the cap, the oldest entry goes.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(user.tokenHash, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One per process: every app instance in it shares the revocations it hears of. */
export const tokenCache = new TokenCache();
