import { describe, expect, test } from 'vitest';
import type { ChangedItems } from '../../src/shared/history';
import { fundsApi } from './fundsSupport';
import { historyTest } from './historySupport';
import { api, ok, type People, planningWedding } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: changed items are marked on their pages until seen. Each area's page, once seen, answers the items others
// changed there since the member last saw it; the mark is gone on the next look.

const t = historyTest();
const { as } = t;

async function see(who: keyof People, weddingId: string, area: string): Promise<ChangedItems> {
  return ok<ChangedItems>(await call(t.server, as(who), 'POST', `/api/v1/accounts/${weddingId}/seen/`, { area }));
}

describe('changed items until seen', () => {
  test('others’ changes since the last look are marked once, per member and area; one’s own never', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    // A first look marks nothing: there is no earlier visit to count from.
    expect(await see('couple', wedding.id, 'tasks')).toEqual({ since: null, items: [] });
    expect((await see('member', wedding.id, 'tasks')).items).toEqual([]);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    ok(await call(t.server, as('member'), 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }));
    const couple = await see('couple', wedding.id, 'tasks');
    expect(couple.since).not.toBeNull();
    expect(couple.items).toEqual([
      { item_id: task.id, item_type: 'task', at: expect.any(String) },
      { item_id: section.id, item_type: 'section', at: expect.any(String) },
    ]);
    // Seen: no mark the next time.
    expect((await see('couple', wedding.id, 'tasks')).items).toEqual([]);
    // The member made the change: nothing of theirs is marked for them.
    expect((await see('member', wedding.id, 'tasks')).items).toEqual([]);
    // A deleted task has no page to mark.
    ok(await call(t.server, as('member'), 'DELETE', `/api/v1/tasks/${task.id}/`), 204);
    expect((await see('couple', wedding.id, 'tasks')).items).toEqual([]);
  });

  test('the dashboard’s visit is where a first look counts from; the committee is not shown the couple’s funds', async () => {
    const wedding = await planningWedding(t.server, t.people);
    ok(await call(t.server, as('member'), 'POST', `/api/v1/accounts/${wedding.id}/visits/`));
    ok(await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/visits/`));
    const payment = await fundsApi(t.server, as('couple')).payment(wedding);
    const funds = await see('member', wedding.id, 'funds');
    expect(funds.items).toEqual([]);
    expect(funds.since).not.toBeNull();
    const bad = await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/seen/`, { area: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.area).toEqual(['Choose one of the areas.']);
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/account-payments/${payment.id}/`, { amount: '700' }));
    // The couple's own change is not marked for the couple.
    expect((await see('couple', wedding.id, 'funds')).items).toEqual([]);
  });
});
