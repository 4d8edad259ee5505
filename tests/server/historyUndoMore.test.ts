import { describe, expect, test } from 'vitest';
import type { HistoryEntry } from '../../src/shared/history';
import type { Page } from '../../src/shared/types';
import { fundsApi } from './fundsSupport';
import { historyTest } from './historySupport';
import { api, ok, type People, planningWedding } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 34: undo beyond tasks (historyUndo.test.ts). The last change to an item is undone as a new change (its own entry and event), refused with 409
// once the item changed again; a deletion is restored with the item's own id within 30 days.

const t = historyTest();
const { as, activity } = t;

describe('undo, everywhere (comments, funds, households, creations)', () => {
  const undo = (who: keyof People, entry: HistoryEntry) =>
    call(t.server, as(who), 'POST', `/api/v1/history-entries/${entry.id}/undo/`);
  const latest = async (who: keyof People, weddingId: string, item: string) =>
    (await activity(who, weddingId, `?item=${item}`))[0]!;

  test('a comment’s edit (its author alone), a transaction’s, a money account’s and a budget line’s; 409 after', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    const comment = await a.comment(as('member'), `/api/v1/tasks/${task.id}/comments/`, 'Strings at noon');
    ok(await call(t.server, as('member'), 'PATCH', `/api/v1/task-comments/${comment.id}/`, { text: 'Strings at one' }));
    const edited = await latest('member', wedding.id, comment.id);
    expect(edited.undoable).toBe(true);
    // Someone else's comment: the couple may not change it, nor undo its edit.
    expect((await latest('couple', wedding.id, comment.id)).undoable).toBe(false);
    expect((await undo('couple', edited)).statusCode).toBe(403);
    ok(await undo('member', edited), 204);
    const back = ok<Page<{ id: string; text: string }>>(
      await call(t.server, as('member'), 'GET', `/api/v1/tasks/${task.id}/comments/`),
    );
    expect(back.results.find((c) => c.id === comment.id)!.text).toBe('Strings at noon');
    expect((await undo('member', edited)).statusCode).toBe(409);

    const funds = fundsApi(t.server, as('couple'));
    const account = await funds.account(wedding, { name: 'Joint', opening: '1000' });
    const spent = await funds.transaction(wedding, { money_account: account.id, amount: '120.50', note: 'Cake' });
    ok(
      await call(t.server, as('couple'), 'PATCH', `/api/v1/account-transactions/${spent.id}/`, {
        amount: '99',
        note: 'Cake tasting',
      }),
    );
    ok(await undo('couple', await latest('couple', wedding.id, spent.id)), 204);
    const restored = ok<{ amount_minor: number; note: string }>(
      await call(t.server, as('couple'), 'GET', `/api/v1/account-transactions/${spent.id}/`),
    );
    expect(restored).toMatchObject({ amount_minor: 12050, note: 'Cake' });

    ok(
      await call(t.server, as('couple'), 'PATCH', `/api/v1/money-accounts/${account.id}/`, {
        name: 'Shared',
        opening: '1500',
      }),
    );
    const renamed = await latest('couple', wedding.id, account.id);
    ok(await undo('couple', renamed), 204);
    const acc = ok<{ name: string; opening_minor: number }>(
      await call(t.server, as('couple'), 'GET', `/api/v1/money-accounts/${account.id}/`),
    );
    expect(acc).toMatchObject({ name: 'Joint', opening_minor: 100000 });
    // Changed again since: the old entry is refused.
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/money-accounts/${account.id}/`, { name: 'Ours' }));
    expect((await undo('couple', renamed)).statusCode).toBe(409);

    const [type] = await funds.types(wedding);
    ok(await call(t.server, as('couple'), 'PATCH', `/api/v1/expense-types/${type!.id}/`, { planned: '800' }));
    ok(await undo('couple', await latest('couple', wedding.id, type!.id)), 204);
    const [again] = await funds.types(wedding);
    expect(again!.planned_minor).toBe(type!.planned_minor);
    // The committee sees none of the funds, so cannot find the entry.
    expect((await undo('member', await latest('couple', wedding.id, type!.id))).statusCode).toBe(404);
  });

  test('a household’s edit puts its guests back with their ids; undoing a creation deletes, and that is undone', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const household = ok<{ id: string; guests: { id: string; name: string }[] }>(
      await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/households/`, {
        name: 'The Parks',
        guests: [{ name: 'Ada Park' }, { name: 'Bo Park' }],
      }),
      201,
    );
    const [ada] = household.guests;
    ok(
      await call(t.server, as('couple'), 'PATCH', `/api/v1/households/${household.id}/`, {
        name: 'The Park family',
        guests: [{ id: ada!.id, name: 'Ada Park' }, { name: 'Cy Park' }],
      }),
    );
    const edit = await latest('couple', wedding.id, household.id);
    expect(edit.undoable).toBe(true);
    ok(await undo('couple', edit), 204);
    const households = async () =>
      ok<Page<{ id: string; name: string; guests: { id: string; name: string }[] }>>(
        await call(t.server, as('couple'), 'GET', `/api/v1/accounts/${wedding.id}/households/`),
      ).results;
    const parks = (await households()).find((h) => h.id === household.id)!;
    expect(parks.name).toBe('The Parks');
    expect(parks.guests.map((g) => g.id).sort()).toEqual(household.guests.map((g) => g.id).sort());

    // A gift given, the household deleted and restored: the gift is back.
    ok(
      await call(t.server, as('couple'), 'POST', `/api/v1/accounts/${wedding.id}/gifts/`, {
        household: household.id,
        description: 'A vase',
      }),
      201,
    );
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/households/${household.id}/`), 204);
    ok(await undo('couple', await latest('couple', wedding.id, household.id)), 204);
    const gifts = ok<Page<{ description: string }>>(
      await call(t.server, as('couple'), 'GET', `/api/v1/accounts/${wedding.id}/gifts/`),
    );
    expect(gifts.results.map((g) => g.description)).toEqual(['A vase']);

    // Undoing the creation of a payment deletes it; undoing that brings it back.
    const payment = await fundsApi(t.server, as('couple')).payment(wedding, { title: 'Florist deposit' });
    const created = await latest('couple', wedding.id, payment.id);
    expect(created).toMatchObject({ action: 'created', undoable: true });
    ok(await undo('couple', created), 204);
    expect((await call(t.server, as('couple'), 'GET', `/api/v1/account-payments/${payment.id}/`)).statusCode).toBe(404);
    const removal = await latest('couple', wedding.id, payment.id);
    expect(removal).toMatchObject({
      action: 'deleted',
      undoes: created.id,
      text: 'Cora undid adding the payment “Florist deposit”',
      undoable: true,
    });
    expect((await undo('couple', created)).statusCode).toBe(409);
    ok(await undo('couple', removal), 204);
    ok(await call(t.server, as('couple'), 'GET', `/api/v1/account-payments/${payment.id}/`));
  });

  test('a deleted task comes back with its comments, a vendor with its expectations', async () => {
    const wedding = await planningWedding(t.server, t.people);
    const a = api(t.server);
    const section = await a.section(as('member'), wedding.id, 'Music');
    const task = await a.task(as('member'), { account: wedding.id, section: section.id, title: 'Book the quartet' });
    await a.comment(as('member'), `/api/v1/tasks/${task.id}/comments/`, 'Strings at noon');
    await a.comment(as('couple'), `/api/v1/tasks/${task.id}/comments/`, 'Yes please');
    ok(await call(t.server, as('member'), 'DELETE', `/api/v1/tasks/${task.id}/`), 204);
    ok(await undo('member', await latest('member', wedding.id, task.id)), 204);
    const comments = ok<Page<{ text: string }>>(
      await call(t.server, as('member'), 'GET', `/api/v1/tasks/${task.id}/comments/`),
    );
    expect(comments.results.map((c) => c.text)).toEqual(['Strings at noon', 'Yes please']);
    expect(
      ok<{ comments_count: number }>(await call(t.server, as('member'), 'GET', `/api/v1/tasks/${task.id}/`)),
    ).toMatchObject({ comments_count: 2 });

    // Expectations are for a directory business: the stranger runs one.
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
    ok(
      await call(t.server, as('couple'), 'PUT', `/api/v1/account-vendors/${vendor.id}/expectations/`, {
        deliverables: 'Bouquets and arch',
        arrival_time: '09:00',
        day_contacts: 'Ben',
        day_tasks: [],
      }),
    );
    ok(await call(t.server, as('couple'), 'DELETE', `/api/v1/account-vendors/${vendor.id}/`), 204);
    const deleted = (await activity('couple', wedding.id, `?item=${vendor.id}`)).find((e) => e.action === 'deleted')!;
    ok(await undo('couple', deleted), 204);
    const expectations = ok<{ deliverables: string }>(
      await call(t.server, as('couple'), 'GET', `/api/v1/account-vendors/${vendor.id}/expectations/`),
    );
    expect(expectations.deliverables).toBe('Bouquets and arch');
  });
});
