import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ActivityFilters,
  type ActivityPage,
  type ActivitySnapshot,
  activityMachine,
  activityView,
  NO_FILTERS,
} from '../../machines/activityMachine';
import { activityModel } from '../../models/activityModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

type Input = { filters: ActivityFilters; link: string | null };

function startActivity() {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    activityMachine.provide({
      actions: {
        loadStarted: () => void effects.push('started'),
        loadSucceeded: () => void effects.push('succeeded'),
        loadFailed: (_, { error }) => void effects.push(`failed: ${(error as Error).message}`),
        notifyFailed: (_, { error }) => void effects.push(`toast: ${(error as Error).message}`),
      },
      actors: { loadPage: server.actor<ActivityPage, Input>('loadPage') },
    }),
  ).start();
  return { actor, server, effects };
}

const view = (snapshot: ActivitySnapshot) => activityView<{ id: string }>(snapshot);
const failure = (n: number) =>
  new ApiError(503, { type: 'about:blank', title: 'Unavailable', status: 503, detail: `Down ${n}.` });
const page = (ids: string[], next: string | null, count = 10): ActivityPage => ({
  results: ids.map((id) => ({ id })),
  count,
  next,
});

testModelPaths(activityModel, () => {
  const { actor, server, effects } = startActivity();
  const expected: string[] = ['started'];
  let pages = 0;
  let filtered = 0;
  let filters: ActivityFilters = { area: '', person: '', from: '', to: '' };
  let shown: string[] = [];
  let fresh: string[] = [];
  let count = 0;
  let next: string | null = null;
  let lastError = '';
  const open = () => server.requests.filter((r) => r.open);
  /** A filter or a change drops the load that is out: the fake server forgets it too. */
  const drop = () => {
    for (const request of open()) request.open = false;
  };
  const answer = async (more: boolean) => {
    pages += 1;
    const state = actor.getSnapshot();
    const ids = [`p${pages}a`, `p${pages}b`];
    next = more ? `/next/${pages}` : null;
    await server.succeed({ loadPage: page(ids, next, 10 + pages) });
    if (state.matches('loadingMore')) shown = [...shown, ...ids];
    else {
      if (state.matches('refreshing')) fresh = [...ids, ...fresh];
      else expected.push('succeeded');
      shown = ids;
      count = 10 + pages;
    }
  };
  const expectReady = (loadingMore: boolean, refreshing: boolean) => {
    expect(view(actor.getSnapshot())).toEqual({
      status: 'ready',
      filters,
      items: shown.map((id) => ({ id })),
      count,
      hasMore: next !== null,
      loadingMore,
      refreshing,
      fresh,
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
        actor.send({ type: 'activity.retry' });
        expected.push('started');
      },
      MORE: () => actor.send({ type: 'activity.more' }),
      FILTER: () => {
        drop();
        filtered += 1;
        filters = { area: `area${filtered}`, person: '', from: '2031-01-01', to: '' };
        actor.send({ type: 'activity.filtered', filters });
        expected.push('started');
        fresh = [];
        next = null;
      },
      LIVE: () => {
        drop();
        actor.send({ type: 'activity.changed' });
      },
    },
    states: {
      loading: () => {
        expect(view(actor.getSnapshot())).toEqual({ status: 'loading', filters });
        expect(open().map((r) => r.input)).toEqual([{ filters, link: null }]);
        expect(effects).toEqual(expected);
      },
      failed: () => {
        expect(view(actor.getSnapshot())).toEqual({ status: 'failed', filters, error: expect.any(ApiError) });
        const seen = view(actor.getSnapshot());
        expect(seen.status === 'failed' && seen.error.message).toBe(lastError);
        expect(open()).toEqual([]);
        expect(effects).toEqual(expected);
        // Show more and a change ask nothing of a list that failed.
        actor.send({ type: 'activity.more' });
        actor.send({ type: 'activity.changed' });
        expect(open()).toEqual([]);
      },
      'ready.more': () => {
        expectReady(false, false);
        expect(open()).toEqual([]);
        // "Try again" is for a failed first page only.
        actor.send({ type: 'activity.retry' });
        expect(open()).toEqual([]);
      },
      'ready.end': () => {
        expectReady(false, false);
        // At the end, "Show older changes" asks nothing.
        actor.send({ type: 'activity.more' });
        expect(open()).toEqual([]);
      },
      loadingMore: () => {
        expectReady(true, false);
        expect(open().map((r) => r.input)).toEqual([{ filters, link: `/next/${pages}` }]);
        actor.send({ type: 'activity.more' });
        actor.send({ type: 'activity.retry' });
        expect(open()).toHaveLength(1);
      },
      refreshing: () => {
        expectReady(false, true);
        expect(open().map((r) => r.input)).toEqual([{ filters, link: null }]);
        // A second click while it is out asks nothing more.
        actor.send({ type: 'activity.more' });
        expect(open()).toHaveLength(1);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('activity beyond the model', () => {
  test('a change brings new entries on top, marked; a failed re-read keeps the list; a filter clears the marks', async () => {
    const { actor, server, effects } = startActivity();
    await server.succeed({ loadPage: page(['a', 'b'], '/next/1', 2) });
    actor.send({ type: 'activity.changed' });
    await server.succeed({ loadPage: page(['c', 'a'], '/next/2', 3) });
    actor.send({ type: 'activity.changed' });
    await server.succeed({ loadPage: page(['d', 'c'], '/next/3', 4) });
    let seen = view(actor.getSnapshot());
    expect(seen.status === 'ready' && [seen.items.map((i) => i.id), seen.fresh, seen.count, seen.hasMore]).toEqual([
      ['d', 'c'],
      ['d', 'c'],
      4,
      true,
    ]);
    actor.send({ type: 'activity.changed' });
    await server.fail(failure(1));
    seen = view(actor.getSnapshot());
    expect(seen.status === 'ready' && [seen.items.map((i) => i.id), seen.hasMore, seen.refreshing]).toEqual([
      ['d', 'c'],
      true,
      false,
    ]);
    // The failed re-read is not the reader's problem: no toast, no bar.
    expect(effects).toEqual(['started', 'succeeded']);
    const filters = { ...NO_FILTERS, area: 'tasks' };
    actor.send({ type: 'activity.filtered', filters });
    await server.succeed({ loadPage: page(['t'], null, 1) });
    seen = view(actor.getSnapshot());
    expect(seen.status === 'ready' && [seen.items.map((i) => i.id), seen.fresh, seen.filters]).toEqual([
      ['t'],
      [],
      filters,
    ]);
    expect(server.requests.at(-1)!.input).toEqual({ filters, link: null });
  });

  test('an older page that overlaps what is shown adds each entry once; a failure that is not an Error shows as one', async () => {
    const { actor, server } = startActivity();
    await server.succeed({ loadPage: page(['a', 'b'], '/next/1', 3) });
    actor.send({ type: 'activity.more' });
    await server.succeed({ loadPage: page(['b', 'c'], null, 3) });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'activity.filtered', filters: NO_FILTERS });
    await server.fail('offline');
    const seen = view(actor.getSnapshot());
    expect(seen.status === 'failed' && seen.error.message).toBe('offline');
    actor.send({ type: 'activity.retry' });
    await server.succeed({ loadPage: page(['a'], null, 1) });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('the machine is known by its name', () => {
    expect(activityMachine.id).toBe('activity');
    expect(activityMachine.config.id).toBe('activity');
  });

  test('leaving while a page is out aborts it through its signal', () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      activityMachine.provide({
        actions: { loadStarted: () => undefined, loadSucceeded: () => undefined, loadFailed: () => undefined },
        actors: {
          loadPage: fromPromise(({ signal }) => {
            signals.push(signal);
            return new Promise<ActivityPage>(() => undefined);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'activity.filtered', filters: NO_FILTERS });
    actor.stop();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  test('every side effect left unprovided fails loudly, by its name', async () => {
    const noop = () => undefined;
    const firstPage = fromPromise<ActivityPage, Input>(({ input }) =>
      input.link ? Promise.reject(new Error('Down.')) : Promise.resolve(page(['a'], '/next', 2)),
    );
    const failing = fromPromise<ActivityPage, Input>(() => Promise.reject(new Error('Down.')));
    const errorOf = async (machine: typeof activityMachine, more = false) => {
      const actor = createActor(machine);
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (more) {
        actor.send({ type: 'activity.more' });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return String(errors[0] ?? actor.getSnapshot().context.error);
    };
    const all = { loadStarted: noop, loadSucceeded: noop, loadFailed: noop, notifyFailed: noop };
    const without = (name: keyof typeof all) => Object.fromEntries(Object.entries(all).filter(([n]) => n !== name));
    expect(await errorOf(activityMachine.provide({ actions: all }))).toBe('Error: loadPage not provided');
    expect(await errorOf(activityMachine.provide({ actions: without('loadStarted') }))).toBe(
      'Error: loadStarted not provided',
    );
    const paged = { actors: { loadPage: firstPage } };
    expect(await errorOf(activityMachine.provide({ actions: without('loadSucceeded'), ...paged }))).toBe(
      'Error: loadSucceeded not provided',
    );
    expect(
      await errorOf(activityMachine.provide({ actions: without('loadFailed'), actors: { loadPage: failing } })),
    ).toBe('Error: loadFailed not provided');
    expect(await errorOf(activityMachine.provide({ actions: without('notifyFailed'), ...paged }), true)).toBe(
      'Error: notifyFailed not provided',
    );
  });
});
