import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weddingInvites } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { setUpWedding } from './weddingsSupport';

// Bodies that are not what a wedding endpoint reads: malformed JSON and oversized bodies are problems, never a 500,
// and change nothing.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server, { first_name: 'Cora' });
});
afterAll(() => server.close());

async function arrange(): Promise<{ wedding: Wedding; inviteId: string }> {
  const wedding = await setUpWedding(server, couple.access_token);
  const [invite] = await server.database.db
    .insert(weddingInvites)
    .values({
      weddingId: wedding.id,
      email: `pending-${wedding.id}@example.com`,
      role: 'friend',
      tokenHash: hashToken(wedding.id),
      invitedBy: couple.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: weddingInvites.id });
  return { wedding, inviteId: invite!.id };
}

const bodied = (w: { wedding: Wedding; inviteId: string }) =>
  [
    ['POST', '/api/v1/accounts/set-up/'],
    ['POST', '/api/v1/accounts/slug-exists/'],
    ['PATCH', `/api/v1/accounts/${w.wedding.id}/`],
    ['POST', `/api/v1/accounts/${w.wedding.id}/followers/`],
    ['POST', `/api/v1/accounts/${w.wedding.id}/invites/`],
    ['POST', `/api/v1/account-invites/${w.inviteId}/response/`],
    ['POST', '/api/v1/account-invites/accept/'],
    ['POST', '/api/v1/account-invites/preview/'],
  ] as const;

const myWeddings = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(couple.access_token) })).json()
    .count as number;

describe('bodies that are not what an endpoint reads', () => {
  test('malformed JSON is a 400 problem on every endpoint that reads a body', async () => {
    const world = await arrange();
    for (const [method, url] of bodied(world)) {
      const res = await server.app.inject({
        method,
        url,
        payload: '{"name": "Ann',
        headers: { 'content-type': 'application/json', ...bearer(couple.access_token) },
      });
      expectProblem(res, 400);
    }
  });

  test('a JSON body over 64 KB is a 413 problem, and nothing is created', async () => {
    const world = await arrange();
    const before = await myWeddings();
    for (const [method, url] of bodied(world)) {
      const res = await server.app.inject({
        method,
        url,
        payload: { name: 'x'.repeat(70 * 1024), date: '2031-01-01' },
        headers: bearer(couple.access_token),
      });
      expectProblem(res, 413);
    }
    expect(await myWeddings()).toBe(before);
  });
});
