import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACCESS_TOKEN_MAX_AGE_S } from '../../shared/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findById } from '../services/users';
import { postgresAdapter } from './adapter';
import { errorPage, logoutPage, signedOutPage } from './pages';
import { cookieKeys, signingKeys } from './secrets';

// The embedded OpenID provider (panva's oidc-provider), mounted at /oidc: Vowline's accounts are its accounts and
// Vowline's password check is its sign-in (routes/auth/interaction.ts). The app's own page is its one client, public
// (no secret, PKCE S256 required), whose consent is implied.

export const OIDC_SCOPE = 'openid email profile';
export const OIDC_MOUNT = '/oidc';
/** Where the client finishes a sign-in (a client route). */
export const CALLBACK_PATH = '/login/callback';

export const embeddedIssuer = (config: Config) => `${config.publicUrl}${OIDC_MOUNT}`;

function appOrigins(config: Config): string[] {
  return [...new Set([config.publicUrl, ...config.allowedOrigins])];
}

export async function createProvider(config: Config, db: Db): Promise<Provider> {
  const origins = appOrigins(config);
  const clientId = config.oidc.clientId;
  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
        redirect_uris: origins.map((o) => `${o}${CALLBACK_PATH}`),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    jwks: await signingKeys(db),
    cookies: {
      keys: await cookieKeys(db),
      long: { sameSite: 'lax', httpOnly: true },
      short: { sameSite: 'lax', httpOnly: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Claims asked for by scope go into the ID token too: convert-token reads the email from it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: signedOutPage },
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    // Silent renewal uses the refresh token (no iframe, which the app's frame-ancestors 'none' forbids).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: ACCESS_TOKEN_MAX_AGE_S * 52,
      Session: ACCESS_TOKEN_MAX_AGE_S * 2,
      RefreshToken: ACCESS_TOKEN_MAX_AGE_S * 2,
    },
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    // The first-party client needs no consent screen: its grant is made on the spot for the scopes it asks.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? OIDC_SCOPE));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const row = await findById(db, sub).catch(() => undefined);
      if (!row || row.deletedAt) return undefined;
      return {
        accountId: row.id,
        async claims() {
          return {
            sub: row.id,
            email: row.email,
            email_verified: row.emailVerifiedAt !== null,
            name: `${row.firstName} ${row.lastName}`.trim(),
            given_name: row.firstName,
            family_name: row.lastName,
            ...(row.image ? { picture: new URL(row.image, config.publicUrl).href } : {}),
          };
        },
      };
    },
    renderError: errorPage,
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  // Behind a proxy that TRUST_PROXY names, its X-Forwarded-Proto tells the provider the address is https.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
