import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_SHELLS, appShellOf } from '../../shared/appShells';
import { PRERENDERED_PAGES, prerenderedPage } from '../../shared/prerendered';
import { HttpError } from '../lib/problem';
import { htmlPage } from '../lib/routeSchemas';
import { pageStatus } from '../services/pageExists';

const API_PREFIXES = ['/api/', '/auth/', '/ws', '/media/', '/healthz', '/readyz'];

// Serves the built client; any other GET that wants HTML gets index.html so client routes deep-link. The public pages
// pre-rendered at build (shared/prerendered.ts) get their own HTML, which paints before any script runs; the signed-in
// pages of shared/appShells.ts get index.html naming the chunks they need, which then load beside the entry.
export default fp(async (app) => {
  const root = app.config.clientDir;
  const hasClient = existsSync(path.join(root, 'index.html'));
  const prerendered = new Set(
    Object.values(PRERENDERED_PAGES).filter((page) => existsSync(path.join(root, 'prerendered', `${page}.html`))),
  );
  const shells = new Set(Object.keys(APP_SHELLS).filter((name) => existsSync(path.join(root, 'app', `${name}.html`))));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent, never compressed again.
      preCompressed: true,
      // The ETag alone revalidates a page; fingerprinted assets are never revalidated at all.
      lastModified: false,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const noRoute = (request: FastifyRequest) =>
    new HttpError(404, `No route for ${request.method} ${request.url.split('?')[0]}.`);
  if (hasClient) {
    // A route rather than part of the not-found handler, so it names its permission like every other route and the
    // authorization matrix sees it.
    app.get(
      '/*',
      { config: { permission: 'public' }, schema: { response: { 200: htmlPage, 404: htmlPage } } },
      async (request, reply) => {
        const url = request.url;
        const isApi = API_PREFIXES.some((p) => url.startsWith(p));
        // A missing file (an old chunk after a deploy) must 404, not come back as HTML the browser cannot run.
        const isFile = /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
        if (isApi || isFile) throw noRoute(request);
        const urlPath = url.split('?')[0] ?? '/';
        const page = prerenderedPage(urlPath);
        const shell = appShellOf(urlPath);
        const file =
          page && prerendered.has(page)
            ? `prerendered/${page}.html`
            : shell && shells.has(shell)
              ? `app/${shell}.html`
              : 'index.html';
        // An address no page has, or naming a wedding, post or person that does not exist, is a 404 with the same HTML:
        // the client shows its not-found page, and crawlers and link checkers see the truth.
        const status = await pageStatus(app.database.db, urlPath);
        // @fastify/static would replace the header with its own default (public, max-age=0) without cacheControl: false.
        return reply.code(status).header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
      },
    );
  }
  app.setNotFoundHandler((request) => {
    throw noRoute(request);
  });
});
