import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/shared/types';
import type { WeddingVendor } from '../../src/shared/vendors';
import { vendorMessages } from '../../src/shared/vendors';
import type { PublicPerson } from '../../src/shared/weddings';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

// The spec's paths (section 7) beside the ones the app grew: a wedding's vendors at /accounts/{id}/vendors/, and
// the people one may find at /users/.

let server: TestServer;
let couple: SignedUp;
let member: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server, { first_name: 'Ines', last_name: 'Quarry' });
  member = await signUp(server, { first_name: 'Milo', last_name: 'Quarry' });
});
afterAll(() => server.close());

describe('/accounts/{id}/vendors/', () => {
  test('lists and adds the same vendors as /account-vendors/?account=, by id or web address', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    await addMember(server, wedding.id, member.user.id);
    const made = await call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.slug}/vendors/`, {
      name: 'Bloom',
      category: 'florist',
      quoted_price: '1200',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ account: wedding.id, name: 'Bloom', quoted_price: '1200.00' });
    await call(server, couple.access_token, 'POST', '/api/v1/account-vendors/', {
      account: wedding.id,
      name: 'Band',
      category: 'band',
    });

    const spec = ok<Page<WeddingVendor>>(
      await call(server, couple.access_token, 'GET', `/api/v1/accounts/${wedding.id}/vendors/`),
    );
    const old = ok<Page<WeddingVendor>>(
      await call(server, couple.access_token, 'GET', `/api/v1/account-vendors/?account=${wedding.id}`),
    );
    expect(spec).toEqual(old);
    expect(spec.results.map((v) => v.name).sort()).toEqual(['Band', 'Bloom']);
    // A member sees the list without prices, on both paths alike.
    const seen = ok<Page<WeddingVendor>>(
      await call(server, member.access_token, 'GET', `/api/v1/accounts/${wedding.slug}/vendors/`),
    );
    expect(seen.results.find((v) => v.name === 'Bloom')?.quoted_price).toBeNull();
    // Only the couple adds; bad input gets the field's message; an unknown wedding is a 404.
    expectProblem(
      await call(server, member.access_token, 'POST', `/api/v1/accounts/${wedding.id}/vendors/`, {
        name: 'X',
        category: 'cake',
      }),
      403,
    );
    const bad = await call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/vendors/`, {
      name: 'Cake',
      category: 'cake',
      quoted_price: 'lots',
    });
    expect(expectProblem(bad, 400).errors).toEqual({ quoted_price: [vendorMessages.amountInvalid] });
    expectProblem(await call(server, couple.access_token, 'GET', '/api/v1/accounts/no-such-wedding/vendors/'), 404);
  });
});

describe('/users/', () => {
  const list = async (who: SignedUp, query: string) =>
    ok<Page<PublicPerson>>(await call(server, who.access_token, 'GET', `/api/v1/users/${query}`));

  test('finds people by name, paged, leaving out who hides from search and either side of a block', async () => {
    const viewer = await signUp(server, { first_name: 'Vik', last_name: 'Ostrander' });
    const names = ['Ada', 'Bea', 'Cy'];
    for (const first_name of names) await signUp(server, { first_name, last_name: 'Ostrander' });
    const hidden = await signUp(server, { first_name: 'Hal', last_name: 'Ostrander' });
    await call(server, hidden.access_token, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false });
    const blocker = await signUp(server, { first_name: 'Bo', last_name: 'Ostrander' });
    await call(server, blocker.access_token, 'POST', '/api/v1/users/me/blocks/', { user: viewer.user.id });
    const blocked = await signUp(server, { first_name: 'Di', last_name: 'Ostrander' });
    await call(server, viewer.access_token, 'POST', '/api/v1/users/me/blocks/', { user: blocked.user.id });

    const found = await list(viewer, '?s=ostrander&page_size=50');
    const fullNames = found.results.map((p) => p.full_name);
    expect(fullNames.sort()).toEqual(['Ada Ostrander', 'Bea Ostrander', 'Cy Ostrander', 'Vik Ostrander']);
    expect(found.count).toBe(4);
    expect(Object.keys(found.results[0]!).sort()).toEqual([
      'first_name',
      'full_name',
      'id',
      'image',
      'last_name',
      'slug',
    ]);

    const first = await list(viewer, '?s=ostrander&page_size=3');
    expect(first).toMatchObject({ count: 4, previous: null });
    expect(first.results).toHaveLength(3);
    const next = new URL(first.next!);
    const second = await list(viewer, next.search);
    expect(second.results).toHaveLength(1);
    expect([...first.results, ...second.results].map((p) => p.id).sort()).toEqual(
      found.results.map((p) => p.id).sort(),
    );
    // Hiding from search hides from others only.
    expect((await list(hidden, '?s=hal ostrander')).results.map((p) => p.full_name)).toContain('Hal Ostrander');
  });

  test('without a name, everyone the caller may find, by name', async () => {
    const viewer = await signUp(server, { first_name: 'Wren', last_name: 'Alone' });
    const hidden = await signUp(server, { first_name: 'Aaron', last_name: 'Hidden' });
    await call(server, hidden.access_token, 'PATCH', '/api/v1/users/me/visibility/', { searchable: false });
    const all = await list(viewer, '?page_size=50');
    const ids = all.results.map((p) => p.id);
    expect(ids).toContain(viewer.user.id);
    expect(ids).not.toContain(hidden.user.id);
    const sorted = [...all.results].sort(
      (a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name),
    );
    expect(all.results.map((p) => p.first_name)).toEqual(sorted.map((p) => p.first_name));
  });

  test('is for signed-in people', async () => {
    expectProblem(await server.app.inject({ method: 'GET', url: '/api/v1/users/' }), 401);
  });
});
