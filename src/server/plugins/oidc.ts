import middie from '@fastify/middie';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { createProvider, embeddedIssuer, OIDC_MOUNT } from '../oidc/provider';
import interactionRoutes from '../routes/auth/interaction';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who issues the ID tokens POST /auth/convert-token accepts, for which client; `provider` when embedded. */
    oidc: { issuer: string; clientId: string; provider: Provider | null };
  }
}

// The embedded OpenID provider is a Koa app; @fastify/middie runs it as middleware for everything under /oidc, before
// Fastify parses any body (the provider reads its own). With OIDC_ISSUER set, an external provider is used instead
// and nothing is mounted.
export default fp(async (app) => {
  const { config } = app;
  if (config.oidc.issuer) {
    app.decorate('oidc', { issuer: config.oidc.issuer, clientId: config.oidc.clientId, provider: null });
    return;
  }
  const provider = await createProvider(config, app.database.db);
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));
  await app.register(middie);
  app.use(OIDC_MOUNT, provider.callback());
  app.decorate('oidc', { issuer: embeddedIssuer(config), clientId: config.oidc.clientId, provider });
  await app.register(interactionRoutes, { prefix: '/auth', provider });
});
