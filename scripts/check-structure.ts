import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Rules of shape the type checker and the linter do not see (ARCHITECTURE.md, issues "One way to do each thing" and
// "Views that only render actors"): no source file over 300 lines, nothing under src/server/services imports Fastify
// (HTTP stays in routes and plugins), the client loads data one way, through the resource machine (`useData`), never
// a hand-made loader, and a view imports its area's hooks, never an API client, a store or the HTTP client. Import cycles are checked by dpdm in the same npm script.

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

/** A view: a component file of the client's pages, components or layouts. */
const isView = (file: string) =>
  file.endsWith('.tsx') && /^src[\\/]client[\\/](pages|components|layouts)[\\/]/.test(file);
/** A value import (not `import type`) of an API client, a store or fold, the store registry, or the HTTP client. */
const VIEW_REACHES_PAST_HOOKS =
  /^import (?!type )[^;]*from '[./]*((?:areas\/[a-z]+\/[A-Za-z]*(?:Api|Store|Fold))|app\/stores|http\/[a-z]+)';/gm;

const problems: string[] = [];
for (const root of ROOTS) {
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}); split it by concern`);
    if (file.startsWith(path.join('src', 'server', 'services')) && /from ['"]fastify['"]/.test(text)) {
      problems.push(`${file}: imports fastify; services take plain arguments, routes and plugins speak HTTP`);
    }
    if (isView(file)) {
      for (const [, what] of text.matchAll(VIEW_REACHES_PAST_HOOKS)) {
        problems.push(`${file}: imports ${what}; a view reaches the server and the stores through its area's hooks`);
      }
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
  'Structure rules hold: every source file is at most 300 lines, services do not import Fastify, the client loads ' +
    'data through the resource machine, and views reach the server and the stores only through hooks.',
);
