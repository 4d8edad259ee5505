import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type PagerPage, type PagerSnapshot, pagedView, pagerMachine } from '../../machines/pagerMachine';
import { pagerModel } from '../../models/pagerModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

type Item = { id: string };

function startPager() {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    pagerMachine.provide({
      actions: {
        loadStarted: () => void effects.push('started'),
        loadSucceeded: () => void effects.push('succeeded'),
        loadFailed: (_, { error }) => void effects.push(`failed: ${(error as Error).message}`),
        received: (_, { page, first }) =>
          void effects.push(`received ${first ? 'first' : 'more'}: ${page.results.map((i) => i.id).join(',')}`),
        notifyFailed: (_, { error }) => void effects.push(`toast: ${(error as Error).message}`),
      },
      actors: { loadPage: server.actor<PagerPage, { link: string | null }>('loadPage') },
    }),
  ).start();
  return { actor, server, effects };
}

const view = (snapshot: PagerSnapshot) => pagedView<Item, PagerPage & { totals: string }>(snapshot);
const failure = (n: number) =>
  new ApiError(503, { type: 'about:blank', title: 'Unavailable', status: 503, detail: `Down ${n}.` });
const page = (ids: string[], next: string | null, count = 10): PagerPage & { totals: string } => ({
  results: ids.map((id) => ({ id })),
  count,
  next,
  totals: `totals ${ids[0]}`,
});

