import { createHash, randomBytes } from 'node:crypto';

// The authorization code flow with PKCE S256, driven request by request the way a browser would (a cookie jar,
// redirects followed by hand), so that server tests can get real ID tokens from the embedded provider (through
// `app.inject`) or from a separately started one (through fetch).

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
export type Http = (
  method: string,
  url: string,
  init?: { headers?: Record<string, string>; body?: string },
) => Promise<HttpAnswer>;

/** `fetch` as an Http, redirects left to the caller. */
export const fetchHttp: Http = async (method, url, init = {}) => {
  const res = await fetch(url, { method, headers: init.headers, body: init.body, redirect: 'manual' });
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  return { status: res.status, headers, body: await res.text() };
};

export interface FlowOptions {
  http: Http;
  /** The provider's discovery document, read before. */
  discovery: { authorization_endpoint: string; token_endpoint: string; end_session_endpoint?: string };
  clientId: string;
  redirectUri: string;
  /** Answers the provider's sign-in page (its URL and HTML) with the request that signs in. */
  signIn: (url: string, html: string) => { url: string; body: Record<string, string> } | null;
  nonce?: string;
  /** More authorization request parameters (`login_hint`). */
  extraParams?: Record<string, string>;
}

export interface FlowResult {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  nonce: string;
  /** The browser's cookies at the provider after the sign-in (its session cookie among them). */
  cookies: string;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: HttpAnswer['headers']): void {
    const raw = headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function codeFlow(options: FlowOptions): Promise<FlowResult> {
  const { http, discovery } = options;
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(12).toString('base64url');
  const nonce = options.nonce ?? randomBytes(12).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  for (const [k, v] of Object.entries({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...options.extraParams,
  })) {
    authorize.searchParams.set(k, v);
  }
  let url = authorize.href;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await http(method, url, { headers, ...(body !== undefined ? { body } : {}) });
    jar.take(answer.headers);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
      const next = new URL(location, url);
      if (next.href.startsWith(options.redirectUri)) {
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`The provider answered the client with ${next.search}`);
        if (next.searchParams.get('state') !== state) throw new Error('The state came back changed.');
        return { ...(await exchange(options, code, verifier)), nonce, cookies: jar.header() };
      }
      url = next.href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const form = answer.status === 200 ? options.signIn(url, answer.body) : null;
    if (!form) throw new Error(`Stuck at ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
    url = new URL(form.url, url).href;
    method = 'POST';
    body = new URLSearchParams(form.body).toString();
  }
  throw new Error('Too many redirects in the code flow.');
}

async function exchange(options: FlowOptions, code: string, verifier: string) {
  const answer = await options.http('POST', options.discovery.token_endpoint, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (answer.status !== 200) throw new Error(`Token endpoint: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as Omit<FlowResult, 'nonce' | 'cookies'>;
}
