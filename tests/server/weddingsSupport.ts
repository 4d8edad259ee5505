import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { weddingFollows, weddingMembers } from '../../src/server/db/schema';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, mailText } from './api';
import type { TestServer } from './helper';

// Helpers the wedding test files share: calling the accounts API as someone, arranging standings directly.

let counter = 0;
/** A wedding name and slug no other test in the file uses. */
export function uniqueWedding(prefix = 'ann-and-ben'): { name: string; slug: string } {
  counter += 1;
  const slug = `${prefix}-${Date.now().toString(36)}-${counter}`;
  return { name: `Wedding ${slug}`, slug };
}

export function call(
  server: TestServer,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    headers: token ? bearer(token) : {},
  });
}

export async function setUpWedding(
  server: TestServer,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Wedding> {
  const res = await call(server, token, 'POST', '/api/v1/accounts/set-up/', {
    ...uniqueWedding(),
    date: '2031-06-14',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Wedding;
}

export async function addMember(server: TestServer, weddingId: string, userId: string, role = 'planner') {
  await server.database.db.insert(weddingMembers).values({ weddingId, userId, role });
}

export async function addFollow(
  server: TestServer,
  weddingId: string,
  userId: string,
  status: 'requested' | 'approved',
) {
  await server.database.db.insert(weddingFollows).values({ weddingId, userId, status });
}

/** The invitation link mailed to `to`, and its code. */
export async function invitationLink(server: TestServer, to: string): Promise<{ link: string; code: string }> {
  const raw = (await server.mails()).filter((eml) => eml.toLowerCase().includes(`to: ${to.toLowerCase()}`));
  expect(raw.length, `no mail to ${to}`).toBeGreaterThan(0);
  const text = mailText(raw.at(-1)!);
  const match = /http:\/\/localhost:3000\/accept-invite\?code=([A-Za-z0-9_%-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { link: match![0], code: decodeURIComponent(match![1]!) };
}
