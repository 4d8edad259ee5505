import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldMessages } from '../../src/shared/messages';
import { WEDDING_ROLES, type Wedding, weddingMessages as wm } from '../../src/shared/weddings';
import { expectProblem, mailText, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, invitationLink, setUpWedding, uniqueWedding } from './weddingsSupport';

let server: TestServer;
let ann: SignedUp;
let ben: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  [ann, ben] = await Promise.all([
    signUp(server, { first_name: 'Ann', last_name: 'Lee' }),
    signUp(server, { first_name: 'Ben', last_name: 'Cole' }),
  ]);
});
afterAll(() => server.close());

const setUp = (body: unknown, token: string | null = ann.access_token) =>
  call(server, token, 'POST', '/api/v1/accounts/set-up/', body);

describe('POST /api/v1/accounts/set-up/', () => {
  test('creates the wedding with the creator as one of the couple', async () => {
    const { name, slug } = uniqueWedding();
    const res = await setUp({ name, slug, date: '2031-06-14', role: 'G' });
    expect(res.statusCode, res.body).toBe(201);
    const wedding = res.json() as Wedding;
    expect(wedding).toMatchObject({
      slug,
      name,
      date: '2031-06-14',
      my_role: ['G'],
      site_cover_img: null,
      site_cover_cache_img: null,
      site_active: false,
      follow_policy: 'approval',
      is_following: false,
      follow_status: 'none',
      done_percentage: 0,
      followers_count: 0,
      posts_count: 0,
    });
    expect(wedding.couple).toEqual([
      {
        id: expect.any(String),
        auth_id: ann.user.id,
        role: 'G',
        slug: ann.user.slug,
        first_name: 'Ann',
        last_name: 'Lee',
        full_name: 'Ann Lee',
        image: null,
      },
    ]);
    expect(wedding.couple[0]!.id).not.toBe(ann.user.id);
    // No email of the couple is on the page.
    expect(res.body).not.toContain(ann.email);
  });

  test('without a slug, one is made from the name and kept unique', async () => {
    const first = await setUpWedding(server, ann.access_token, { name: 'Zoë & Émile', slug: undefined });
    const second = await setUpWedding(server, ben.access_token, { name: 'Zoe & Emile', slug: '' });
    expect(first.slug).toBe('zoe-emile');
    expect(second.slug).toBe('zoe-emile-2');
  });

  test('a slug already taken, in any case, is a 409 on slug', async () => {
    const taken = await setUpWedding(server, ann.access_token);
    const res = await setUp({ name: 'Copy', date: '2031-01-01', slug: taken.slug.toUpperCase() }, ben.access_token);
    expectProblem(res, 409, { slug: [wm.slugTaken] });
  });

  test('a reserved word is not a slug', async () => {
    expectProblem(await setUp({ name: 'X', date: '2031-01-01', slug: 'extras' }), 400, { slug: [wm.slugReserved] });
  });

  test('with a partner email, the partner is invited by mail with a link to accept', async () => {
    const partner = `partner-${Date.now()}@example.com`;
    const wedding = await setUpWedding(server, ann.access_token, { role: 'B', partner_email: partner.toUpperCase() });
    const { link } = await invitationLink(server, partner);
    expect(link).toMatch(/^http:\/\/localhost:3000\/accept-invite\?code=/);
    const invites = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/invites/`);
    expect(invites.json().results).toEqual([
      expect.objectContaining({ email: partner, role: 'G', role_label: 'Groom', status: 'pending', expired: false }),
    ]);
  });

  test.each([
    [{}, { name: [fieldMessages.required], date: [fieldMessages.required] }],
    [
      { name: '  ', date: '2031-02-30' },
      { name: [fieldMessages.required], date: [wm.dateInvalid] },
    ],
    [{ name: 'A', date: '14/06/2031' }, { date: [wm.dateInvalid] }],
    [{ name: 'A', date: '1899-12-31' }, { date: [wm.dateInvalid] }],
    [{ name: 'A', date: '2031-06-14', slug: 'Not A Slug!' }, { slug: [wm.slugFormat] }],
    [{ name: 'A', date: '2031-06-14', slug: 'ab' }, { slug: [wm.slugFormat] }],
    [{ name: 'A', date: '2031-06-14', slug: 'a--b' }, { slug: [wm.slugFormat] }],
    [{ name: 'A', date: '2031-06-14', role: 'planner' }, { role: [wm.coupleRoleInvalid] }],
    [{ name: 'A', date: '2031-06-14', partner_email: 'nope' }, { partner_email: [fieldMessages.emailInvalid] }],
    [{ name: 'A', date: '2031-06-14', follow_policy: 'everyone' }, { follow_policy: [wm.policyInvalid] }],
    [
      { name: 'x'.repeat(151), date: 20310614 },
      { name: ['Keep this under 150 characters.'], date: [fieldMessages.required] },
    ],
  ])('bad input %j is a 400 with field messages', async (body, errors) => {
    expectProblem(await setUp(body), 400, errors);
  });

  test('inviting yourself as the partner is refused', async () => {
    const res = await setUp({ ...uniqueWedding(), date: '2031-06-14', partner_email: ann.email });
    expectProblem(res, 400, { partner_email: [wm.partnerIsYou] });
  });

  test('needs a token', async () => {
    expectProblem(await setUp({ ...uniqueWedding(), date: '2031-06-14' }, null), 401);
  });
});

describe('POST /api/v1/accounts/slug-exists/', () => {
  const check = (slug: unknown) => call(server, ann.access_token, 'POST', '/api/v1/accounts/slug-exists/', { slug });

  test('a free slug is available as given', async () => {
    const { slug } = uniqueWedding('free');
    expect((await check(slug)).json()).toEqual({ is_available: true, slug });
  });

  test('free text is checked as the slug it becomes', async () => {
    const { slug } = uniqueWedding('typed');
    expect((await check(`  ${slug.toUpperCase()} `)).json()).toEqual({ is_available: true, slug });
  });

  test('a taken slug is not available, with a free one suggested', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const res = await check(wedding.slug);
    expect(res.json()).toEqual({ is_available: false, slug: `${wedding.slug}-2` });
  });

  test('reserved and too short slugs are not available', async () => {
    expect((await check('extras')).json()).toEqual({ is_available: false, slug: 'extras-2' });
    expect((await check('ab')).json()).toMatchObject({ is_available: false });
  });

  test('an empty slug is a 400; no token is a 401', async () => {
    expectProblem(await check(''), 400, { slug: [fieldMessages.required] });
    expectProblem(await call(server, null, 'POST', '/api/v1/accounts/slug-exists/', { slug: 'x' }), 401);
  });
});

describe('GET /api/v1/accounts/ and /api/v1/accounts/{slug or id}/', () => {
  test('lists only the weddings the user is a member of', async () => {
    const carl = await signUp(server, { first_name: 'Carl' });
    const own = await setUpWedding(server, carl.access_token, { date: '2032-01-01' });
    const sooner = await setUpWedding(server, carl.access_token, { date: '2030-01-01' });
    await setUpWedding(server, ann.access_token);
    const res = await call(server, carl.access_token, 'GET', '/api/v1/accounts/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results.map((w: Wedding) => w.id)).toEqual([sooner.id, own.id]);
  });

  test('a new user has none', async () => {
    const dee = await signUp(server, { first_name: 'Dee' });
    expect((await call(server, dee.access_token, 'GET', '/api/v1/accounts/')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  test('a wedding is found by slug in any case and by id, with the caller’s own role', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const bySlug = await call(server, ben.access_token, 'GET', `/api/v1/accounts/${wedding.slug.toUpperCase()}/`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: wedding.id, my_role: [], follow_status: 'none' });
    const byId = await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`);
    expect(byId.json()).toMatchObject({ slug: wedding.slug, my_role: ['B'] });
  });

  test('an unknown slug or id is a 404', async () => {
    expectProblem(await call(server, ann.access_token, 'GET', '/api/v1/accounts/no-such-wedding/'), 404);
    expectProblem(
      await call(server, ann.access_token, 'GET', '/api/v1/accounts/00000000-0000-4000-8000-000000000000/'),
      404,
    );
  });

  test('roles are listed with labels, the couple first', async () => {
    const res = await call(server, null, 'GET', '/api/v1/accounts/roles/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual(WEDDING_ROLES);
    expect(res.json().results.slice(0, 2)).toEqual([
      { code: 'B', label: 'Bride', is_couple: true },
      { code: 'G', label: 'Groom', is_couple: true },
    ]);
  });
});

