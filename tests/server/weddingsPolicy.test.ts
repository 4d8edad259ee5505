import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { weddingInvites } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import type { Wedding } from '../../src/shared/weddings';
import { bearer, expectProblem, multipart, type SignedUp, signUp, tinyPng } from './api';
import { startTestServer, type TestServer } from './helper';
import { addFollow, addMember, setUpWedding } from './weddingsSupport';

// The authorization matrix: every wedding endpoint, called by every kind of user, on a wedding of its own.

const ROLES = ['anonymous', 'stranger', 'requested', 'follower', 'member', 'couple', 'otherCouple'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

/** Arranged fresh for each call, so no call changes what the next one sees. */
interface World {
  wedding: Wedding;
  inviteId: string;
}

interface Endpoint {
  method: InjectOptions['method'];
  /** The route as registered, to check it exists. */
  route: string;
  url: (w: World) => string;
  body?: (w: World) => Partial<InjectOptions>;
  expected: Expected;
}

const everyone = (signedIn: number): Expected => ({
  anonymous: 401,
  stranger: signedIn,
  requested: signedIn,
  follower: signedIn,
  member: signedIn,
  couple: signedIn,
  otherCouple: signedIn,
});
const only = (allowed: Partial<Expected>): Expected => ({
  anonymous: 401,
  stranger: 403,
  requested: 403,
  follower: 403,
  member: 403,
  couple: 403,
  otherCouple: 403,
  ...allowed,
});
const coupleOnly = (status: number) => only({ couple: status });
const followersAndMembers = only({ follower: 200, member: 200, couple: 200 });

let server: TestServer;
const users = {} as Record<Exclude<Role, 'anonymous'>, SignedUp>;
let invites = 0;

const json = (payload: unknown) => () => ({ payload: payload as InjectOptions['payload'] });
const base = '/api/v1/accounts/:id';
const endpoints: Endpoint[] = [
  { method: 'GET', route: `${base}/`, url: (w) => `/api/v1/accounts/${w.wedding.id}/`, expected: everyone(200) },
  {
    method: 'GET',
    route: `${base}/`,
    url: (w) => `/api/v1/accounts/${w.wedding.slug}/`,
    expected: everyone(200),
  },
  {
    method: 'PATCH',
    route: `${base}/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/`,
    body: json({ name: 'Renamed' }),
    expected: coupleOnly(200),
  },
  {
    method: 'POST',
    route: `${base}/cover/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/cover/`,
    body: () => {
      const { payload, headers } = multipart([
        { field: 'cover', filename: 'c.png', contentType: 'image/png', data: tinyPng() },
      ]);
      return { payload, headers };
    },
    expected: coupleOnly(200),
  },
  {
    method: 'GET',
    route: `${base}/members/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/members/`,
    expected: only({ member: 200, couple: 200 }),
  },
  {
    method: 'GET',
    route: `${base}/invites/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/invites/`,
    expected: coupleOnly(200),
  },
  {
    method: 'POST',
    route: `${base}/invites/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/invites/`,
    body: () => json({ email: `matrix-${++invites}@example.com`, role: 'friend' })(),
    expected: coupleOnly(201),
  },
  {
    method: 'GET',
    route: `${base}/followers/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/`,
    expected: followersAndMembers,
  },
  {
    method: 'POST',
    route: `${base}/followers/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/`,
    body: json({}),
    expected: { ...everyone(201), requested: 200, follower: 200, couple: 403 },
  },
  {
    method: 'DELETE',
    route: `${base}/unfollow/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/unfollow/`,
    expected: everyone(204),
  },
  {
    method: 'GET',
    route: `${base}/followers/requests/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/`,
    expected: coupleOnly(200),
  },
  {
    method: 'POST',
    route: `${base}/followers/requests/:userId/approve/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/${users.requested.user.id}/approve/`,
    expected: coupleOnly(200),
  },
  {
    method: 'POST',
    route: `${base}/followers/requests/:userId/decline/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/followers/requests/${users.requested.user.id}/decline/`,
    expected: coupleOnly(200),
  },
  {
    method: 'GET',
    route: `${base}/feed/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/feed/`,
    expected: followersAndMembers,
  },
  {
    method: 'GET',
    route: `${base}/guest-info/`,
    url: (w) => `/api/v1/accounts/${w.wedding.id}/guest-info/`,
    expected: followersAndMembers,
  },
  {
    method: 'POST',
    route: '/api/v1/account-invites/:id/resend/',
    url: (w) => `/api/v1/account-invites/${w.inviteId}/resend/`,
    expected: coupleOnly(200),
  },
];

beforeAll(async () => {
  server = await startTestServer();
  const names = ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous');
  const signed = await Promise.all(names.map((name) => signUp(server, { first_name: name })));
  names.forEach((name, i) => {
    users[name] = signed[i]!;
  });
  await setUpWedding(server, users.otherCouple.access_token);
});
afterAll(() => server.close());

async function arrange(): Promise<World> {
  const wedding = await setUpWedding(server, users.couple.access_token);
  await addMember(server, wedding.id, users.member.user.id, 'planner');
  await addFollow(server, wedding.id, users.requested.user.id, 'requested');
  await addFollow(server, wedding.id, users.follower.user.id, 'approved');
  const [invite] = await server.database.db
    .insert(weddingInvites)
    .values({
      weddingId: wedding.id,
      email: `pending-${wedding.id}@example.com`,
      role: 'friend',
      tokenHash: hashToken(wedding.id),
      invitedBy: users.couple.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: weddingInvites.id });
  return { wedding, inviteId: invite!.id };
}

function request(endpoint: Endpoint, world: World, role: Role) {
  const extra = endpoint.body?.(world) ?? {};
  const auth = role === 'anonymous' ? {} : bearer(users[role].access_token);
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.url(world),
    ...extra,
    headers: { ...(extra.headers ?? {}), ...auth },
  });
}

