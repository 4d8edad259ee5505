import { describe, expect, test } from 'vitest';
import { mayReload } from '../../src/client/lib/chunkReload';
import { shouldPrefetch } from '../../src/client/lib/prefetch';
import { safeNext } from '../../src/client/lib/safeNext';
import { clearSession, readSession, writeSession } from '../../src/client/lib/sessionStore';
import type { User } from '../../src/shared/types';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const user: User = {
  id: 'u1',
  slug: 'ann-lee',
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  image: null,
  unread_messages_count: 0,
  unread_notifications_count: 0,
};
const DAY = 24 * 60 * 60 * 1000;

describe('stale-chunk reload guard', () => {
  test('reloads the first time and then at most once a minute', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + 59_999)).toBe(false);
    expect(mayReload(1_000, 1_000 + 60_000)).toBe(true);
  });
});

describe('idle prefetch', () => {
  test('runs online on a fast connection', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
  });
  test('is skipped on 2g, with data saver and offline', () => {
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: false })).toBe(false);
  });
});

describe('persisted session', () => {
  test('round-trips token and user', () => {
    const storage = new MemoryStorage();
    writeSession(storage, { token: 't', user }, 0);
    expect(readSession(storage, 10 * DAY)).toEqual({ token: 't', user });
    clearSession(storage);
    expect(readSession(storage)).toEqual({ token: null, user: null });
  });
  test('is kept 365 days and then forgotten', () => {
    const storage = new MemoryStorage();
    writeSession(storage, { token: 't', user }, 0);
    expect(readSession(storage, 365 * DAY).token).toBe('t');
    expect(readSession(storage, 365 * DAY + 1)).toEqual({ token: null, user: null });
    expect(storage.length).toBe(0);
  });
  test('a corrupt entry reads as signed out', () => {
    const storage = new MemoryStorage();
    storage.setItem('vowline.session', '{nope');
    expect(readSession(storage)).toEqual({ token: null, user: null });
  });
});

describe('post-login destination', () => {
  test('only same-site paths are followed', () => {
    expect(safeNext('/feed')).toBe('/feed');
    expect(safeNext('/accept-invite?code=x')).toBe('/accept-invite?code=x');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
    // Issue 32: forms browsers read as `//host`.
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('/\\/evil.example')).toBe('/');
    expect(safeNext('/\t/evil.example')).toBe('/');
    expect(safeNext('/\n/evil.example')).toBe('/');
    expect(safeNext('/a\\b')).toBe('/a\\b');
  });
});

describe('the no-access page names what was refused', () => {
  test('by the first part after the wedding, from the full path or the wedding router’s own', async () => {
    const { refusedArea } = await import('../../src/client/components/wedding/NoAccess');
    expect(refusedArea('/wedding/ann-and-ben/money/cash-flow/add-transaction')).toBe('Funds');
    expect(refusedArea('/money')).toBe('Funds');
    expect(refusedArea('/wedding/ann-and-ben/settings')).toBe('Settings');
    expect(refusedArea('/wedding/ann-and-ben')).toBeNull();
    expect(refusedArea('/wedding/ann-and-ben/constructor')).toBeNull();
  });
});
