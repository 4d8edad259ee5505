import { describe, expect, test } from 'vitest';
import { TokenCache } from '../../src/server/lib/tokenCache';

const user = (id: string, tokenHash: string) => ({ id, email: `${id}@example.com`, emailVerified: false, tokenHash });
const far = new Date(Date.now() + 86_400_000);

describe('the token cache', () => {
  test('serves an entry until its TTL, then asks again', () => {
    const cache = new TokenCache(1_000);
    cache.set(user('u1', 'h1'), far, 0);
    expect(cache.get('h1', 999)?.id).toBe('u1');
    expect(cache.get('h1', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("never outlives the token's own expiry", () => {
    const cache = new TokenCache(60_000);
    cache.set(user('u1', 'h1'), new Date(500), 0);
    expect(cache.get('h1', 499)).toBeDefined();
    expect(cache.get('h1', 500)).toBeUndefined();
  });

  test('forgets one token, or every token of a user', () => {
    const cache = new TokenCache();
    cache.set(user('u1', 'h1'), far);
    cache.set(user('u1', 'h2'), far);
    cache.set(user('u2', 'h3'), far);
    cache.forget('h1');
    expect(cache.get('h1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.id).toBe('u2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  test('holds at most its cap, dropping the oldest entry', () => {
    const cache = new TokenCache(60_000, 2);
    cache.set(user('u1', 'h1'), far);
    cache.set(user('u2', 'h2'), far);
    cache.set(user('u3', 'h3'), far);
    expect(cache.size).toBe(2);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')?.id).toBe('u3');
  });
});
