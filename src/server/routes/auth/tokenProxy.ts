import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/problem';
import { hitLimit } from '../../lib/rateLimit';
import { FORM, formFields, problemSchema, someObject } from '../../lib/routeSchemas';
import { discoveredEndpoint, discoveryDocument, providerAway } from '../../oidc/discovery';

// A confidential client (OIDC_CLIENT_SECRET; Google's and most Keycloak web clients): the browser must not hold the
// secret, so its code and refresh grants come here and the server forwards them to the provider's token endpoint with
// the client's credentials added. oidc-client-ts is pointed here by the discovery document this app serves, the
// provider's own with `token_endpoint` replaced (GET /auth/oidc-configuration). Without a secret, or with the embedded
// provider, both answer 404: the browser talks to the provider itself.

export const TOKEN_PROXY_PATH = '/auth/oidc-token';
const GRANTS = new Set(['authorization_code', 'refresh_token']);
const FORWARDED = ['grant_type', 'code', 'code_verifier', 'redirect_uri', 'refresh_token', 'scope'] as const;
const NO_PROXY = 'This sign-in provider is reached directly.';

const tokenProxy: FastifyPluginAsyncZod = async (app) => {
  const { issuer, clientId, clientSecret } = app.config.oidc;
  const secret = issuer && clientSecret ? clientSecret : null;
  // Only called with a secret, so only when an external issuer is configured.
  const discover = async () => {
    const tokenEndpoint = await discoveredEndpoint(issuer!, 'token_endpoint');
    return { ...(await discoveryDocument(issuer!)), token_endpoint: tokenEndpoint };
  };

  // The token endpoint speaks forms (RFC 6749 §4.1.3); only this scope parses them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/oidc-configuration',
    { config: { permission: 'public' }, schema: { response: { 200: someObject() } } },
    async (_request, reply) => {
      if (!secret) throw new HttpError(404, NO_PROXY);
      const doc = await discover();
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ ...doc, token_endpoint: `${app.config.publicUrl}${TOKEN_PROXY_PATH}` });
    },
  );

  app.post(
    '/oidc-token',
    {
      config: { permission: 'public' },
      schema: {
        summary: 'The OAuth token endpoint of an external provider, with the app’s client secret added.',
        body: formFields({
          grant_type: 'authorization_code or refresh_token.',
          code: 'The authorization code.',
          code_verifier: 'The PKCE verifier.',
          refresh_token: 'The refresh token.',
          client_id: 'The app’s client id.',
          redirect_uri: 'The redirect URI of the code request.',
        }),
        consumes: FORM,
        response: { '2xx': someObject(), 400: someObject({ error: z.string() }), '5xx': problemSchema },
      },
    },
    async (request, reply) => {
      if (!secret) throw new HttpError(404, NO_PROXY);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const grant = body.grant_type;
      if (typeof grant !== 'string' || !GRANTS.has(grant)) {
        return reply
          .code(400)
          .send({ error: 'unsupported_grant_type', error_description: 'Only the code and refresh grants.' });
      }
      if (body.client_id !== undefined && body.client_id !== clientId) {
        return reply.code(400).send({ error: 'invalid_client', error_description: 'This is not the app’s client.' });
      }
      // The secret stands in for no PKCE: a code exchange without its verifier could be a stolen code's.
      if (grant === 'authorization_code' && (typeof body.code_verifier !== 'string' || !body.code_verifier)) {
        return reply.code(400).send({ error: 'invalid_request', error_description: 'A code_verifier is required.' });
      }
      // A code exchange is a sign-in and shares its per-IP limit; a refresh renews a session already signed in (every
      // provider user about once an hour), so many people behind one address get a limit of their own, far higher.
      const { limits } = app.config;
      if (grant === 'refresh_token') await hitLimit(app.database.db, `refresh:ip:${request.ip}`, limits.refreshPerIp);
      else await hitLimit(app.database.db, `login:ip:${request.ip}`, limits.loginPerIp);
      const form = new URLSearchParams();
      for (const name of FORWARDED) {
        const value = body[name];
        if (typeof value === 'string') form.set(name, value);
      }
      const doc = await discover();
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      // client_secret_basic unless the provider says it takes only client_secret_post (RFC 8414's default is basic).
      const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic') || !methods.includes('client_secret_post')) {
        const encode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
        headers.authorization = `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
      } else {
        form.set('client_id', clientId);
        form.set('client_secret', secret);
      }
      const answer = await fetch(doc.token_endpoint, {
        method: 'POST',
        headers,
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw providerAway((error as Error).message);
      });
      const text = await answer.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new HttpError(503, 'The sign-in provider gave an answer that is not JSON.', undefined, {
          'Retry-After': '30',
        });
      }
      // The provider's own answer (its tokens, or its OAuth error) goes back as it came; a provider fault is a 503.
      const status = answer.status >= 500 ? 503 : answer.status;
      return reply
        .code(status as 200)
        .header('cache-control', 'no-store')
        .send(json as object);
    },
  );
};

export default tokenProxy;
