/**
 * Only a same-site path may be a post-login destination, never another origin: browsers read `/\host` and
 * `/<tab>/host` as `//host`, so the path must resolve to this origin as a URL would.
 */
export function safeNext(next: string | null, home = '/'): string {
  if (!next?.startsWith('/')) return home;
  const base = 'https://next.invalid';
  try {
    return new URL(next, base).origin === base && !/[\\\s]/.test(next.slice(0, 2)) ? next : home;
  } catch {
    return home;
  }
}
