import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HEAD_SCRIPT } from '../../shared/headScript';
import { OIDC_MOUNT } from '../oidc/provider';
import { isDocsRoute } from './docs';

/** The hash of the one inline <style> the API reference (@fastify/swagger-ui 5) adds. */
export const DOCS_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** The socket origins of the app's own addresses: the page may open a WebSocket to these and nowhere else. */
export function socketOrigins(origins: string[]): string[] {
  return origins.flatMap((origin) => {
    try {
      const url = new URL(origin);
      return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
    } catch {
      return [];
    }
  });
}

/** Where the built client's fingerprinted files are served (plugins/spa.ts). */
const ASSETS = '/assets/';
/** The JSON API and the health checks: data, not pages. */
const API = '/api/';
const HEALTH = ['/healthz', '/readyz'];

// Browser features the app never uses are switched off for it and anything it might embed.
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * The headers helmet would set, worked out once. They do not depend on the request, and @fastify/helmet rebuilt
 * helmet's whole middleware on every request (a measurable share of a signed-in request's time), so the app sets
 * this fixed list instead.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

// The policy the built app passes: everything from our own origin, images also from data: and blob: previews.
export default fp(async (app) => {
  const origins = [...new Set([app.config.publicUrl, ...app.config.allowedOrigins])];
  // An external OpenID provider (OIDC_ISSUER): the page reads its discovery and calls its token endpoint.
  const issuer = app.config.oidc.issuer ? [new URL(app.config.oidc.issuer).origin] : [];
  // A CDN in front of the media bucket (MEDIA_PUBLIC_URL): /media/{id} sends public images there.
  const cdn = app.config.media.publicUrl ? [new URL(app.config.media.publicUrl).origin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The pages' one inline script (shared/headScript.ts), allowed by its hash and nothing else.
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...cdn],
        connectSrc: ["'self'", ...socketOrigins(origins), ...issuer],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same refusal to be framed as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // The built scripts and the stylesheet are not documents: a policy for a page (what it may load, frame or use) means
  // nothing on them, and a signed-in page fetches some 30 of them, each carrying the page's kilobyte of headers (on a
  // slow phone network, 20 KB before the first paint). They keep what applies to a subresource.
  const assetHeaders = {
    'x-content-type-options': headers['x-content-type-options']!,
    'cross-origin-resource-policy': headers['cross-origin-resource-policy']!,
  };
  // An API answer is data, never a page: what OWASP's REST cheat sheet asks of one. Were it opened as a document, its
  // policy lets it load nothing and be framed by nothing; the page policy's kilobyte (three quarters of a typical
  // answer's headers) went with every call a phone made.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': headers['x-content-type-options']!,
    'x-frame-options': headers['x-frame-options']!,
    'strict-transport-security': headers['strict-transport-security']!,
    'referrer-policy': headers['referrer-policy']!,
    'cross-origin-resource-policy': headers['cross-origin-resource-policy']!,
  };
  // The API reference (@fastify/swagger-ui) adds one <style> element of its own; its page alone allows that one by
  // its hash, with no 'unsafe-inline' (positions set from script go through the CSSOM, which CSP does not govern).
  // A new swagger-ui whose style differs fails tests/e2e/apiDocs.spec.ts with the new hash in the console error.
  const docsHeaders = {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.replace(
      "style-src 'self'",
      `style-src 'self' '${DOCS_STYLE_HASH}'`,
    ),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith(ASSETS)) {
      reply.headers(assetHeaders);
      done();
      return;
    }
    if (isDocsRoute(url.split('?')[0] ?? url)) {
      reply.headers(docsHeaders);
      done();
      return;
    }
    const isApi = url.startsWith(API) || HEALTH.includes(url);
    reply.headers(isApi ? apiHeaders : headers);
    // The embedded OpenID provider (a Koa app under /oidc, run by middie) writes its answers to the raw response,
    // past Fastify's reply: its pages get the same headers there.
    if (url === OIDC_MOUNT || url.startsWith(`${OIDC_MOUNT}/`)) {
      for (const name of Object.keys(headers)) reply.raw.setHeader(name, headers[name]!);
    }
    // An answer made for one signed-in person is never kept by a browser or a shared cache; a route that sets its own
    // Cache-Control later replaces this.
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    done();
  });
});
