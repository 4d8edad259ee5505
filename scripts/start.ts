import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildIsStale } from './clientBuild';

// `npm start`: build the client if it is missing or stale, then run the server (which migrates first).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (clientBuildIsStale(root)) {
  console.log('Building the client…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
await import('../src/server/main');
