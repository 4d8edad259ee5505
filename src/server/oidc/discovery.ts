import { HttpError } from '../lib/problem';

// An external provider's discovery document (OpenID Connect Discovery 1.0), fetched once per process and issuer and
// shared by whoever needs it: the ID-token check (its keys and userinfo endpoint) and the confidential client's token
// proxy (its token endpoint). A failure is forgotten, so the next request asks again, and it answers 503 with
// Retry-After: the provider is away, the request was fine.

export interface DiscoveryDocument {
  issuer?: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
  token_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
  [key: string]: unknown;
}

const documents = new Map<string, Promise<DiscoveryDocument>>();

export const providerAway = (detail: string) =>
  new HttpError(503, `The sign-in provider cannot be reached (${detail}).`, undefined, { 'Retry-After': '30' });

export function discoveryDocument(issuer: string): Promise<DiscoveryDocument> {
  let found = documents.get(issuer);
  if (!found) {
    found = (async () => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      return (await res.json()) as DiscoveryDocument;
    })().catch((error: unknown) => {
      documents.delete(issuer);
      throw providerAway((error as Error).message);
    });
    documents.set(issuer, found);
  }
  return found;
}

/** The document's `name` endpoint, or a 503 naming what the provider's document lacks. */
export async function discoveredEndpoint(issuer: string, name: 'jwks_uri' | 'token_endpoint'): Promise<string> {
  const value = (await discoveryDocument(issuer))[name];
  if (typeof value !== 'string') throw providerAway(`discovery names no ${name}`);
  return value;
}
