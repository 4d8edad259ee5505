import { describe, expect, test } from 'vitest';
import type { SinceLastVisit } from '../../src/shared/history';
import { fundsApi } from './fundsSupport';
import { historyTest } from './historySupport';
import { api, ok, type People, planningWedding } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: every area's write leaves an entry (with the fields before and after), each entry is read only by those
// who may see its item, and "since your last visit" counts what others changed. Undo: historyUndo.test.ts.

const t = historyTest();
const { as, activity } = t;

describe('entries', () => {
  test('planning writes: a task’s creation, its move to Done, a rename, a comment, a section and a day item', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    ok(await call(t.server, as('member'), 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }));
    ok(await call(t.server, as('member'), 'PATCH', `/api/v1/tasks/${task.id}/`, { title: 'Book the string quartet' }));
    await a.comment(as('couple'), `/api/v1/tasks/${task.id}/comments/`, 'Lovely');
    const day = await a.dayTask(as('member'), { account: wedding.id, title: 'First dance' });
    ok(await call(t.server, as('member'), 'PATCH', `/api/v1/wedding-day-tasks/${day.id}/`, { place: 'Garden' }));
    const event = await a.event(as('member'), { account: wedding.id, date: '2031-06-01' });
    ok(await call(t.server, as('member'), 'PATCH', `/api/v1/account-events/${event.id}/`, { date: '2031-06-02' }));

    const entries = await activity('couple', wedding.id);
    const texts = entries.map((e) => e.text);
    expect(texts).toContain('Milo moved “Book the quartet” to Done');
    expect(texts).toContain('Milo renamed “Book the quartet” to “Book the string quartet”');
    expect(texts).toContain('Milo added the task “Book the quartet”');
    expect(texts).toContain('Milo added the section “Music”');
    expect(texts).toContain('Cora added the comment “Lovely”');
    expect(texts).toContain('Milo changed the place of “First dance” from nothing to “Garden”');
    expect(texts).toContain('Milo changed the date of “Tasting” from “2031-06-01” to “2031-06-02”');
    const done = entries.find((e) => e.text.includes('to Done'))!;
    expect(done).toMatchObject({
      area: 'tasks',
      item_type: 'task',
      item_id: task.id,
      action: 'updated',
      by: { id: t.people.member.user.id, name: expect.stringContaining('Milo') },
      changes: [{ field: 'status', before: 'todo', after: 'done' }],
      link: `/wedding/${wedding.slug}/tasks/${task.id}`,
    });
    // Newest first; an item's own history is the same list for one item.
    expect(entries[0]!.text).toContain('Tasting');
    const own = await activity('member', wedding.id, `?item=${task.id}`);
    expect(own.map((e) => e.action)).toEqual(['updated', 'updated', 'created']);
  });

  test('funds, vendors, guests, settings and invitations write their entries too, money in words', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const funds = fundsApi(t.server, as('couple'));
    const payment = await funds.payment(wedding, { title: 'Venue deposit', amount: '1200', currency: 'USD' });
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/account-payments/${payment.id}/`, { amount: '1500' }));
    const vendor = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        name: 'Lens & Light',
        category: 'photography',
      }),
      201,
    );
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/account-vendors/${vendor.id}/`, { status: 'booked' }));
    const household = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
        name: 'The Parks',
        guests: [{ name: 'Ada Park' }],
      }),
      201,
    );
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/accounts/${wedding.id}/`, { name: 'Cora & Bo' }));
    ok(
      await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/invites/`, {
        email: 'aunt@example.com',
        role: 'family',
      }),
      201,
    );

    const texts = (await activity('couple', wedding.id)).map((e) => e.text);
    expect(texts).toContain('Cora changed “Venue deposit” from $1,200.00 to $1,500.00');
    expect(texts).toContain('Cora changed the status of “Lens & Light” from “considering” to “booked”');
    expect(texts).toContain('Cora added the household “The Parks”');
    expect(texts.some((t) => t.startsWith('Cora renamed') && t.endsWith('to “Cora & Bo”'))).toBe(true);
    expect(texts).toContain('Cora invited aunt@example.com to the committee');
    const entries = await activity('couple', wedding.id, '?area=guests');
    expect(entries.map((e) => e.item_id)).toEqual([household.id]);
  });
});

