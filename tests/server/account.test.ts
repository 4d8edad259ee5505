import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPendingExports } from '../../src/server/services/dataExport';
import { sendDigests, sendNotificationMails } from '../../src/server/services/notificationMails';
import { accountMessages } from '../../src/shared/accountSchemas';
import { fieldMessages } from '../../src/shared/messages';
import { expectProblem, login, mailText, me, PASSWORD, signUp, uniqueEmail } from './api';
import type { TestServer } from './helper';
import { startTestServer } from './helper';
import { ok } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

// The account area through the API: email change, devices, weddings, notification settings and mails, the data
// download and deleting an account.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Mails to `to`, besides the verification link every sign-up mails (emailVerification.test.ts tests those). */
const mailsTo = async (to: string) =>
  (await server.mails())
    .filter((m) => m.includes(`To: ${to}`))
    .map(mailText)
    .filter((text) => !text.includes('/verify-email?token='));
const deps = () => ({ mailer: server.app.mailer, config: server.config });

describe('email change', () => {
  test('confirmation to the new address, notice to the old, nothing changes until confirmed, one use only', async () => {
    const ann = await signUp(server);
    const next = uniqueEmail('ann-new');
    const asked = await call(server, ann.access_token, 'POST', '/api/v1/users/me/email/', {
      email: next,
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((await me(server, ann.access_token)).json().email).toBe(ann.email);
    expect(
      ok<{ pending_email: string }>(await call(server, ann.access_token, 'GET', '/api/v1/users/me/account/')),
    ).toMatchObject({ pending_email: next, sign_in_methods: [{ kind: 'password' }] });
    const [confirm] = await mailsTo(next);
    expect((await mailsTo(ann.email))[0]).toContain(`change its email to ${next}`);
    const token = decodeURIComponent(/confirm_email=([^\s]+)/.exec(confirm!)![1]!);
    expect(ok(await call(server, null, 'POST', '/api/v1/users/email/confirm/', { token }))).toEqual({ email: next });
    expect((await me(server, ann.access_token)).json().email).toBe(next);
    expect((await login(server, next, PASSWORD)).statusCode).toBe(200);
    expectProblem(await call(server, null, 'POST', '/api/v1/users/email/confirm/', { token }), 400, {
      token: [accountMessages.emailLinkUsed],
    });
    expectProblem(await call(server, null, 'POST', '/api/v1/users/email/confirm/', { token: 'nope' }), 400, {
      token: [accountMessages.emailLinkInvalid],
    });
  });

  test('a taken email and a wrong password are field errors', async () => {
    const [ann, bo] = [await signUp(server), await signUp(server)];
    const url = '/api/v1/users/me/email/';
    expectProblem(await call(server, ann.access_token, 'POST', url, { email: bo.email, password: PASSWORD }), 400, {
      email: [fieldMessages.emailTaken],
    });
    expectProblem(
      await call(server, ann.access_token, 'POST', url, { email: uniqueEmail(), password: 'wrong!' }),
      400,
      {
        password: [accountMessages.wrongPassword],
      },
    );
  });
});

test('devices: each signed-in device is listed, and signing one out makes its next request a 401', async () => {
  const ann = await signUp(server);
  const phone = (await login(server, ann.email, PASSWORD)).json().access_token as string;
  expect((await me(server, phone)).statusCode).toBe(200); // cached now
  const { results } = ok<{ results: { id: string; current: boolean; device: string }[] }>(
    await call(server, ann.access_token, 'GET', '/api/v1/users/me/sessions/'),
  );
  expect(results).toHaveLength(2);
  const other = results.find((r) => !r.current)!;
  ok(await call(server, ann.access_token, 'DELETE', `/api/v1/users/me/sessions/${other.id}/`), 204);
  expect((await me(server, phone)).statusCode).toBe(401);
  expect((await me(server, ann.access_token)).statusCode).toBe(200);
  // Someone else's device is as unknown as a missing one.
  const bo = await signUp(server);
  expect((await call(server, bo.access_token, 'DELETE', `/api/v1/users/me/sessions/${other.id}/`)).statusCode).toBe(
    404,
  );
});

test('weddings: roles, invitations, requests; a committee member leaves, the only couple member cannot', async () => {
  const [ann, cy] = [await signUp(server), await signUp(server)];
  const wedding = await setUpWedding(server, ann.access_token);
  await addMember(server, wedding.id, cy.user.id, 'planner');
  const other = await setUpWedding(server, ann.access_token);
  ok(
    await call(server, cy.access_token, 'POST', `/api/v1/accounts/${other.id}/followers/`, {
      account: other.id,
      user: cy.user.id,
    }),
    201,
  );
  const mine = ok<{ memberships: { id: string; role: string }[]; follow_requests: { wedding_id: string }[] }>(
    await call(server, cy.access_token, 'GET', '/api/v1/users/me/weddings/'),
  );
  expect(mine.memberships).toEqual([expect.objectContaining({ id: wedding.id, role: 'planner', is_couple: false })]);
  expect(mine.follow_requests.map((r) => r.wedding_id)).toEqual([other.id]);
  const leave = (token: string) => call(server, token, 'POST', `/api/v1/users/me/weddings/${wedding.id}/leave/`);
  expectProblem(await leave(ann.access_token), 409);
  expect((await leave(ann.access_token)).json().detail).toBe(accountMessages.onlyCoupleMember);
  ok(await leave(cy.access_token), 204);
  expect((await leave(cy.access_token)).statusCode).toBe(404);
  // The couple hears of it, with a link to the people page that no longer lists them.
  const told = ok<{ results: { kind: string; text: string; link: string }[] }>(
    await call(server, ann.access_token, 'GET', '/api/v1/notifications/'),
  ).results.filter((n) => n.kind === 'member_left');
  expect(told).toEqual([
    expect.objectContaining({ text: `${cy.user.first_name} ${cy.user.last_name} left ${wedding.name}.` }),
  ]);
  expect(told[0]!.link).toBe(`/wedding/${wedding.slug}/people`);
});

describe('notification settings', () => {
  test('mail for likes off: a like sends none; on: it sends one; the digest gathers instead', async () => {
    const [ann, bo, liker] = [await signUp(server), await signUp(server), await signUp(server)];
    const settings = ok<{ prefs: Record<string, { app: boolean; mail: boolean }>; digest: boolean }>(
      await call(server, ann.access_token, 'GET', '/api/v1/users/me/settings/'),
    );
    expect(settings.prefs.likes).toEqual({ app: true, mail: true });
    ok(
      await call(server, ann.access_token, 'PUT', '/api/v1/users/me/settings/', {
        prefs: { likes: { app: true, mail: false } },
      }),
    );
    expectProblem(
      await call(server, ann.access_token, 'PUT', '/api/v1/users/me/settings/', { prefs: { nope: {} } }),
      400,
    );
    const postOf = async (token: string) =>
      ok<{ id: string }>(await call(server, token, 'POST', '/api/v1/posts/', { text: 'Hello' }), 201);
    const [annPost, boPost] = [await postOf(ann.access_token), await postOf(bo.access_token)];
    for (const p of [annPost, boPost])
      ok(await call(server, liker.access_token, 'POST', '/api/v1/likes/post', { post: p.id }));
    await sendNotificationMails(server.database.db, deps());
    expect(await mailsTo(bo.email)).toEqual([expect.stringContaining('liked your post')]);
    expect(await mailsTo(ann.email)).toEqual([]);
    // In-app still on for Ann.
    expect(ok<{ count: number }>(await call(server, ann.access_token, 'GET', '/api/v1/notifications/')).count).toBe(1);
    // Bo takes the digest: comments wait for it, and one mail gathers them.
    ok(await call(server, bo.access_token, 'PUT', '/api/v1/users/me/settings/', { prefs: {}, digest: true }));
    for (const text of ['one', 'two']) {
      ok(await call(server, liker.access_token, 'POST', '/api/v1/post-comments/', { post: boPost.id, text }), 201);
    }
    await sendNotificationMails(server.database.db, deps());
    expect(await mailsTo(bo.email)).toHaveLength(1);
    expect(await sendDigests(server.database.db, deps())).toBe(1);
    const digest = (await mailsTo(bo.email))[1]!;
    expect(digest).toMatch(/2 new notifications|commented/);
    expect(await sendDigests(server.database.db, deps())).toBe(0);
  });
});

test('download my data: built in the background, a ZIP with the profile, the posts and the messages', async () => {
  const ann = await signUp(server, { first_name: 'Zip' });
  const friend = await signUp(server);
  ok(await call(server, ann.access_token, 'POST', '/api/v1/posts/', { text: 'My own words' }), 201);
  ok(await call(server, ann.access_token, 'POST', '/api/v1/threads/', { people: [friend.user.id], text: 'Psst' }), 201);
  const asked = ok<{ id: string; status: string }>(
    await call(server, ann.access_token, 'POST', '/api/v1/users/me/export/'),
    202,
  );
  expect(asked.status).toBe('pending');
  expectProblem(await call(server, ann.access_token, 'GET', `/api/v1/users/me/export/${asked.id}/download/`), 409);
  expect(await buildPendingExports(server.database.db, server.app.media.store)).toBe(1);
  expect(
    ok<{ export: { status: string } }>(await call(server, ann.access_token, 'GET', '/api/v1/users/me/export/')).export
      .status,
  ).toBe('ready');
  const res = await call(server, ann.access_token, 'GET', `/api/v1/users/me/export/${asked.id}/download/`);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ first_name: 'Zip', email: ann.email });
  expect(JSON.parse(strFromU8(files['posts.json']!))).toEqual([expect.objectContaining({ text: 'My own words' })]);
  expect(JSON.parse(strFromU8(files['messages.json']!))).toEqual([expect.objectContaining({ text: 'Psst' })]);
  const bo = await signUp(server);
  expect((await call(server, bo.access_token, 'GET', `/api/v1/users/me/export/${asked.id}/download/`)).statusCode).toBe(
    404,
  );
});

