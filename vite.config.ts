import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunks } from './scripts/chunking.js';
import { prerender } from './scripts/prerender.js';

/** The libraries of the entry chunk, as npm names. */
const VENDOR = new Set([
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  'wouter',
  'regexparam',
  'mitt',
  'xstate',
  '@xstate/react',
  'use-isomorphic-layout-effect',
]);

/** The stores' libraries: the stores are made by the pages that use them (app/parts.ts), so these stay out of the entry. */
const STORES = new Set(['@xstate/store', '@xstate/store-react', 'immer']);

const npmName = (id: string) =>
  /[\\/]node_modules[\\/]((?:@[^/\\]+[\\/])?[^/\\]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/');

/** The shared body schemas: free of side effects, so dropped from the client (see `treeshake` below). */
const SCHEMAS = /[\\/]src[\\/]shared[\\/][^\\/]*[sS]chemas\.ts$/;

/** Library groups, the first taking its modules first. */
const LIBRARIES: { name: string; test: (id: string) => boolean; includeDependenciesRecursively?: boolean }[] = [
  // A heavy library (budgets.json): js-joda's classes cannot be tree-shaken; only the pages that do date arithmetic
  // (a wedding's countdown, calendars, due dates, relative times) load it, never the public pages.
  { name: 'js-joda', test: (id) => npmName(id) === '@js-joda/core' },
  // A heavy library (budgets.json): the tz database (issue 37), loaded only by the pages that show a wedding's own
  // clock (the run-of-show, the shared run sheet, the calendar), after they have painted.
  { name: 'js-joda-timezone', test: (id) => npmName(id) === '@js-joda/timezone' },
  // What every page needs to start: React, the router and the state machines.
  { name: 'vendor', test: (id) => VENDOR.has(npmName(id) ?? '') },
  // The stores' libraries.
  { name: 'stores', test: (id) => STORES.has(npmName(id) ?? '') },
  // zod/mini with the parts of zod's core it uses (shared/inputRules.ts: the forms' validation), apart from the
  // stores: the sign-in and sign-up pages (budgets.json's public pages) need it and no store.
  { name: 'zod', test: (id) => npmName(id) === 'zod' },
  // Issue 37's offline queue with its machine (budgets.json): loaded after a page has painted, by the top menu's
  // banner, the run-of-show's first change or the first request that finds no network.
  {
    name: 'offlineQueuePart',
    test: (id) => /[\\/](machines[\\/]offlineQueueMachine|areas[\\/]offline[\\/]offlineQueuePart)\.ts$/.test(id),
    // These two modules alone: what they import has its own place (the vendor chunk, the HTTP client's).
    includeDependenciesRecursively: false,
  },
];

/**
 * The lazy entries whose pages are within the 100 KB budget (budgets.json names no ceiling for them): the public
 * pages, sign-out, the OpenID start, and the guards' pages. What they share with
 * other pages stays in chunks of its own, so that they never load a merged chunk.
 */
const LEAN =
  /[\\/]pages[\\/](LandingPage|general[\\/]pages|NotFoundPage|auth[\\/](LogoutPage|OidcStartPage))\.tsx?$|[\\/]routes[\\/]guardPages\.ts$/;

/**
 * The app's own chunks (scripts/chunking.ts): what the entry shares with lazy pages in one `start` chunk, and the
 * small chunks that Rolldown makes per set of pages merged while no page loads more than 30 KB of source it does not
 * need from one of them, nor more than 10 KB plus 10 KB per file it no longer fetches from all of them (about 5 KB
 * and 3 KB gzipped; 16 KB left the largest signed-in pages 0.3 KB under their 170 KB budget, 10 KB saves
 * 0.5 KB there for 0.15 more files per page on average). Lighthouse's slow 4G showed a signed-in page's largest paint bound by round trips, not bytes or
 * CPU: with the round trip cut from 150 to 40 ms it fell from 2.1 to 1.2 s, with no CPU slowdown only to 2.05 s. A
 * file less saves a round trip on one of six connections (150 ms), against some 5 ms per KB gzipped. The first
 * limits (4, 2 and 1.5 KB) left /feed 20 files; now 14, at the same bytes (bench/README.md).
 */
/** The public sign-in and sign-up pages, which share the signed-in pages' forms but not their budget. */
const AUTH = /[\\/]pages[\\/]auth[\\/](LoginPage|SignupPage)\.tsx$/;

const app = (ctx: Rolldown.ChunkingContext, id: string) =>
  appChunks(ctx, id, {
    lean: LEAN,
    library: (i) => LIBRARIES.find((group) => group.test(i))?.name,
    libraries: LIBRARIES.map((group) => group.name),
    dropped: (i) => SCHEMAS.test(i),
    limits: { chunk: 30_000, route: 10_000, perRequest: 10_000 },
    // Sign-in and sign-up are public pages with a budget of their own (budgets.json): a merge may add them little.
    tight: { entries: AUTH, limits: { chunk: 2_000, route: 2_000, perRequest: 2_000 } },
  });

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

// The client lives in src/client; `npm run dev` proxies API calls to the Fastify server in watch mode.
export default defineConfig({
  root: 'src/client',
  // The icons, copied as they are to the build's root (/icon.svg, drawn by scripts/app-icons.mjs); the web app
  // manifest is written by vite-plugin-pwa below.
  publicDir: 'public',
  plugins: [
    // Fast Refresh in `npm run dev`: an edit to a component keeps the page and its state.
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies beside every text asset (not source maps), served as they are by @fastify/static.
    compression({
      include: /\.(html|css|js|mjs|svg|json|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
    prerender(),
    // Issue 37: an installable app whose shell and chunks are kept on the device (client/sw.ts, Workbox). Registered
    // by lib/pwa.ts once someone signs in; a new version takes over on the next navigation.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Vowline',
        short_name: 'Vowline',
        description: 'Plan your wedding with the people you love, and share it with everyone else.',
        start_url: '/feed',
        scope: '/',
        display: 'standalone',
        theme_color: '#9c3d5d',
        background_color: '#fffdfb',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css}', 'index.html', 'app/*.html', '*.{png,svg}'],
        // The rich text editor's chunk is the largest; nothing the app loads is left out.
        maximumFileSizeToCacheInBytes: 4_000_000,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // All the app's CSS is 7 KB gzipped: one stylesheet, cached across pages, instead of five or six render-blocking
    // requests before a page's first paint (Lighthouse, bench/README.md).
    cssCodeSplit: false,
    // The manifest feeds the JS budget check (scripts/check-budgets.ts).
    manifest: true,
    rolldownOptions: {
      // The shared body schemas (src/shared/*Schemas.ts) only define values: the barrels (planning.ts, site.ts...)
      // re-export them, and without this every page that reads a text from a barrel would carry the schemas and all
      // of zod. The browser validates with shared/inputRules.ts (zod/mini) instead.
      treeshake: { moduleSideEffects: (id: string) => (SCHEMAS.test(id) ? false : undefined) },
      output: {
        // Shared libraries get chunks of their own with stable names (budgets.json can name them), so that route
        // chunks never carry a copy and a deploy that changes only the app leaves them cached. A group of higher
        // priority takes its modules first. Then the app's own chunks, each module where scripts/chunking.ts put it
        // (not its imports too: those have their own place).
        codeSplitting: {
          groups: [
            ...LIBRARIES.map((group, i) => ({ ...group, priority: LIBRARIES.length + 1 - i })),
            { name: (id, ctx) => app(ctx, id).chunkOf(id) ?? null, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      // The API's paths, not the client's own modules under src/client/api/ (served as /api/http.ts and so on).
      '^/api/v\\d+/': api,
      '/auth': api,
      '/media': api,
      '/healthz': api,
      '/ws': { target: api.replace('http', 'ws'), ws: true },
    },
  },
});