describe('every wedding endpoint with every role', () => {
  const cases = endpoints.flatMap((endpoint) =>
    ROLES.map((role) => ({ endpoint, role, status: endpoint.expected[role] })),
  );
  test.each(cases)('$endpoint.method $endpoint.route as $role → $status', async ({ endpoint, role, status }) => {
    const world = await arrange();
    const res = await request(endpoint, world, role);
    if (status >= 400) expectProblem(res, status);
    else expect(res.statusCode, res.body).toBe(status);
  });

  test.each(endpoints)('$method $route exists as registered', ({ method, route }) => {
    expect(server.app.hasRoute({ method: method as 'GET', url: route })).toBe(true);
  });
});

describe('a wedding that does not exist', () => {
  const missing: World = {
    wedding: { id: '00000000-0000-4000-8000-000000000000', slug: 'no-such-wedding' } as Wedding,
    inviteId: '00000000-0000-4000-8000-000000000000',
  };
  test.each(endpoints)('$method $route is a 404 for the couple of another wedding', async (endpoint) => {
    expectProblem(await request(endpoint, missing, 'couple'), 404);
  });
  test.each(endpoints)('$method $route is still a 401 without a token', async (endpoint) => {
    expectProblem(await request(endpoint, missing, 'anonymous'), 401);
  });
});

describe('endpoints that are not about one wedding', () => {
  test.each([
    ['GET', '/api/v1/accounts/', undefined, 200],
    ['POST', '/api/v1/accounts/set-up/', { name: 'Matrix', date: '2031-01-01' }, 201],
    ['POST', '/api/v1/accounts/slug-exists/', { slug: 'matrix' }, 200],
    ['GET', '/api/v1/account-invites/', undefined, 200],
  ] as const)('%s %s needs a token and takes anyone with one', async (method, url, payload, status) => {
    const anon = await server.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expectProblem(anon, 401);
    const res = await server.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: bearer(users.stranger.access_token),
    });
    expect(res.statusCode, res.body).toBe(status);
  });

  test('roles are public reference data', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/accounts/roles/' })).statusCode).toBe(200);
  });
});

describe('bodies that are not what an endpoint reads', () => {
  const bodied = (w: World) =>
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

  test('malformed JSON is a 400 problem on every endpoint that reads a body', async () => {
    const world = await arrange();
    for (const [method, url] of bodied(world)) {
      const res = await server.app.inject({
        method,
        url,
        payload: '{"name": "Ann',
        headers: { 'content-type': 'application/json', ...bearer(users.couple.access_token) },
      });
      expectProblem(res, 400);
    }
  });

  test('a JSON body over 64 KB is a 413 problem, and nothing is created', async () => {
    const world = await arrange();
    const before = (
      await server.app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(users.couple.access_token) })
    ).json().count;
    for (const [method, url] of bodied(world)) {
      const res = await server.app.inject({
        method,
        url,
        payload: { name: 'x'.repeat(70 * 1024), date: '2031-01-01' },
        headers: bearer(users.couple.access_token),
      });
      expectProblem(res, 413);
    }
    const after = (
      await server.app.inject({ method: 'GET', url: '/api/v1/accounts/', headers: bearer(users.couple.access_token) })
    ).json().count;
    expect(after).toBe(before);
  });
});