describe('who sees what', () => {
  test('couple, member, follower, stranger and a removed member', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const section = await api(t.server).section(as('member'), wedding.id, 'Venue');
    await fundsApi(t.server, as('couple')).payment(wedding);
    const couple = await activity('couple', wedding.id);
    const member = await activity('member', wedding.id);
    expect(couple.map((e) => e.area)).toEqual(expect.arrayContaining(['funds', 'tasks']));
    // The committee sees planning, never funds (nor an invitation's email).
    expect(member.map((e) => e.area)).toContain('tasks');
    expect(member.some((e) => e.area === 'funds' || e.item_type === 'invite')).toBe(false);
    expect(member.find((e) => e.item_id === section.id)).toMatchObject({
      area: 'tasks',
      item_type: 'section',
      action: 'created',
      label: 'Venue',
    });
    for (const who of ['follower', 'stranger'] as const) {
      const res = await call(t.server, as(who), 'GET', `/api/v1/accounts/${wedding.id}/activity/`);
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t.server, null, 'GET', `/api/v1/accounts/${wedding.id}/activity/`)).statusCode).toBe(401);
    // Removed from the committee: nothing, not even what they wrote themselves.
    const { rows } = await t.server.database.pool.query(
      'SELECT id FROM wedding_members WHERE wedding_id = $1 AND user_id = $2',
      [wedding.id, t.people.member.user.id],
    );
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-members/${rows[0].id}/`), 204);
    expect((await call(t.server, as('member'), 'GET', `/api/v1/accounts/${wedding.id}/activity/`)).statusCode).toBe(
      403,
    );
    const undo = await call(t.server, as('member'), 'POST', `/api/v1/history-entries/${couple[0]!.id}/undo/`);
    expect(undo.statusCode).toBe(403);
    expect((await activity('couple', wedding.id))[0]!.text).toBe('Cora removed Milo from the committee');
  });

  test('the committee never sees a vendor’s prices in an entry', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const vendor = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        name: 'Bloom',
        category: 'florist',
      }),
      201,
    );
    ok(
      await call(t.server, as('couple'), 'PATCH', `/api/v1/account-vendors/${vendor.id}/`, { quoted_price: '900.00' }),
    );
    ok(
      await call(t.server, as('couple'), 'PATCH', `/api/v1/account-vendors/${vendor.id}/`, {
        deposit_amount: '100.00',
        notes: 'Peonies',
      }),
    );
    const member = (await activity('member', wedding.id)).filter((e) => e.item_id === vendor.id);
    expect(member.map((e) => e.action)).toEqual(['updated', 'created']);
    expect(member[0]!.changes.map((c) => c.field)).toEqual(['notes']);
    const couple = (await activity('couple', wedding.id)).filter((e) => e.item_id === vendor.id);
    expect(couple).toHaveLength(3);
  });

  test('bad filters and cursors are 400s, with the field named', async () => {
    const wedding = await planningWedding(t.server, t.people);
    for (const query of ['?area=nope', '?person=me', '?from=2031-13-01', '?to=yesterday', '?cursor=%%%']) {
      const res = await call(t.server, as('couple'), 'GET', `/api/v1/accounts/${wedding.id}/activity/${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await call(t.server, as('couple'), 'GET', `/api/v1/accounts/${wedding.id}/activity/?area=nope`);
    expect(res.json().errors.area).toEqual(['Choose one of the areas.']);
  });
});

describe('since your last visit', () => {
  test('others’ changes since the visit began, grouped by area; your own are left out', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const visit = (who: keyof People) => call(t.server, as(who), 'POST', `/api/v1/accounts/${wedding.id}/visits/`);
    expect(ok<SinceLastVisit>(await visit('couple')).count).toBe(0);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    ok(await call(t.server, as('member'), 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }));
    await fundsApi(t.server, as('couple')).payment(wedding);
    const since = ok<SinceLastVisit>(await visit('couple'));
    expect(since.count).toBe(3);
    expect(since.groups).toEqual([{ area: 'tasks', count: 3, done: 1, labels: ['Book the quartet', 'Music'] }]);
    // The member's own changes are not news to them; the couple's payment is not theirs to see.
    expect(ok<SinceLastVisit>(await visit('member')).count).toBe(0);
    expect((await visit('follower')).statusCode).toBe(403);
  });
});
