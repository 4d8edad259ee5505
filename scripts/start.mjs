import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `npm start`: build the client and the server if either is missing or older than its sources, then run the compiled
// server (which migrates first) in this process, with Node alone. Builds run in child processes, so their memory
// (hundreds of MB for the client) is given back before the server starts. It prints one line, the address to open
// (issue 40); `npm start -- --verbose` shows the builds' output and the server's log as well (so does LOG_LEVEL).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const verbose = process.argv.includes('--verbose');
// Read by src/server/main.ts: the log keeps to warnings and errors, and the address is the one line printed.
if (!verbose && !process.env.LOG_LEVEL) process.env.VOWLINE_QUIET = '1';

const BUILDS = [
  {
    what: 'client',
    output: 'dist/client/index.html',
    sources: ['src/client', 'src/shared', 'machines', 'vite.config.ts', 'scripts/prerender.ts', 'package-lock.json'],
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  {
    what: 'server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'],
    command: ['scripts/build-server.mjs'],
  },
];

function newestMtime(p) {
  let stat;
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

for (const { what, output, sources, command } of BUILDS) {
  const built = newestMtime(output);
  if (built && !sources.some((s) => newestMtime(s) > built)) continue;
  if (verbose) console.log(`Building the ${what}…`);
  const run = spawnSync(process.execPath, command, { cwd: root, stdio: verbose ? 'inherit' : 'pipe' });
  if (run.status !== 0) {
    // Quiet until something goes wrong: then the build's own words.
    if (!verbose) process.stderr.write(Buffer.concat([run.stdout ?? Buffer.alloc(0), run.stderr ?? Buffer.alloc(0)]));
    console.error(`vowline: the ${what} build failed (see above). Fix it, or run \`npm run build\` to see why.`);
    process.exit(1);
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
