import { codeFlow, type FlowResult, type Http } from '../support/oidcFlow';
import { PASSWORD } from './api';
import type { TestServer } from './helper';

// The embedded provider's code flow through `app.inject`, for the server tests of issue 11.

export const CLIENT_ID = 'vowline-web';

export function injectHttp(server: TestServer): Http {
  return async (method, url, init = {}) => {
    const u = new URL(url);
    const res = await server.app.inject({
      method: method as 'GET' | 'POST',
      url: u.pathname + u.search,
      headers: { accept: 'text/html', ...init.headers },
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
  };
}

/** The sign-in form's action on the embedded provider's page. */
export const signInAction = (html: string) => html.match(/action="(\/auth\/interaction\/[^"]+\/login)"/)?.[1];

export async function embeddedDiscovery(server: TestServer) {
  const res = await server.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
  return res.json() as { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
}

/** Signs `email` in at the embedded provider and returns its tokens. */
export async function embeddedTokens(
  server: TestServer,
  email: string,
  options: { password?: string; nonce?: string } = {},
): Promise<FlowResult> {
  return codeFlow({
    http: injectHttp(server),
    discovery: await embeddedDiscovery(server),
    clientId: CLIENT_ID,
    redirectUri: `${server.config.publicUrl}/login/callback`,
    ...(options.nonce ? { nonce: options.nonce } : {}),
    signIn: (_url, html) => {
      const action = signInAction(html);
      return action ? { url: action, body: { email, password: options.password ?? PASSWORD } } : null;
    },
  });
}
