import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gift, type Household, siteMessages } from '../../src/shared/site';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

describe('the thank-you tracker', () => {
  it('records who gave what, refuses a giver from elsewhere, ticks the card off, and lists cards to send first', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const other = await setUpWedding(server, couple.access_token);
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      call(server, couple.access_token, method, url, body);
    const account = (w: { id: string }, rest: string) => `/api/v1/accounts/${w.id}/${rest}`;
    await as('POST', account(wedding, 'guests/import/'), {
      csv: 'household,name\nThe Parks,Cleo Park\nThe Parks,Dan Park\nThe Lees,Eve Lee',
    });
    await as('POST', account(other, 'guests/import/'), { csv: 'household,name\nThe Kims,Fay Kim' });
    const [lees, parks] = ((await as('GET', account(wedding, 'households/'))).json().results as Household[]).sort(
      (a, b) => a.name.localeCompare(b.name),
    );
    const kims = ((await as('GET', account(other, 'households/'))).json().results as Household[])[0]!;

    const elsewhere = await as('POST', account(wedding, 'gifts/'), { household: kims.id, description: 'A vase' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ household: [siteMessages.giftHouseholdRequired] });
    const wrongGuest = await as('POST', account(wedding, 'gifts/'), {
      household: parks!.id,
      guest: lees!.guests[0]!.id,
      description: 'A vase',
    });
    expect(wrongGuest.json().errors).toEqual({ guest: [siteMessages.giftGuestInvalid] });
    const blank = await as('POST', account(wedding, 'gifts/'), { household: parks!.id, description: ' ' });
    expect(blank.json().errors).toEqual({ description: [siteMessages.giftDescriptionRequired] });

    const teapot = await as('POST', account(wedding, 'gifts/'), {
      household: parks!.id,
      guest: parks!.guests[1]!.id,
      description: 'A teapot',
      received_on: '2031-05-01',
    });
    expect(teapot.statusCode, teapot.body).toBe(201);
    expect(teapot.json()).toMatchObject({ household_name: 'The Parks', guest_name: 'Dan Park', card_sent: false });
    await as('POST', account(wedding, 'gifts/'), { household: lees!.id, description: 'Wine glasses' });
    const ticked = await as('PATCH', `/api/v1/gifts/${teapot.json().id}/`, { card_sent: true });
    expect(ticked.json()).toMatchObject({ card_sent: true, description: 'A teapot', received_on: '2031-05-01' });
    // A patch naming no field is the gift as it is (it was a 500).
    const unchanged = await as('PATCH', `/api/v1/gifts/${teapot.json().id}/`, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ card_sent: true, description: 'A teapot' });
    const list = (await as('GET', account(wedding, 'gifts/'))).json().results as Gift[];
    expect(list.map((g) => [g.description, g.card_sent])).toEqual([
      ['Wine glasses', false],
      ['A teapot', true],
    ]);
    expect((await as('DELETE', `/api/v1/gifts/${teapot.json().id}/`)).statusCode).toBe(204);
    expect((await as('GET', account(wedding, 'gifts/'))).json().count).toBe(1);
  });
});
