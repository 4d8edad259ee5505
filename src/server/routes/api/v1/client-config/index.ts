import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { someObject } from '../../../../lib/routeSchemas';

// What the client reads from the server's settings at run time (the build is the same for every deployment).
const clientConfig: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { permission: 'public' }, schema: { response: { 200: someObject() } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({
        about_url: app.config.aboutUrl,
        marketing_url: app.config.marketingUrl,
        // Where the avatar in the public header signs in (issue 11): the embedded provider or OIDC_ISSUER.
        // With a client secret the browser reads the provider's discovery from this app, whose token endpoint adds the
        // secret (routes/auth/tokenProxy.ts).
        oidc: {
          authority: app.oidc.issuer,
          client_id: app.oidc.clientId,
          ...(app.config.oidc.issuer && app.config.oidc.clientSecret
            ? { metadata_url: `${app.config.publicUrl}/auth/oidc-configuration` }
            : {}),
        },
      }),
  );
};

export default clientConfig;
