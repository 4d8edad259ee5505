import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELLS } from '../src/shared/appShells.js';
import { HEAD_SCRIPT } from '../src/shared/headScript.js';
import { PRERENDERED_PAGES } from '../src/shared/prerendered.js';

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
 * index.html (its head script already in) with the page chunk's stylesheets (which the app would otherwise add only
 * when the chunk loads: the page would paint unstyled) and modules in <head>, and the page's markup in #root if given.
 */
export function pageHtml(shell: string, markup: string | null, assets: { css: string[]; js: string[] }): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
  const links = [
    ...assets.css
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.js
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  // Before </head>, wherever it is: vite-plugin-pwa puts its manifest link right before it, on the same line.
  if (!/<\/head>/.test(shell)) throw new Error('The page has no </head> to name its chunks before');
  const html = shell.replace(/\n?\s*<\/head>/, () => `${links.map((l) => `\n    ${l}`).join('')}\n  </head>`);
  return markup === null ? html : html.replace(ROOT_DIV, () => `<div id="root" data-prerendered>${markup}</div>`);
}

/** An HTML page with its brotli and gzip copies, as the server sends them (@fastify/static, preCompressed). */
function writePage(file: string, text: string): void {
  const html = Buffer.from(text);
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** The inline head script (shared/headScript.ts) early in index.html's <head>, so every page the app serves has it. */
function headScript(): Plugin {
  return {
    name: 'vowline:head-script',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // After the charset, which must come within the document's first 1024 bytes.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`);
        return html.replace(charset, () => `${charset}\n    <script>${HEAD_SCRIPT}</script>`);
      },
    },
  };
}

export function prerender(): Plugin[] {
  let config: ResolvedConfig;
  const pages: Plugin = {
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
        // Bundled, libraries too, so that every `react` import (wouter's, @xstate/react's...) resolves to the one copy
        // of React the rendering uses, and vanilla-extract's styles compile as in the browser's build.
        ssr: { noExternal: true },
      });
      const { renderPage, renderSignedInShell } = (await import(
        pathToFileURL(path.join(ssrDir, 'prerender.js')).href
      )) as {
        renderPage(path: string): Promise<string>;
        renderSignedInShell(): string;
      };
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const target = path.join(outDir, 'prerendered');
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
        const chunk = PAGE_CHUNKS[name];
        if (!chunk) throw new Error(`scripts/prerender.ts names no chunk for ${name}`);
        writePage(
          path.join(target, `${name}.html`),
          pageHtml(shell, await renderPage(page), chunkAssets(manifest, chunk)),
        );
      }
      rmSync(ssrDir, { recursive: true, force: true });
      // The signed-in pages of shared/appShells.ts: index.html naming the chunks each needs, and the top bar the app
      // first renders, painted before any script runs (hidden without a session: theme.css.ts).
      const signedIn = `<div id="root"><div data-app-shell>${renderSignedInShell()}</div></div>`;
      const apps = path.join(outDir, 'app');
      rmSync(apps, { recursive: true, force: true });
      mkdirSync(apps, { recursive: true });
      for (const [name, chunks] of Object.entries(APP_SHELLS)) {
        const assets = chunks.map((chunk) => chunkAssets(manifest, chunk));
        const merged = {
          css: [...new Set(assets.flatMap((a) => a.css))],
          js: [...new Set(assets.flatMap((a) => a.js))],
        };
        writePage(
          path.join(apps, `${name}.html`),
          pageHtml(shell, null, merged).replace(ROOT_DIV, () => signedIn),
        );
      }
    },
  };
  return [headScript(), pages];
}
