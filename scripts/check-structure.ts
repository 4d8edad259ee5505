import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Rules of shape the type checker and the linter do not see (ARCHITECTURE.md, issues "One way to do each thing" and
// "Views that only render actors"): no source file over 300 lines, nothing under src/server/services imports Fastify
// (HTTP stays in routes and plugins), and the client loads data one way, through the resource machine (`useData`),
// never a hand-made loader. Import cycles are checked by dpdm in the same npm script.

const MAX_LINES = 300;
const ROOTS = ['src', 'machines', 'models', 'tests', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (SOURCE.test(name)) yield full;
  }
}

const problems: string[] = [];
for (const root of ROOTS) {
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}); split it by concern`);
    if (file.startsWith(path.join('src', 'server', 'services')) && /from ['"]fastify['"]/.test(text)) {
      problems.push(`${file}: imports fastify; services take plain arguments, routes and plugins speak HTTP`);
    }
    if (file.startsWith(path.join('src', 'client')) && /\buseResource\b/.test(text)) {
      problems.push(`${file}: useResource; a page's data loads through the resource machine (lib/useData.ts)`);
    }
  }
}

if (problems.length) {
  console.error(`Structure rules broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'Structure rules hold: every source file is at most 300 lines, services do not import Fastify, and the client ' +
    'loads data through the resource machine.',
);
