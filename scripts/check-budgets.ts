import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import budgetsFile from '../budgets.json' with { type: 'json' };

// The JS budgets (issue "The client the user asked for"), checked on the built client (sizes are deterministic, so CI
// may assert them): the JS a route needs before it can render, and every lazy chunk, gzipped as the server sends them.
// The public pages a visitor meets first have a budget of their own, the signed-in pages (which carry React's renderer
// and the app's machines) a larger one. `budgets.json` names the few heavy libraries allowed past the chunk budget and
// the ceilings of routes still over budget; a ceiling may only come down.

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budgets {
  /** Initial JS of the public pages (`publicRoutes`) and of every other, signed-in, route. */
  initialKB: { public: number; signedIn: number };
  /** The public pages' chains, as the report names them (their module, or index.html for the entry alone). */
  publicRoutes: string[];
  chunkKB: number;
  /** Libraries that may pass the chunk budget, each loaded only on the pages that use it, with the reason. */
  heavyLibraries: { chunk: string; why: string }[];
  /** Routes and chunks over budget today, each with the size it may not grow past (a ceiling only comes down). */
  initialCeilingsKB: Record<string, number>;
  chunkCeilingsKB: Record<string, number>;
}
const budgets: Budgets = budgetsFile;

const KB = 1024;
const dist = path.resolve(process.argv[2] ?? 'dist/client');
const manifest: Manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically: what the browser must fetch before the chunk runs. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into);
  return into;
}

/**
 * Every chain of lazy loads from the entry (entry → page → sub-page), each with the JS its leaf needs to render; `leaf`
 * is the chunk the chain's last lazy import loads.
 */
function routeChains(): { name: string; leaf: string; keys: Set<string> }[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk');
  const chains: { name: string; leaf: string; keys: Set<string> }[] = [];
  const walk = (key: string, needed: Set<string>, seen: Set<string>) => {
    const keys = new Set([...needed, ...staticClosure(key)]);
    chains.push({ name: manifest[key]!.src ?? manifest[key]!.name ?? key, leaf: key, keys });
    // The entry's lazy imports include those of the app code it imports (vite.config.ts puts the part that lazy
    // pages share in a `start` chunk, with the route guards' lazy pages).
    const from = key === entry ? [...staticClosure(key)] : [key];
    for (const next of new Set(from.flatMap((k) => manifest[k]!.dynamicImports ?? []))) {
      if (!seen.has(next)) walk(next, keys, new Set([...seen, next]));
    }
  };
  walk(entry, new Set(), new Set([entry]));
  return chains;
}

