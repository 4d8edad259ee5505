import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'jose';
import { freePort } from './freePort';

// A second OpenID provider, separate from the app: a tiny oidc-provider in a process of its own on another port,
// playing the external provider (OIDC_ISSUER) in tests. Its accounts and its signing key come from the test, so the
// test can both run a real code flow against it and sign tokens of its own with the same key. Its sign-in page signs
// in whoever `login_hint` names, at once (the external provider's own sign-in is not what is tested).

export interface ExternalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface ExternalProviderSettings {
  clientId: string;
  redirectUris: string[];
  /** A private JWK (with kid and alg) the provider signs ID tokens with. */
  key: JWK;
  accounts: ExternalAccount[];
  /** Registers the client as confidential (client_secret_basic) with this secret, as Google's web clients are. */
  clientSecret?: string;
}

export interface ExternalProvider {
  issuer: string;
  stop(): Promise<void>;
}

export async function startExternalProvider(settings: ExternalProviderSettings): Promise<ExternalProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, EXTERNAL_PROVIDER: JSON.stringify({ ...settings, issuer, port }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`external provider did not start: ${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`external provider exited with ${code}: ${stderr}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function serve(raw: string): Promise<void> {
  const { default: Provider } = await import('oidc-provider');
  const s = JSON.parse(raw) as ExternalProviderSettings & { issuer: string; port: number };
  const provider = new Provider(s.issuer, {
    clients: [
      {
        client_id: s.clientId,
        ...(s.clientSecret
          ? { client_secret: s.clientSecret, token_endpoint_auth_method: 'client_secret_basic' as const }
          : { token_endpoint_auth_method: 'none' as const }),
        redirect_uris: s.redirectUris,
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [s.key] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const account = s.accounts.find((a) => a.sub === sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const accountId = String(details.params.login_hint ?? '');
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId } });
  });
  provider.listen(s.port, '127.0.0.1', () => console.log('listening'));
  process.on('SIGTERM', () => process.exit(0));
}

if (process.env.EXTERNAL_PROVIDER) void serve(process.env.EXTERNAL_PROVIDER);
