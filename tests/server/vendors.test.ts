import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OwnBusiness, VendorClient, WeddingVendor } from '../../src/shared/vendors';
import { vendorMessages } from '../../src/shared/vendors';
import { expectProblem, type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { addMember, call, setUpWedding } from './weddingsSupport';

// Vendors end to end through the API: a photographer registers, a couple links them, sets expectations with two
// run-of-show items and a deposit; the vendor sees only what concerns them; others see no prices.

let server: TestServer;
let couple: SignedUp;
let photographer: SignedUp;
let otherVendor: SignedUp;
let planner: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  const [a, b, c, d] = await Promise.all(
    ['Ann', 'Pia', 'Otto', 'Cleo'].map((first_name) => signUp(server, { first_name })),
  );
  [couple, photographer, otherVendor, planner] = [a!, b!, c!, d!];
});
afterAll(() => server.close());

const as = (user: SignedUp) => user.access_token;

describe('bad input', () => {
  test('a business with a bad email, website and category gets every field error', async () => {
    const res = await call(server, as(photographer), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Lens',
      category: 'juggler',
      email: 'not-an-email',
      website: 'http://',
      price_min: '500',
      price_max: '100',
    });
    const body = expectProblem(res, 400);
    expect(body.errors).toMatchObject({
      category: [vendorMessages.categoryInvalid],
      email: ['Valid email required.'],
      website: [vendorMessages.websiteInvalid],
    });
  });

  test('a city served must be one of the reference list; its accents and case may differ', async () => {
    const res = await call(server, as(photographer), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Lens',
      category: 'photography',
      cities: ['Lisbon', 'Qwertyuiopolis'],
    });
    expect(expectProblem(res, 400).errors).toEqual({ cities: [vendorMessages.cityUnknown('Qwertyuiopolis')] });
    const made = await call(server, as(photographer), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Lens',
      category: 'photography',
      cities: ['lisbon', 'Sao Paulo'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const patched = await call(server, as(photographer), 'PATCH', `/api/v1/vendor/vendors/${made.json().id}/`, {
      cities: ['Nowhereville-on-Sea'],
    });
    expect(expectProblem(patched, 400).errors).toEqual({
      cities: [vendorMessages.cityUnknown('Nowhereville-on-Sea')],
    });
  });

  test('a wedding vendor with a bad amount or status is refused with field errors', async () => {
    const wedding = await setUpWedding(server, as(couple));
    const res = await call(server, as(couple), 'POST', '/api/v1/account-vendors/', {
      account: wedding.id,
      name: 'Caterer',
      category: 'catering',
      status: 'maybe',
      quoted_price: '-5',
    });
    expect(expectProblem(res, 400).errors).toMatchObject({
      status: [vendorMessages.statusInvalid],
      quoted_price: [vendorMessages.amountInvalid],
    });
  });
});

describe('money, in the funds format', () => {
  test('amounts go in and come out as decimal text beside their currency, in its own decimals', async () => {
    const wedding = await setUpWedding(server, as(couple));
    const made = await call(server, as(couple), 'POST', '/api/v1/account-vendors/', {
      account: wedding.id,
      name: 'Hall',
      category: 'venue',
      currency: 'jpy',
      quoted_price: '240000',
      deposit_amount: '1,000',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      currency: 'JPY',
      quoted_price: '240000',
      deposit_amount: '1000',
      amount_paid: '0',
    });
    const id = made.json().id as string;

    const patched = await call(server, as(couple), 'PATCH', `/api/v1/account-vendors/${id}/`, {
      currency: 'EUR',
      quoted_price: '2400.5',
      amount_paid: '',
    });
    expect(patched.json()).toMatchObject({ currency: 'EUR', quoted_price: '2400.50', amount_paid: '0.00' });
    const read = await call(server, as(couple), 'GET', `/api/v1/account-vendors/${id}/`);
    expect(read.json()).toMatchObject({ quoted_price: '2400.50', deposit_amount: '1000.00' });

    for (const [body, field, message] of [
      [{ quoted_price: 240000 }, 'quoted_price', vendorMessages.amountInvalid],
      [{ quoted_price: '12.345' }, 'quoted_price', vendorMessages.amountInvalid],
      [{ deposit_amount: 'a lot' }, 'deposit_amount', vendorMessages.amountInvalid],
      [{ amount_paid: '-1' }, 'amount_paid', vendorMessages.amountInvalid],
      [{ quoted_price: '999999999999' }, 'quoted_price', vendorMessages.amountInvalid],
      [{ currency: 'QQQ', quoted_price: '10' }, 'currency', vendorMessages.currencyInvalid],
    ] as const) {
      const res = await call(server, as(couple), 'PATCH', `/api/v1/account-vendors/${id}/`, body);
      expect(expectProblem(res, 400).errors, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect((await call(server, as(couple), 'GET', `/api/v1/account-vendors/${id}/`)).json()).toMatchObject({
      currency: 'EUR',
      quoted_price: '2400.50',
    });
  });

  test("a business's price range is decimal text, and the lowest may not be above the highest", async () => {
    const res = await call(server, as(otherVendor), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Strings',
      category: 'band',
      price_min: '900',
      price_max: '800.99',
    });
    expect(expectProblem(res, 400).errors).toEqual({ price_max: [vendorMessages.priceRange] });
    const made = await call(server, as(otherVendor), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Strings',
      category: 'band',
      price_min: '800',
      price_max: '900.5',
      currency: 'GBP',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ price_min: '800.00', price_max: '900.50', currency: 'GBP' });
    const lowered = await call(server, as(otherVendor), 'PATCH', `/api/v1/vendor/vendors/${made.json().id}/`, {
      price_max: '799',
    });
    expect(expectProblem(lowered, 400).errors).toEqual({ price_max: [vendorMessages.priceRange] });
  });
});