/** Every column that points at a user, and how many rows still name this one. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const { rows: columns } = await server.database.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT kcu.table_name, kcu.column_name FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name
    WHERE ccu.table_name = 'users' AND ccu.column_name = 'id'`);
  const found: Record<string, number> = {};
  for (const c of columns) {
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(c.table_name)} WHERE ${sql.identifier(c.column_name)} = ${userId}`,
    );
    if (rows[0]!.n) found[`${c.table_name}.${c.column_name}`] = rows[0]!.n;
  }
  return found;
}

describe('delete my account', () => {
  test('a wrong password is refused and nothing changes', async () => {
    const ann = await signUp(server);
    expectProblem(await call(server, ann.access_token, 'DELETE', '/api/v1/users/me/', { password: 'wrong!' }), 400, {
      password: [accountMessages.wrongPassword],
    });
    expect((await me(server, ann.access_token)).statusCode).toBe(200);
  });

  test('removes what is theirs, keeps the shared wedding whole under "Former member", signs out every device', async () => {
    const [ann, bo, fan] = [await signUp(server, { first_name: 'Ann' }), await signUp(server), await signUp(server)];
    const shared = await setUpWedding(server, ann.access_token);
    await addMember(server, shared.id, bo.user.id, 'B');
    const alone = await setUpWedding(server, ann.access_token);
    const phone = (await login(server, ann.email, PASSWORD)).json().access_token as string;
    const post = ok<{ id: string }>(
      await call(server, ann.access_token, 'POST', '/api/v1/posts/', { text: 'Bye' }),
      201,
    );
    const boPost = ok<{ id: string }>(
      await call(server, bo.access_token, 'POST', '/api/v1/posts/', { text: 'Hi' }),
      201,
    );
    ok(await call(server, ann.access_token, 'POST', '/api/v1/likes/post', { post: boPost.id }));
    ok(await call(server, ann.access_token, 'POST', '/api/v1/post-comments/', { post: boPost.id, text: 'x' }), 201);
    ok(await call(server, fan.access_token, 'POST', '/api/v1/likes/post', { post: post.id }));
    ok(await call(server, ann.access_token, 'PUT', '/api/v1/users/me/settings/', { prefs: {}, digest: true }));
    ok(await call(server, ann.access_token, 'POST', '/api/v1/users/me/export/'), 202);
    // A conversation: Bo has one unread message from Ann, and a list of Ann's names her.
    ok(
      await call(server, ann.access_token, 'POST', '/api/v1/threads/', { people: [bo.user.id], text: 'See you' }),
      201,
    );
    const annList = ok<{ id: string }>(
      await call(server, ann.access_token, 'POST', '/api/v1/lists/', { name: 'Mine', is_private: true }),
      201,
    );
    expect(annList.id).toEqual(expect.any(String));
    expect(ok<{ unread_messages_count: number }>(await me(server, bo.access_token)).unread_messages_count).toBe(1);
    ok(await call(server, ann.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    // Her message went with her, and Bo's unread count with it.
    expect(ok<{ unread_messages_count: number }>(await me(server, bo.access_token)).unread_messages_count).toBe(0);
    // The tombstone is nobody to find or to suggest, though it still sits in Bo's wedding.
    const found = ok<{ people: { results: { id: string }[] } }>(
      await call(server, bo.access_token, 'GET', '/api/v1/search/?s=Former%20member'),
    );
    expect(found.people.results.map((p) => p.id)).not.toContain(ann.user.id);
    const suggested = ok<{ results: { id?: string; user?: { id: string } }[] }>(
      await call(server, bo.access_token, 'GET', '/api/v1/users/me/suggestions/'),
    );
    expect(JSON.stringify(suggested.results)).not.toContain(ann.user.id);

    expect((await login(server, ann.email, PASSWORD)).statusCode).toBe(400);
    expect((await me(server, ann.access_token)).statusCode).toBe(401);
    expect((await me(server, phone)).statusCode).toBe(401);
    expect((await call(server, bo.access_token, 'GET', `/api/v1/posts/${post.id}/`)).statusCode).toBe(404);
    expect(
      ok<{ likes_count: number; comments_count: number }>(
        await call(server, bo.access_token, 'GET', `/api/v1/posts/${boPost.id}/`),
      ),
    ).toMatchObject({ likes_count: 0, comments_count: 0 });
    // The shared wedding keeps its couple: the partner's half and a "Former member".
    const wedding = ok<{ couple: { first_name?: string; full_name?: string }[] }>(
      await call(server, bo.access_token, 'GET', `/api/v1/accounts/${shared.id}/`),
    );
    expect(JSON.stringify(wedding.couple)).toContain('Former');
    expect((await call(server, bo.access_token, 'GET', `/api/v1/accounts/${alone.id}/`)).statusCode).toBe(404);
    // The census: only the tombstone's place in the shared wedding (and what it wrote there) names them.
    const left = await rowsNaming(ann.user.id);
    expect(Object.keys(left).sort()).toEqual([
      'access_tokens.user_id',
      'wedding_members.user_id',
      'weddings.created_by',
    ]);
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = ${ann.user.id} AND revoked_at IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
