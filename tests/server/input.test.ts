import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BROKEN_MESSAGE, CONTROL_MESSAGE } from '../../src/server/lib/text';
import { fieldMessages } from '../../src/shared/messages';
import { planningMessages } from '../../src/shared/planningText';
import { bearer, expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';

// Issue "Fast and sturdy": a NUL or other control character in a path, query or body used to reach PostgreSQL and
// come back as a 500. It is refused at the edge with a 400 naming the field, before any query runs.

let server: TestServer;
let user: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ url, headers: bearer(user.access_token) });
const patchProfile = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'PATCH', url: '/api/v1/users/me/profile/', headers: bearer(user.access_token), payload });

describe('control characters', () => {
  test.each([
    ['a wedding id or slug', '/api/v1/accounts/ann-bob%00/', 'id'],
    ['a slug with a bell', '/api/v1/accounts/ann%07bob/', 'id'],
    ['a task id', '/api/v1/tasks/%00/', 'id'],
  ])('in the path (%s) is a 400 naming the parameter', async (_, url, field) => {
    expectProblem(await get(url), 400, { [field]: [CONTROL_MESSAGE] });
  });

  test('in the query is a 400 naming the parameter', async () => {
    expectProblem(await get('/api/v1/account-sections/?account=ann%00bob'), 400, { account: [CONTROL_MESSAGE] });
    expectProblem(await get('/api/v1/accounts/x/events/?from=2027-01-01%00'), 400, { from: [CONTROL_MESSAGE] });
  });

  test('in a body, at any depth, is a 400 naming the field', async () => {
    expectProblem(await patchProfile({ first_name: 'Ann\u0000' }), 400, { first_name: [CONTROL_MESSAGE] });
    expectProblem(await patchProfile({ first_name: 'Ann\u001b[31m' }), 400, { first_name: [CONTROL_MESSAGE] });
    const nested = await server.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/set-up/',
      headers: bearer(user.access_token),
      payload: { name: 'Ann', extra: { deep: ['ok', 'b\u0000d'] } },
    });
    expectProblem(nested, 400, { 'extra.deep.1': [CONTROL_MESSAGE] });
  });

  test('a refused name changes nothing', async () => {
    await patchProfile({ first_name: 'Ann\u0000' });
    const me = await get('/api/v1/users/me/');
    expect(me.json().first_name).toBe('Ann');
  });
});

describe('broken and invisible text', () => {
  test('a lone surrogate is refused, not silently changed', async () => {
    expectProblem(await patchProfile({ first_name: 'Ann\ud800' }), 400, { first_name: [BROKEN_MESSAGE] });
    // A real astral character (a pair) is fine.
    const ok = await patchProfile({ first_name: 'Ann 💍' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().first_name).toBe('Ann 💍');
  });

  test('a name of zero-width characters only is as empty as no name', async () => {
    expectProblem(await patchProfile({ first_name: '\u200b\u200c\u200d\ufeff' }), 400, {
      first_name: [fieldMessages.required],
    });
  });

  test('a name with a direction override is refused', async () => {
    expectProblem(await patchProfile({ last_name: 'Lee\u202eevil' }), 400, {
      last_name: [fieldMessages.directionOverride],
    });
  });

  test('line breaks and tabs in body text are allowed', async () => {
    const res = await patchProfile({ last_name: 'Lee\tJr' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('dates that are not dates', () => {
  let weddingId = '';
  beforeAll(async () => {
    const wedding = await server.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/set-up/',
      headers: bearer(user.access_token),
      payload: { name: 'Dates', date: '2031-06-14' },
    });
    expect(wedding.statusCode, wedding.body).toBe(201);
    weddingId = wedding.json().id;
  });

  test.each([
    ['an impossible day', 'from=2027-02-30&to=2027-03-01', ['from']],
    ['the word null', 'from=null&to=2027-03-01', ['from']],
    ['five-digit years', 'from=99999-01-01&to=99999-01-02', ['from', 'to']],
    ['an impossible end', 'from=2027-02-01&to=2027-02-30', ['to']],
  ])('%s in a calendar range is a 400 naming the field, not a 500', async (_, query, fields) => {
    const errors = Object.fromEntries(fields.map((field) => [field, [planningMessages.dateInvalid]]));
    expectProblem(await get(`/api/v1/accounts/${weddingId}/events/?${query}`), 400, errors);
  });
});
