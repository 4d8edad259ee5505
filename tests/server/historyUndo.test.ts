import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Page } from '../../src/shared/types';
import { fundsApi } from './fundsSupport';
import { historyTest } from './historySupport';
import { api, ok, planningWedding } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: undo. The last change to an item is undone as a new change (its own entry and event), refused with 409
// once the item changed again; a deletion is restored with the item's own id within 30 days.

const t = historyTest();
const { as, activity, eventCount } = t;

describe('undo', () => {
  test('the last change to a task, as a new change with its entry and event; 409 once it changed again', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    ok(await call(t.server, as('member'), 'POST', `/api/v1/tasks/${task.id}/update-status/`, { status: 'done' }));
    const [done] = await activity('couple', wedding.id, `?item=${task.id}`);
    expect(done!.undoable).toBe(true);
    const events = await eventCount(wedding.id);
    ok(await call(t.server, as('couple'), 'POST', `/api/v1/history-entries/${done!.id}/undo/`), 204);
    expect(await eventCount(wedding.id)).toBe(events + 1);
    const after = ok<{ status: string }>(await call(t.server, as('couple'), 'GET', `/api/v1/tasks/${task.id}/`));
    expect(after.status).toBe('todo');
    const [undo, undone] = await activity('couple', wedding.id, `?item=${task.id}`);
    expect(undo).toMatchObject({ undoes: done!.id, text: 'Cora undid the last change to “Book the quartet”' });
    expect(undone!.undoable).toBe(false);
    // The undone entry is no longer the task's last change.
    const again = await call(t.server, as('couple'), 'POST', `/api/v1/history-entries/${done!.id}/undo/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This item has changed since; undo its latest change instead.');
    // A payment is the couple's: the committee cannot even find its entry.
    const payment = await fundsApi(t.server, as('couple')).payment(wedding);
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/account-payments/${payment.id}/`, { amount: '700' }));
    const [changed] = await activity('couple', wedding.id, `?item=${payment.id}`);
    expect(
      (await call(t.server, as('member'), 'POST', `/api/v1/history-entries/${changed!.id}/undo/`)).statusCode,
    ).toBe(404);
    ok(await call(t.server, as('couple'), 'POST', `/api/v1/history-entries/${changed!.id}/undo/`), 204);
    const restored = ok<{ amount_minor: number }>(
      await call(t.server, as('couple'), 'GET', `/api/v1/account-payments/${payment.id}/`),
    );
    expect(restored.amount_minor).toBe(50000);
    expect((await call(t.server, as('couple'), 'POST', '/api/v1/history-entries/not-an-id/undo/')).statusCode).toBe(
      404,
    );
  });

  test('deleting a task, a section, a vendor, a payment and a household is undone with the same ids', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    const other = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Pick songs' });
    ok(await call(t.server, as('member'), 'DELETE', `/api/v1/tasks/${task.id}/`), 204);
    const [deleted] = await activity('member', wedding.id, `?item=${task.id}`);
    expect(deleted).toMatchObject({ action: 'deleted', undoable: true, link: null });
    ok(await call(t.server, as('member'), 'POST', `/api/v1/history-entries/${deleted!.id}/undo/`), 204);
    ok(await call(t.server, as('member'), 'GET', `/api/v1/tasks/${task.id}/`));

    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-sections/${section.id}/`), 204);
    const [gone] = await activity('couple', wedding.id, `?item=${section.id}`);
    // Deleting a section is the couple's, and so is undoing it.
    expect((await activity('member', wedding.id, `?item=${section.id}`))[0]!.undoable).toBe(false);
    expect((await call(t.server, as('member'), 'POST', `/api/v1/history-entries/${gone!.id}/undo/`)).statusCode).toBe(
      403,
    );
    ok(await call(t.server, as('couple'), 'POST', `/api/v1/history-entries/${gone!.id}/undo/`), 204);
    const titles = (await a.board(as('member'), wedding.id)).map((t) => t.title).sort();
    expect(titles).toEqual(['Book the quartet', 'Pick songs']);
    // Restored with the same ids, in the restored section.
    expect((await a.board(as('member'), wedding.id)).find((t) => t.id === other.id)).toMatchObject({
      id: other.id,
      title: 'Pick songs',
      section: section.id,
    });

    const funds = fundsApi(t.server, as('couple'));
    const payment = await funds.payment(wedding);
    const household = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
        name: 'The Parks',
        guests: [{ name: 'Ada Park' }, { name: 'Bo Park' }],
      }),
      201,
    );
    const vendor = ok<{ id: string }>(
      await call(t.server, as('couple'), 'POST', '/api/v1/account-vendors/', {
        account: wedding.id,
        name: 'Bloom',
        category: 'florist',
      }),
      201,
    );
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-payments/${payment.id}/`), 204);
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/households/${household.id}/`), 204);
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-vendors/${vendor.id}/`), 204);
    for (const id of [payment.id, household.id, vendor.id]) {
      const [entry] = await activity('couple', wedding.id, `?item=${id}`);
      ok(await call(t.server, as('couple'), 'POST', `/api/v1/history-entries/${entry!.id}/undo/`), 204);
    }
    ok(await call(t.server, as('couple'), 'GET', `/api/v1/account-payments/${payment.id}/`));
    const list = ok<Page<{ id: string; guests: unknown[] }>>(
      await call(t.server, as('couple'), 'GET', `/api/v1/accounts/${wedding.id}/households/`),
    );
    expect(list.results.find((h) => h.id === household.id)!.guests).toHaveLength(2);
    ok(await call(t.server, as('couple'), 'GET', `/api/v1/account-vendors/${vendor.id}/`));
    expect((await activity('couple', wedding.id))[0]!.text).toBe('Cora restored the vendor “Bloom”');
  });

  test('a deletion older than 30 days is gone for good (410)', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id });
    ok(await call(t.server, as('member'), 'DELETE', `/api/v1/tasks/${task.id}/`), 204);
    const [entry] = await activity('member', wedding.id, `?item=${task.id}`);
    await t.server.database.db.execute(
      sql`UPDATE history_entries SET created_at = created_at - interval '31 days' WHERE item_id = ${task.id}`,
    );
    expect((await activity('member', wedding.id, `?item=${task.id}`))[0]!.undoable).toBe(false);
    const res = await call(t.server, as('member'), 'POST', `/api/v1/history-entries/${entry!.id}/undo/`);
    expect(res.statusCode).toBe(410);
  });
});
