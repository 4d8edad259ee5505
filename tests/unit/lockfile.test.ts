import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// `npm install` on a fresh clone must leave the tree clean: npm rewrites a lock whose entries are not in its own
// order (English localeCompare), and `npm ci` refuses one without Biome's platform builds.
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, unknown>;
};

describe('package-lock.json', () => {
  test('lists its packages in the order npm writes them', () => {
    const keys = Object.keys(lock.packages);
    const npmOrder = [...keys].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
    expect(keys).toEqual(npmOrder);
  });

  test('holds every platform build of Biome, so `npm ci` accepts it on any machine', () => {
    for (const platform of ['darwin-arm64', 'darwin-x64', 'linux-arm64', 'linux-x64', 'linux-x64-musl', 'win32-x64']) {
      expect(lock.packages, platform).toHaveProperty([`node_modules/@biomejs/cli-${platform}`]);
    }
  });
});
