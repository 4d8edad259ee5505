import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { HistoryEntry } from '../../src/shared/history';
import type { Page } from '../../src/shared/types';
import { bearer, multipart } from './api';
import { fundsApi, putReceipt } from './fundsSupport';
import { historyTest } from './historySupport';
import { ok, type People, planningWedding } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: the writes that had no entry yet: a vendor's expectations and their proposed changes, receipt photos,
// cover uploads and the wedding's thank-you lists. Each is the couple's to read, like what it records.

const t = historyTest();
const { as } = t;

async function texts(who: keyof People, weddingId: string, query = ''): Promise<string[]> {
  const res = await call(t.server, as(who), 'GET', `/api/v1/accounts/${weddingId}/activity/${query}`);
  return ok<Page<HistoryEntry>>(res).results.map((e) => e.text);
}

describe('more entries', () => {
  test('expectations: set, changed, confirmed, a change proposed and accepted, one dropped', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const business = ok<{ id: string }>(
      await call(t.server, as('stranger'), 'POST', '/api/v1/vendor/vendors/', { name: 'Bloom', category: 'florist' }),
      201,
    );
    const vendor = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        business: business.id,
      }),
      201,
    );
    const url = (path: string) => `/api/v1/account-vendors/${vendor.id}/${path}`;
    const body = { deliverables: 'Bouquets', arrival_time: '09:00', day_contacts: 'Ben', day_tasks: [] };
    ok(await call(t.server, as('couple'), 'PUT', url('expectations/'), body));
    ok(await call(t.server, as('couple'), 'PUT', url('expectations/'), { ...body, arrival_time: '08:30' }));
    ok(await call(t.server, as('stranger'), 'POST', url('expectations/confirm/')), 204);
    const proposal = { deliverables: 'Bouquets and arch', arrival_time: '08:30', day_contacts: 'Ben', note: '' };
    ok(await call(t.server, as('stranger'), 'POST', url('expectations/proposal/'), proposal), 201);
    ok(await call(t.server, as('couple'), 'POST', url('expectations/proposal/accept/')));
    ok(await call(t.server, as('couple'), 'POST', url('expectations/proposal/'), { ...proposal, note: 'Less?' }), 201);
    ok(await call(t.server, as('couple'), 'DELETE', url('expectations/proposal/')), 204);

    const seen = await texts('couple', wedding.id, `?item=${vendor.id}`);
    const stranger = t.people.stranger.user.first_name;
    expect(seen.slice(0, 7)).toEqual([
      'Cora dropped the proposed change to the expectations for “Bloom”',
      'Cora proposed a change to the expectations for “Bloom”',
      'Cora accepted the change to the expectations for “Bloom”',
      `${stranger} proposed a change to the expectations for “Bloom”`,
      `${stranger} confirmed the expectations for “Bloom”`,
      'Cora changed the arrival time of “Bloom” from “09:00” to “08:30”',
      'Cora added the expectations for “Bloom”',
    ]);
    // The committee does not read the expectations, nor their history.
    const member = await texts('member', wedding.id, `?item=${vendor.id}`);
    expect(member.some((t) => t.includes('expectations'))).toBe(false);
  });

  test('a receipt photo added, replaced and removed; a cover uploaded; a thank-you list kept', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const funds = fundsApi(t.server, as('couple'));
    const account = await funds.account(wedding);
    const spent = await funds.transaction(wedding, { money_account: account.id, note: 'Cake' });
    ok(await putReceipt(t.server, as('couple'), spent.id));
    ok(await putReceipt(t.server, as('couple'), spent.id));
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-transactions/${spent.id}/receipt/`));
    expect((await texts('couple', wedding.id, `?item=${spent.id}`)).slice(0, 3)).toEqual([
      'Cora deleted the receipt photo of “Cake”',
      'Cora changed the receipt of “Cake”',
      'Cora added the receipt photo of “Cake”',
    ]);

    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c36' } })
      .jpeg()
      .toBuffer();
    const cover = multipart([{ field: 'cover', filename: 'cover.jpg', contentType: 'image/jpeg', data: image }]);
    const res = await t.server.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${wedding.id}/cover/`,
      payload: cover.payload,
      headers: { ...cover.headers, ...bearer(as('couple')) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await texts('couple', wedding.id, '?area=website')).toContain(
      `Cora added the cover photo of “${wedding.name}”`,
    );

    const list = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', '/api/v1/account-user-lists/', {
        account: wedding.id,
        name: 'Thank-you notes',
      }),
      201,
    );
    const lists = `/api/v1/account-user-lists/${list.id}/`;
    ok(await call(t.server, as('couple'), 'POST', `${lists}members/`, { user: t.people.follower.user.id }), 201);
    ok(await call(t.server, as('couple'), 'DELETE', `${lists}members/${t.people.follower.user.id}/`), 204);
    ok(await call(t.server, as('couple'), 'PATCH', lists, { name: 'Thank-you cards' }));
    ok(await call(t.server, as('couple'), 'DELETE', lists), 204);
    const name = `${t.people.follower.user.first_name} ${t.people.follower.user.last_name}`;
    expect(await texts('couple', wedding.id, `?item=${list.id}`)).toEqual([
      'Cora deleted the thank-you list “Thank-you cards”',
      'Cora renamed “Thank-you notes” to “Thank-you cards”',
      `Cora took “${name}” off “Thank-you notes”`,
      `Cora added “${name}” to “Thank-you notes”`,
      'Cora added the thank-you list “Thank-you notes”',
    ]);
    expect(await texts('member', wedding.id, `?item=${list.id}`)).toEqual([]);
  });
});