testModelPaths(pagerModel, () => {
  const { actor, server, effects } = startPager();
  const expected: string[] = ['started'];
  let pages = 0;
  let fresh = 0;
  /** What the list shows, top to bottom. */
  let shown: string[] = [];
  let first: ReturnType<typeof page> | null = null;
  let count = 0;
  let lastError = '';
  const answer = async (next: boolean) => {
    pages += 1;
    const more = actor.getSnapshot().matches('loadingMore');
    const ids = [`p${pages}a`, `p${pages}b`];
    const answered = page(ids, next ? `/next/${pages}` : null, 10);
    await server.succeed({ loadPage: answered });
    if (more) {
      shown = [...shown, ...ids];
      expected.push(`received more: ${ids.join(',')}`);
    } else {
      shown = ids;
      first = answered;
      count = answered.count;
      expected.push(`received first: ${ids.join(',')}`, 'succeeded');
    }
  };
  const expectReady = (hasMore: boolean, loadingMore: boolean) => {
    expect(view(actor.getSnapshot())).toEqual({
      status: 'ready',
      items: shown.map((id) => ({ id })),
      count,
      first,
      hasMore,
      loadingMore,
      refreshing: false,
    });
    expect(effects).toEqual(expected);
  };
  return {
    events: {
      SERVER_PAGE: () => answer(true),
      SERVER_LAST_PAGE: () => answer(false),
      SERVER_FAILS: async () => {
        pages += 1;
        const more = actor.getSnapshot().matches('loadingMore');
        await server.fail(failure(pages));
        if (more) expected.push(`toast: Down ${pages}.`);
        else {
          lastError = `Down ${pages}.`;
          expected.push(`failed: ${lastError}`);
        }
      },
      RETRY: () => {
        actor.send({ type: 'pager.retry' });
        expected.push('started');
      },
      MORE: () => actor.send({ type: 'pager.more' }),
      NEW_ITEM: () => {
        fresh += 1;
        actor.send({ type: 'pager.prepended', item: { id: `new${fresh}` } });
        // Once only: the same item again (a second tab's echo) changes nothing.
        actor.send({ type: 'pager.prepended', item: { id: `new${fresh}` } });
        shown = [`new${fresh}`, ...shown];
        count += 1;
      },
    },
    states: {
      loading: () => {
        expect(view(actor.getSnapshot())).toEqual({ status: 'loading' });
        expect(server.requests.filter((r) => r.open).map((r) => r.input)).toEqual([{ link: null }]);
        expect(effects).toEqual(expected);
      },
      failed: () => {
        const seen = view(actor.getSnapshot());
        expect(seen.status === 'failed' && seen.error.message).toBe(lastError);
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        expect(effects).toEqual(expected);
      },
      'ready.more': () => {
        expectReady(true, false);
        expect(server.requests.filter((r) => r.open)).toEqual([]);
      },
      'ready.end': () => {
        expectReady(false, false);
        // At the end, "Show more" asks nothing.
        actor.send({ type: 'pager.more' });
        expect(server.requests.filter((r) => r.open)).toEqual([]);
      },
      loadingMore: () => {
        expectReady(true, true);
        const next = server.requests.filter((r) => r.open).map((r) => r.input);
        expect(next).toEqual([{ link: `/next/${pages}` }]);
        // A second click while it is out asks nothing more.
        actor.send({ type: 'pager.more' });
        expect(server.requests.filter((r) => r.open)).toHaveLength(1);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('pager beyond the model', () => {
  test('a refresh keeps the list shown, then replaces it with the first page; a new item meanwhile goes on top', async () => {
    const { actor, server, effects } = startPager();
    await server.succeed({ loadPage: page(['a', 'b'], '/next/1', 4) });
    actor.send({ type: 'pager.more' });
    await server.succeed({ loadPage: page(['c', 'b', 'd'], null, 4) });
    // A page that shifted under an insert repeats an item: it is shown once.
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    actor.send({ type: 'pager.refresh' });
    actor.send({ type: 'pager.prepended', item: { id: 'z' } });
    const refreshing = view(actor.getSnapshot());
    expect(refreshing.status === 'ready' && [refreshing.refreshing, refreshing.items.map((i) => i.id)]).toEqual([
      true,
      ['z', 'a', 'b', 'c', 'd'],
    ]);
    expect(server.requests.filter((r) => r.open).map((r) => r.input)).toEqual([{ link: null }]);
    await server.succeed({ loadPage: page(['z', 'a'], '/next/2', 5) });
    const after = view(actor.getSnapshot());
    expect(after.status === 'ready' && [after.items.map((i) => i.id), after.count, after.hasMore]).toEqual([
      ['z', 'a'],
      5,
      true,
    ]);
    expect(effects).toEqual([
      'started',
      'received first: a,b',
      'succeeded',
      'received more: c,b,d',
      'started',
      'received first: z,a',
      'succeeded',
    ]);
  });

  test('a failed refresh keeps the list and tells the loading bar; a refresh while one is out starts over', async () => {
    const { actor, server, effects } = startPager();
    await server.succeed({ loadPage: page(['a'], null, 1) });
    actor.send({ type: 'pager.refresh' });
    const older = server.requests.at(-1)!;
    actor.send({ type: 'pager.refresh' });
    older.open = false;
    older.resolve(page(['stale'], null, 1));
    await server.fail(failure(1));
    const seen = view(actor.getSnapshot());
    expect(seen.status === 'ready' && [seen.items.map((i) => i.id), seen.refreshing]).toEqual([['a'], false]);
    expect(effects).toEqual(['started', 'received first: a', 'succeeded', 'started', 'started', 'failed: Down 1.']);
  });

  test('a refresh while the next page is out drops that page; while the first is out, starts it over', async () => {
    const { actor, server } = startPager();
    actor.send({ type: 'pager.refresh' });
    expect(server.requests.map((r) => r.input)).toEqual([{ link: null }, { link: null }]);
    await server.succeed({ loadPage: page(['a'], '/next/1', 2) });
    actor.send({ type: 'pager.more' });
    actor.send({ type: 'pager.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await server.succeed({ loadPage: page(['b', 'a'], '/next/2', 2) });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['b', 'a']);
  });

  test('a refresh after the first page failed loads it again; a failure that is not an Error still shows as one', async () => {
    const { actor, server } = startPager();
    await server.fail('offline');
    const seen = view(actor.getSnapshot());
    expect(seen.status === 'failed' && seen.error.message).toBe('offline');
    actor.send({ type: 'pager.refresh' });
    expect(view(actor.getSnapshot())).toEqual({ status: 'loading' });
  });

  test('a new item while the first page loads, or after it failed, is left to that page', async () => {
    const { actor, server } = startPager();
    actor.send({ type: 'pager.prepended', item: { id: 'early' } });
    await server.succeed({ loadPage: page(['a'], null, 1) });
    expect(actor.getSnapshot().context.items).toEqual([{ id: 'a' }]);
  });

  test('leaving while a page is out aborts it through its signal', () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      pagerMachine.provide({
        actions: { loadStarted: () => undefined, loadSucceeded: () => undefined, loadFailed: () => undefined },
        actors: {
          loadPage: fromPromise(({ signal }) => {
            signals.push(signal);
            return new Promise<PagerPage>(() => undefined);
          }),
        },
      }),
    ).start();
    actor.stop();
    expect(signals.map((s) => s.aborted)).toEqual([true]);
  });

  test('every side effect left unprovided fails loudly, by its name', async () => {
    const noop = () => undefined;
    const firstPage = fromPromise<PagerPage, { link: string | null }>(({ input }) =>
      input.link ? Promise.reject(new Error('Down.')) : Promise.resolve(page(['a'], '/next', 2)),
    );
    const failing = fromPromise<PagerPage, { link: string | null }>(() => Promise.reject(new Error('Down.')));
    const errorOf = async (machine: typeof pagerMachine, more = false) => {
      const actor = createActor(machine);
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (more) {
        actor.send({ type: 'pager.more' });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return String(errors[0] ?? actor.getSnapshot().context.error);
    };
    const all = { loadStarted: noop, loadSucceeded: noop, loadFailed: noop, received: noop, notifyFailed: noop };
    const without = (name: keyof typeof all) => Object.fromEntries(Object.entries(all).filter(([n]) => n !== name));
    expect(await errorOf(pagerMachine.provide({ actions: all }))).toBe('Error: loadPage not provided');
    expect(await errorOf(pagerMachine.provide({ actions: without('loadStarted') }))).toBe(
      'Error: loadStarted not provided',
    );
    const paged = { actors: { loadPage: firstPage } };
    expect(await errorOf(pagerMachine.provide({ actions: without('loadSucceeded'), ...paged }))).toBe(
      'Error: loadSucceeded not provided',
    );
    expect(await errorOf(pagerMachine.provide({ actions: without('received'), ...paged }))).toBe(
      'Error: received not provided',
    );
    expect(await errorOf(pagerMachine.provide({ actions: without('loadFailed'), actors: { loadPage: failing } }))).toBe(
      'Error: loadFailed not provided',
    );
    expect(await errorOf(pagerMachine.provide({ actions: without('notifyFailed'), ...paged }), true)).toBe(
      'Error: notifyFailed not provided',
    );
  });
});
