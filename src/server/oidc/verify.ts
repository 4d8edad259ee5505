import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { ID_TOKEN_MAX_AGE_S } from '../../shared/constants';
import type { Db } from '../db/client';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { discoveredEndpoint, discoveryDocument } from './discovery';
import { signingKeys } from './secrets';

// Checks an ID token the way POST /auth/convert-token needs: signed by the issuer's keys (the embedded provider's from
// the database, an external one's from its discovery document), for this client, unexpired, issued at most
// ID_TOKEN_MAX_AGE_S ago, and carrying the nonce the client sent. Any failure is a 401 that says what to do.

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  azp?: string;
}

export interface Verifier {
  issuer: string;
  clientId: string;
  keys: () => Promise<JWTVerifyGetKey>;
  /** Whose access token this is at the provider (its subject), or null when the provider does not know it. */
  accessTokenSubject: (accessToken: string) => Promise<string | null>;
}

const refused = (detail: string) => new HttpError(401, detail);
const NOT_VERIFIED = authMessages.signInNotVerified;

/** The embedded provider's public keys, read from the database once per process. */
export function embeddedKeys(db: Db): () => Promise<JWTVerifyGetKey> {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  return () => {
    keys ??= signingKeys(db).then((set) =>
      createLocalJWKSet({
        keys: set.keys.map(({ d: _d, ...pub }) => pub),
      } as JSONWebKeySet),
    );
    return keys;
  };
}

/**
 * An external issuer's keys and userinfo endpoint, found through its discovery document (see discovery.ts).
 */
export function discovered(issuer: string): Pick<Verifier, 'keys' | 'accessTokenSubject'> {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = () => {
    keys ??= discoveredEndpoint(issuer, 'jwks_uri').then(
      (uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: 5000 }),
      (error: unknown) => {
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };
  return {
    keys: load,
    async accessTokenSubject(accessToken) {
      const userinfo = (await discoveryDocument(issuer)).userinfo_endpoint;
      if (!userinfo) return null;
      const res = await fetch(userinfo, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (!res?.ok) return null;
      const body = (await res.json().catch(() => ({}))) as { sub?: unknown };
      return typeof body.sub === 'string' ? body.sub : null;
    },
  };
}

export async function verifyIdToken(verifier: Verifier, idToken: string, nonce: string): Promise<IdTokenClaims> {
  const keys = await verifier.keys();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: verifier.issuer,
      audience: verifier.clientId,
      maxTokenAge: ID_TOKEN_MAX_AGE_S,
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: 60,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused(authMessages.signInExpired);
    if (error instanceof errors.JOSEError) throw refused(NOT_VERIFIED);
    if (error instanceof HttpError) throw error;
    throw refused(NOT_VERIFIED);
  }
  const claims = payload as IdTokenClaims;
  // Several audiences: the token must have been issued to this client (OpenID Connect Core 3.1.3.7).
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== verifier.clientId)
    throw refused(NOT_VERIFIED);
  if (claims.nonce !== nonce) throw refused(NOT_VERIFIED);
  if (typeof claims.sub !== 'string' || !claims.sub) throw refused(NOT_VERIFIED);
  return claims;
}

/**
 * An access token sent with the ID token must be the same person's: by its `at_hash` when the ID token has one, else
 * by asking the provider whose it is.
 */
export async function checkAccessToken(
  verifier: Verifier,
  claims: IdTokenClaims,
  accessToken: string,
  alg: string,
): Promise<void> {
  if (typeof claims.at_hash === 'string') {
    const bits = alg.endsWith('384') ? 'sha384' : alg.endsWith('512') ? 'sha512' : 'sha256';
    const digest = createHash(bits).update(accessToken).digest();
    if (digest.subarray(0, digest.length / 2).toString('base64url') !== claims.at_hash) throw refused(NOT_VERIFIED);
    return;
  }
  if ((await verifier.accessTokenSubject(accessToken)) !== claims.sub) throw refused(NOT_VERIFIED);
}
