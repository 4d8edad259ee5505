import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeProtectedHeader } from 'jose';
import { z } from 'zod';
import { deviceName } from '../../lib/device';
import { hitLimit } from '../../lib/rateLimit';
import { someObject } from '../../lib/routeSchemas';
import { claimIdToken } from '../../oidc/tokenUses';
import { checkAccessToken, discovered, embeddedKeys, type Verifier, verifyIdToken } from '../../oidc/verify';
import { mailVerification } from '../../services/emailVerification';
import { accountForClaims } from '../../services/oidcAccounts';
import { issueToken } from '../../services/users';

// POST /auth/convert-token: the provider's ID token (and, optionally, its access token) in, a Vowline access token
// out, like POST /auth/token. The token is checked against the issuer's keys, this client, its expiry, its age
// (ID_TOKEN_MAX_AGE_S), the nonce the client sent (required) and its single use (oidc/tokenUses.ts); then the account is found, linked or made (oidcAccounts.ts).

const REQUIRED = 'This field is required.';
const convertBody = z.object({
  id_token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(16_384),
  access_token: z.string().min(1).max(16_384).optional(),
  // The nonce binds the ID token to the browser that started the sign-in; without it a token from elsewhere would do.
  nonce: z.string({ error: REQUIRED }).min(1, REQUIRED).max(512),
});

const convert: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { provider } = app.oidc;
  const verifier: Verifier = {
    issuer: app.oidc.issuer,
    clientId: app.oidc.clientId,
    ...(provider
      ? {
          keys: embeddedKeys(db),
          async accessTokenSubject(accessToken: string) {
            const found = await provider.AccessToken.find(accessToken).catch(() => undefined);
            return found && found.clientId === app.oidc.clientId ? (found.accountId ?? null) : null;
          },
        }
      : discovered(app.oidc.issuer)),
  };

  /** The embedded provider's grant behind its access token, so that signing the device out ends the grant too. */
  async function providerGrant(accessToken: string, subject: string): Promise<string | undefined> {
    const found = await provider?.AccessToken.find(accessToken).catch(() => undefined);
    return found && found.accountId === subject && found.clientId === app.oidc.clientId ? found.grantId : undefined;
  }

  app.post(
    '/convert-token',
    { config: { permission: 'public' }, schema: { body: convertBody, response: { 200: someObject() } } },
    async (request) => {
      await hitLimit(db, `login:ip:${request.ip}`, app.config.limits.loginPerIp);
      const body = request.body;
      const claims = await verifyIdToken(verifier, body.id_token, body.nonce);
      if (body.access_token) {
        await checkAccessToken(verifier, claims, body.access_token, decodeProtectedHeader(body.id_token).alg ?? '');
      }
      const device = deviceName(request.headers['user-agent']);
      const grant = provider && body.access_token ? await providerGrant(body.access_token, claims.sub) : undefined;
      const { token, user, created } = await accountForClaims(
        db,
        { issuer: verifier.issuer, embedded: app.oidc.provider !== null },
        claims,
        async (tx, row, isNew) => {
          await claimIdToken(tx, verifier.issuer, claims, body.id_token);
          return { token: await issueToken(tx, row, device, grant), user: row, created: isNew };
        },
      );
      // A new account whose address the provider does not vouch for proves it like any sign-up: by the mailed link.
      if (created && !user.emailVerifiedAt) {
        await mailVerification(db, app, user).catch((error) =>
          request.log.error({ err: error }, 'verification mail failed'),
        );
      }
      return token;
    },
  );
};

export default convert;
