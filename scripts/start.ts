import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildIsStale } from './clientBuild';

// `npm start`: build the client if it is missing or stale, then run the server (which migrates first).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (clientBuildIsStale(root)) {
  console.log('Building the client…');
  // In a child process: the build's memory (hundreds of MB) is returned before the server starts.
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) {
    console.error('vowline: the client build failed (see above). Fix it, or run `npm run build` to see why.');
    process.exit(1);
  }
}
await import('../src/server/main');
