import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { oidcSecrets } from '../db/schema';

// The embedded provider's secrets are made on the first start and kept in the database, so every instance signs with
// the same keys and a restart signs no one out. Two instances starting together both try to insert; one wins and
// both read the winner's.

async function kept<T>(db: Db, kind: string, make: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(oidcSecrets).where(eq(oidcSecrets.kind, kind)).limit(1))[0];
  const found = await read();
  if (found) return found.material as T;
  await db
    .insert(oidcSecrets)
    .values({ kind, material: await make() })
    .onConflictDoNothing();
  return (await read())!.material as T;
}

/** The private JWKS the provider signs ID tokens with: ES256 (P-256), made in milliseconds where RSA takes a second. */
export function signingKeys(db: Db): Promise<{ keys: JWK[] }> {
  return kept(db, 'jwks', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' }] };
  });
}

/** The keys the provider signs its cookies with. */
export function cookieKeys(db: Db): Promise<string[]> {
  return kept(db, 'cookies', async () => [randomBytes(32).toString('base64url')]);
}
