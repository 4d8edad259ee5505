import type { FastifyPluginAsync } from 'fastify';

// What the client reads from the server's settings at run time (the build is the same for every deployment).
const clientConfig: FastifyPluginAsync = async (app) => {
  app.get('/', { config: { permission: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({
      about_url: app.config.aboutUrl,
      marketing_url: app.config.marketingUrl,
      // Where the avatar in the public header signs in (issue 11): the embedded provider or OIDC_ISSUER.
      oidc: { authority: app.oidc.issuer, client_id: app.oidc.clientId },
    }),
  );
};

export default clientConfig;
