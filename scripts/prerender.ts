import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES, SESSION_HINT_SCRIPT } from '../src/shared/prerendered.js';

// Issue "Fast and sturdy": the public pages are pre-rendered to HTML at build, so they paint before any script runs.
// After the client build, this plugin builds src/client/prerender.tsx for Node (same config, so vanilla-extract gives
// the same class names), renders each page of shared/prerendered.ts signed out, and writes it into a copy of
// index.html under dist/client/prerendered/, with brotli and gzip copies like every other asset. The browser
// hydrates it (main.tsx).

const ROOT_DIV = '<div id="root"></div>';

/** The lazy chunk of each pre-rendered page (its key in Vite's manifest): its CSS and JS go in the page's <head>. */
const PAGE_CHUNKS: Record<string, string> = {
  landing: 'pages/LandingPage.tsx',
  'how-it-works': 'pages/general/pages.tsx',
  pricing: 'pages/general/pages.tsx',
  support: 'pages/general/pages.tsx',
  explore: 'pages/social/ExplorePage.tsx',
  'page-not-found': 'pages/NotFoundPage.tsx',
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** A page chunk's stylesheets and modules, with everything it imports statically. */
export function chunkAssets(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const dep of manifest[k].imports ?? []) visit(dep);
  };
  visit(key);
  if (!seen.size) throw new Error(`The manifest has no chunk ${key}`);
  const chunks = [...seen].map((k) => manifest[k]!);
  return { css: [...new Set(chunks.flatMap((c) => c.css ?? []))], js: chunks.map((c) => c.file) };
}

/**
 * index.html with the page's markup in #root, the session hint first in <head>, and the page chunk's stylesheets
 * (which the app would otherwise add only when the chunk loads: the page would paint unstyled) and modules.
 */
export function pageHtml(shell: string, markup: string, assets: { css: string[]; js: string[] }): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
  const links = [
    ...assets.css
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  return shell
    .replace('<head>', `<head>\n    <script>${SESSION_HINT_SCRIPT}</script>`)
    .replace('\n  </head>', () => `${links.map((l) => `\n    ${l}`).join('')}\n  </head>`)
    .replace(ROOT_DIV, () => `<div id="root" data-prerendered>${markup}</div>`);
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vowline:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside node_modules, so that the rendered modules find React and the rest there.
      const ssrDir = path.join(config.cacheDir, 'prerender');
      await build({
        configFile: config.configFile,
        logLevel: 'warn',
        build: { ssr: 'prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, sourcemap: false },
      });
      const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as {
        renderPage(path: string): Promise<string>;
      };
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const target = path.join(outDir, 'prerendered');
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
        const chunk = PAGE_CHUNKS[name];
        if (!chunk) throw new Error(`scripts/prerender.ts names no chunk for ${name}`);
        const html = Buffer.from(pageHtml(shell, await renderPage(page), chunkAssets(manifest, chunk)));
        const file = path.join(target, `${name}.html`);
        writeFileSync(file, html);
        writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