const sum = (keys: Iterable<string>) => [...keys].reduce((total, k) => total + gzipped(manifest[k]!.file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const heavy = new Set(budgets.heavyLibraries.map((h) => h.chunk));
const failures: string[] = [];

// A heavy library (budgets.json) is counted on its own, not in the budget of the chains that load it: a page loads
// TipTap or Chartist lazily once it has rendered; js-joda is imported by the pages that compute with dates, so the
// report gives their whole figure beside it ("+ js-joda"), which is what such a page downloads before it renders.
const isHeavyChunk = (key: string) => heavy.has(manifest[key]!.name ?? '');
const publicRoutes = new Set(budgets.publicRoutes);
const routes = routeChains()
  .map((c) => {
    const keys = [...c.keys].filter((k) => !isHeavyChunk(k));
    const statically = [...c.keys].filter((k) => k !== c.leaf && isHeavyChunk(k));
    const notes = [
      ...(isHeavyChunk(c.leaf) ? [`then ${manifest[c.leaf]!.name}, a heavy library`] : []),
      ...statically.map(
        (k) =>
          `+ ${manifest[k]!.name} ${kb(gzipped(manifest[k]!.file))} = ${kb(sum(keys) + gzipped(manifest[k]!.file))}`,
      ),
    ];
    return {
      name: c.name,
      notes: notes.length ? `  (${notes.join('; ')})` : '',
      budgetKB: publicRoutes.has(c.name) ? budgets.initialKB.public : budgets.initialKB.signedIn,
      size: sum(keys),
      files: keys.filter((k) => manifest[k]!.file.endsWith('.js')).length,
    };
  })
  .sort((a, b) => b.size - a.size || (a.name < b.name ? -1 : 1));
for (const name of publicRoutes) {
  if (!routes.some((r) => r.name === name)) failures.push(`budgets.json: the public route ${name} names no route`);
}
// The files are the requests a page makes for its JS before it renders: on a phone's network each is a round trip.
console.log(
  `Initial JS per route (gzipped, and JS files; budget ${budgets.initialKB.public} KB for the public pages, ` +
    `${budgets.initialKB.signedIn} KB for the others):`,
);
for (const route of routes) {
  const ceiling = budgets.initialCeilingsKB[route.name];
  const limit = (ceiling ?? route.budgetKB) * KB;
  const ok = route.size <= limit;
  const kind = route.budgetKB === budgets.initialKB.public ? 'public ' : '';
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${kb(route.size).padStart(9)} ${String(route.files).padStart(3)} files  ${kind}${route.name}${route.notes}${ceiling ? `  (ceiling ${ceiling} KB)` : ''}`,
  );
  if (!ok) failures.push(`${route.name}: ${kb(route.size)} initial JS, over ${kb(limit)}`);
}

// The entry's own imports (the vendor chunk: React, the router, the machines) are not lazy: they are counted in every
// route's initial JS above.
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entryClosure = staticClosure(entryKey);
const lazyChunks = Object.entries(manifest)
  .filter(([key, c]) => !entryClosure.has(key) && c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, name: c.name ?? key, size: gzipped(c.file) }))
  .sort((a, b) => b.size - a.size);
console.log(`\nLazy chunks (gzipped; budget ${budgets.chunkKB} KB, heavy libraries excepted):`);
console.log('  Heavy libraries, each its own chunk loaded only by the pages that use it:');
for (const library of budgets.heavyLibraries) {
  const chunk = lazyChunks.find((c) => c.name === library.chunk);
  console.log(`    ${library.chunk}: ${chunk ? kb(chunk.size) : 'not built'}, ${library.why}`);
  // A heavy library in the entry's imports would load on every route: it is excepted only as a lazy chunk.
  if (!chunk) failures.push(`budgets.json: the heavy library ${library.chunk} names no lazy chunk; fix or remove it`);
}
for (const chunk of lazyChunks) {
  const isHeavy = heavy.has(chunk.name);
  const ceiling = budgets.chunkCeilingsKB[chunk.name];
  const limit = isHeavy ? Number.POSITIVE_INFINITY : (ceiling ?? budgets.chunkKB) * KB;
  const ok = chunk.size <= limit;
  const note = isHeavy ? '  (heavy library)' : ceiling ? `  (ceiling ${ceiling} KB)` : '';
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${kb(chunk.size).padStart(9)}  ${chunk.name}${note}`);
  if (!ok) failures.push(`chunk ${chunk.name}: ${kb(chunk.size)}, over ${kb(limit)}`);
}

for (const [name, ceiling] of Object.entries(budgets.chunkCeilingsKB)) {
  const chunk = lazyChunks.find((c) => c.name === name);
  if (!chunk) failures.push(`budgets.json: the chunk ceiling for ${name} names no chunk; remove it`);
  else if (chunk.size <= budgets.chunkKB * KB)
    failures.push(`budgets.json: chunk ${name} is within budget now; remove its ceiling`);
  else if (chunk.size < (ceiling - 2) * KB)
    failures.push(`budgets.json: lower the chunk ceiling for ${name} to ${Math.ceil(chunk.size / KB)} KB`);
}

// A ceiling that no longer names anything, or is far above the real size, hides the next regression.
for (const [name, ceiling] of Object.entries(budgets.initialCeilingsKB)) {
  const route = routes.find((r) => r.name === name);
  if (!route) failures.push(`budgets.json: the ceiling for ${name} names no route; remove it`);
  else if (route.size <= route.budgetKB * KB)
    failures.push(`budgets.json: ${name} is within budget now; remove its ceiling`);
  else if (route.size < (ceiling - 2) * KB)
    failures.push(`budgets.json: lower the ceiling for ${name} to ${Math.ceil(route.size / KB)} KB`);
}

if (failures.length) {
  console.error(`\nJS budgets broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nJS budgets hold.');
