import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'machines', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when dist/client is missing or older than any client source. */
export function clientBuildIsStale(root: string): boolean {
  const built = newestMtime(path.join(root, 'dist/client/index.html'));
  if (!built) return true;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