describe('PATCH /api/v1/accounts/{id}/', () => {
  const patch = (id: string, body: unknown, token = ann.access_token) =>
    call(server, token, 'PATCH', `/api/v1/accounts/${id}/`, body);

  test('the couple changes name, date, slug and follow policy', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const { slug } = uniqueWedding('renamed');
    const res = await patch(wedding.id, { name: 'New name', date: '2033-03-03', slug, follow_policy: 'open' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New name', date: '2033-03-03', slug, follow_policy: 'open' });
    expect((await call(server, ann.access_token, 'GET', `/api/v1/accounts/${slug}/`)).json().name).toBe('New name');
    expectProblem(await call(server, ann.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/`), 404);
  });

  test('keeping the same slug is no conflict; another wedding’s slug is a 409', async () => {
    const a = await setUpWedding(server, ann.access_token);
    const b = await setUpWedding(server, ann.access_token);
    expect((await patch(a.id, { slug: a.slug, name: 'Same' })).statusCode).toBe(200);
    expectProblem(await patch(a.id, { slug: b.slug }), 409, { slug: [wm.slugTaken] });
  });

  test.each([
    [{}, { non_field_errors: [wm.nothingToChange] }],
    [{ name: '' }, { name: [fieldMessages.required] }],
    [{ date: '2031-13-01' }, { date: [wm.dateInvalid] }],
    [{ slug: 'Bad Slug' }, { slug: [wm.slugFormat] }],
    [{ follow_policy: 'nobody' }, { follow_policy: [wm.policyInvalid] }],
  ])('bad input %j is a 400', async (body, errors) => {
    const wedding = await setUpWedding(server, ann.access_token);
    expectProblem(await patch(wedding.id, body), 400, errors);
  });

  test('switching to the open policy lets every pending request in', async () => {
    const wedding = await setUpWedding(server, ann.access_token);
    const follow = await call(server, ben.access_token, 'POST', `/api/v1/accounts/${wedding.id}/followers/`, {});
    expect(follow.json().status).toBe('requested');
    await patch(wedding.id, { follow_policy: 'open' });
    const seen = await call(server, ben.access_token, 'GET', `/api/v1/accounts/${wedding.id}/`);
    expect(seen.json()).toMatchObject({ is_following: true, follow_status: 'following', followers_count: 1 });
  });
});

describe('invitation mail', () => {
  test('names the inviter and the wedding, and links to /accept-invite', async () => {
    const wedding = await setUpWedding(server, ann.access_token, { name: 'Ann & Ben' });
    const to = `helper-${Date.now()}@example.com`;
    const res = await call(server, ann.access_token, 'POST', `/api/v1/accounts/${wedding.id}/invites/`, {
      email: to,
      role: 'planner',
    });
    expect(res.statusCode, res.body).toBe(201);
    const eml = (await server.mails()).find((m) => m.toLowerCase().includes(`to: ${to}`))!;
    expect(eml).toMatch(/^Subject: Ann Lee invited you to Ann & Ben on Vowline$/m);
    const text = mailText(eml);
    expect(text).toContain('as Planner on the committee');
    expect(text).toMatch(/http:\/\/localhost:3000\/accept-invite\?code=\S+/);
  });
});
