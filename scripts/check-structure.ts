import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Rules of shape the type checker and the linter do not see (ARCHITECTURE.md, issues "One way to do each thing" and
// "Views that only render actors"): no source file over 300 lines, nothing under src/server/services imports Fastify
// (HTTP stays in routes and plugins), the client loads data one way, through the resource machine (`useData`) or the
// pager (`usePager`), never a hand-made loader or a plain try/catch runner (`useResource`, `useAct`), and a view only
// renders: it imports its area's hooks, never an API client, a store or the HTTP client; it has no `try {` (a call's
// failure is its machine's); and its `useState` holds what is typed or which panel is open, never a call's progress
// (busy, saving, pending, loading) or a machine's state (mode, editing). Import cycles are checked by dpdm in the
// same npm script.

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

/** A `useState` whose name says it tracks a call's progress or an editor's state: that is a machine's to hold. */
const VIEW_STATE_OF_A_MACHINE = /const \[(busy|saving|pending|loading|mode|editing)\b[^\]]*\]\s*=\s*useState\b/g;

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
      if (/\btry \{/.test(text)) {
        problems.push(`${file}: try {; a view sends to a machine, whose failure state (and toast) is the call's`);
      }
      for (const [, name] of text.matchAll(VIEW_STATE_OF_A_MACHINE)) {
        problems.push(`${file}: useState ${name}; a call's progress or an editor's state lives in its machine`);
      }
    }
    if (file.startsWith(path.join('src', 'client'))) {
      for (const [, name] of text.matchAll(/\b(useResource|useAct)\b/g)) {
        problems.push(`${file}: ${name}; data loads through useData or usePager, calls through the action machine`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Structure rules broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'Structure rules hold: every source file is at most 300 lines, services do not import Fastify, the client loads ' +
    'data through the resource and pager machines, and views only render: hooks, no try, no busy state.',
);
