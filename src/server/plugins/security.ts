import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

// The policy the built app passes: everything from our own origin, images also from data: and blob: previews.
export default fp(async (app) => {
  const origins = [...new Set([app.config.publicUrl, ...app.config.allowedOrigins])];
  // An external OpenID provider (OIDC_ISSUER): the page reads its discovery and calls its token endpoint.
  const issuer = app.config.oidc.issuer ? [new URL(app.config.oidc.issuer).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // An answer made for one signed-in person is never kept by a browser or a shared cache.
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