describe('the journey', () => {
  test('register, find, link, expect, confirm; the vendor sees its wedding and deposit; others see no prices', async () => {
    const created = await call(server, as(photographer), 'POST', '/api/v1/vendor/vendors/', {
      name: 'Pia Photography',
      category: 'photography',
      cities: ['Lisbon', 'Porto'],
      website: 'pia.example.com',
      price_min: '1500',
      price_max: '4,000.00',
      currency: 'EUR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const business = created.json() as OwnBusiness;
    expect(business.website).toBe('https://pia.example.com');

    const found = await call(
      server,
      as(couple),
      'GET',
      '/api/v1/vendor/vendors/?category=photography&city=LISBON&search=pia',
    );
    expect(found.json().results.map((b: OwnBusiness) => b.id)).toEqual([business.id]);

    const wedding = await setUpWedding(server, as(couple));
    await addMember(server, wedding.id, planner.user.id);
    const linked = await call(server, as(couple), 'POST', '/api/v1/account-vendors/', {
      account: wedding.id,
      business: business.id,
      quoted_price: '3000',
      deposit_amount: '900.00',
      deposit_due: '2031-01-15',
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const vendor = linked.json() as WeddingVendor;
    expect(vendor).toMatchObject({ name: 'Pia Photography', category: 'photography', currency: 'EUR' });
    const again = await call(server, as(couple), 'POST', '/api/v1/account-vendors/', {
      account: wedding.id,
      business: business.id,
    });
    expectProblem(again, 409);

    const items = [];
    for (const title of ['Getting ready photos', 'Family portraits']) {
      const res = await call(server, as(couple), 'POST', '/api/v1/wedding-day-tasks/', { account: wedding.id, title });
      items.push(res.json().id as string);
    }
    const set = await call(server, as(couple), 'PUT', `/api/v1/account-vendors/${vendor.id}/expectations/`, {
      deliverables: '400 edited photos',
      arrival_time: '11:30',
      day_contacts: 'Ben, +351 900 000 000',
      day_tasks: items,
    });
    expect(set.statusCode, set.body).toBe(200);

    // The couple's Funds schedule: a deposit to this vendor, and a payment to no vendor the vendor must not see.
    // The vendor's team hears of the first alone (its /financials refetches).
    const heard = async () =>
      (
        await server.database.pool.query(
          "SELECT count(*)::int AS n FROM events WHERE stream = 'vendors' AND recipient_id = $1",
          [photographer.user.id],
        )
      ).rows[0].n as number;
    const before = await heard();
    for (const body of [
      { title: 'Photography deposit', amount: '900', vendor: vendor.id },
      { title: 'Venue balance', amount: '5000' },
    ]) {
      const res = await call(server, as(couple), 'POST', `/api/v1/accounts/${wedding.id}/payments/`, {
        currency: 'EUR',
        due_date: '2031-01-15',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await heard()).toBe(before + 1);

    const clients = await call(server, as(photographer), 'GET', `/api/v1/vendor/vendors/${business.id}/clients/`);
    const [client] = clients.json().results as VendorClient[];
    expect(client).toMatchObject({
      wedding: { id: wedding.id, name: wedding.name, date: wedding.date },
      quoted_price: '3000.00',
      deposit_amount: '900.00',
      amount_paid: '0.00',
      expectations: { deliverables: '400 edited photos', confirmed_at: null },
    });
    expect(client!.jobs.map((j) => j.title)).toEqual(['Getting ready photos', 'Family portraits']);
    expect(client!.payments).toEqual([
      {
        id: expect.any(String),
        title: 'Photography deposit',
        amount: '900.00',
        currency: 'EUR',
        due_on: '2031-01-15',
        paid: false,
      },
    ]);
    expect(Object.keys(client!.wedding).sort()).toEqual(['date', 'id', 'name']);

    // The vendor sees nothing else of the wedding: not the list, not the tasks.
    expectProblem(await call(server, as(photographer), 'GET', `/api/v1/account-vendors/?account=${wedding.id}`), 403);
    expectProblem(await call(server, as(photographer), 'GET', `/api/v1/accounts/${wedding.id}/tasks/`), 403);

    const confirmed = await call(
      server,
      as(photographer),
      'POST',
      `/api/v1/account-vendors/${vendor.id}/expectations/confirm/`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const seen = await call(server, as(couple), 'GET', `/api/v1/account-vendors/${vendor.id}/`);
    expect(seen.json().expectations.confirmed_at).not.toBeNull();

    // Another vendor and a committee member see none of the prices.
    expectProblem(await call(server, as(otherVendor), 'GET', `/api/v1/vendor/vendors/${business.id}/clients/`), 403);
    expectProblem(
      await call(server, as(otherVendor), 'POST', `/api/v1/account-vendors/${vendor.id}/expectations/confirm/`),
      403,
    );
    const memberView = (
      await call(server, as(planner), 'GET', `/api/v1/account-vendors/?account=${wedding.id}`)
    ).json();
    expect(memberView.results[0]).toMatchObject({ quoted_price: null, deposit_amount: null, amount_paid: null });

    // A change to the expectations asks the vendor to confirm again.
    await call(server, as(couple), 'PUT', `/api/v1/account-vendors/${vendor.id}/expectations/`, {
      deliverables: '500 edited photos',
      arrival_time: '11:00',
      day_contacts: '',
      day_tasks: [items[0]],
    });
    const after = (await call(server, as(couple), 'GET', `/api/v1/account-vendors/${vendor.id}/`)).json();
    expect(after.expectations).toMatchObject({ confirmed_at: null, day_tasks: [items[0]] });
  });
});
