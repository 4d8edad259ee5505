import { importJWK, SignJWT } from 'jose';
import { signingKeys } from '../../../../src/server/oidc/secrets';
import { type SignedUp, signUp } from '../../api';
import { defineArea } from '../area';
import { anyone, signedIn } from '../roles';

// Sign-in through the embedded OpenID provider (issue 11). Its sign-in page answers only the browser holding the
// interaction cookie the provider set for that uid (tests/server/oidc*.test.ts drive the whole flow); without it every
// role gets the "sign-in expired" page. The provider's own endpoints under /oidc are middleware, not routes.
// convert-token and /v1/profile/me are tested in depth in tests/server/oidcConvert.test.ts.

const UID = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const NONCE = 'matrix-nonce';

interface World {
  /**
   * ID tokens of the embedded provider for an account no role uses, signed with the provider's own key; one per call,
   * since convert-token takes each token once.
   */
  idTokens: string[];
}

let spare: Promise<SignedUp> | undefined;

export default defineArea<World>({
  async arrange(ctx) {
    spare ??= signUp(ctx.server, { first_name: 'Oidc' });
    const [key] = (await signingKeys(ctx.server.database.db)).keys;
    const now = Math.floor(Date.now() / 1000);
    const sign = async () =>
      new SignJWT({ email: (await spare!).email, email_verified: false, nonce: NONCE })
        .setProtectedHeader({ alg: 'ES256', kid: String(key!.kid) })
        .setIssuer(`${ctx.server.config.publicUrl}/oidc`)
        .setAudience(ctx.server.config.oidc.clientId)
        .setSubject((await spare!).user.id)
        .setJti(crypto.randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(await importJWK(key!, 'ES256'));
    return { idTokens: await Promise.all(Array.from({ length: 12 }, sign)) };
  },
  rows: [
    {
      method: 'POST',
      route: '/auth/convert-token',
      url: () => '/auth/convert-token',
      body: (w) => ({ id_token: w.idTokens.shift(), nonce: NONCE }),
      expected: anyone(200),
    },
    { method: 'GET', route: '/v1/profile/me', url: () => '/v1/profile/me', expected: signedIn(200) },
    // A confidential client's discovery and token endpoint (routes/auth/tokenProxy.ts): without OIDC_ISSUER and
    // OIDC_CLIENT_SECRET, as here, the browser talks to the provider itself and both are a 404 for everyone.
    // tests/server/oidcConfidential.test.ts runs them against a real external provider.
    {
      method: 'GET',
      route: '/auth/oidc-configuration',
      url: () => '/auth/oidc-configuration',
      expected: anyone(404),
    },
    {
      method: 'POST',
      route: '/auth/oidc-token',
      url: () => '/auth/oidc-token',
      body: () => ({ grant_type: 'authorization_code', code: 'made-up' }),
      expected: anyone(404),
    },
    { method: 'GET', route: '/auth/provider.css', url: () => '/auth/provider.css', expected: anyone(200) },
    {
      method: 'GET',
      route: '/auth/interaction/:uid',
      url: () => `/auth/interaction/${UID}`,
      expected: anyone(400),
    },
    {
      method: 'POST',
      route: '/auth/interaction/:uid/login',
      url: () => `/auth/interaction/${UID}/login`,
      body: () => ({ email: 'someone@example.com', password: 'correct horse' }),
      expected: anyone(400),
    },
    {
      method: 'POST',
      route: '/auth/interaction/:uid/abort',
      url: () => `/auth/interaction/${UID}/abort`,
      expected: anyone(400),
    },
  ],
});
