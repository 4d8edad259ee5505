import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ResourceSnapshot, resourceMachine, resourceView } from '../../machines/resourceMachine';
import { resourceModel } from '../../models/resourceModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

function startResource() {
  const server = createFakeServer();
  const bar: string[] = [];
  const actor = createActor(
    resourceMachine.provide({
      actions: {
        loadStarted: () => void bar.push('started'),
        loadSucceeded: () => void bar.push('succeeded'),
        loadFailed: (_, { error }) => void bar.push(`failed: ${(error as Error).message}`),
      },
      actors: { load: server.actor<unknown, void>('load') },
    }),
  ).start();
  return { actor, server, bar };
}

const view = (snapshot: ResourceSnapshot) => resourceView<string>(snapshot);
const failure = (n: number) =>
  new ApiError(503, { type: 'about:blank', title: 'Unavailable', status: 503, detail: `Down ${n}.` });

testModelPaths(resourceModel, () => {
  const { actor, server, bar } = startResource();
  const expectedBar: string[] = ['started'];
  let answers = 0;
  /** What the page shows: the data of the last answer that came, once one has. */
  let shown: string | null = null;
  let lastError = '';
  return {
    events: {
      SERVER_OK: async () => {
        answers += 1;
        await server.succeed({ load: `data ${answers}` });
        shown = `data ${answers}`;
        expectedBar.push('succeeded');
      },
      SERVER_FAILS: async () => {
        answers += 1;
        await server.fail(failure(answers));
        lastError = `Down ${answers}.`;
        expectedBar.push(`failed: ${lastError}`);
      },
      REFRESH: () => {
        // A load still out is dropped (its signal aborts: below); the fake server forgets it.
        for (const request of server.requests) request.open = false;
        actor.send({ type: 'resource.refresh' });
        expectedBar.push('started');
      },
      RETRY: () => {
        actor.send({ type: 'resource.retry' });
        expectedBar.push('started');
      },
    },
    states: {
      loading: () => {
        expect(view(actor.getSnapshot())).toEqual({ status: 'loading' });
        expect(server.requests.filter((r) => r.open)).toHaveLength(1);
        expect(bar).toEqual(expectedBar);
      },
      ready: () => {
        expect(view(actor.getSnapshot())).toEqual({ status: 'ready', data: shown, refreshing: false });
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        expect(bar).toEqual(expectedBar);
      },
      refreshing: () => {
        // What was shown stays while the newer answer is out.
        expect(view(actor.getSnapshot())).toEqual({ status: 'ready', data: shown, refreshing: true });
        expect(server.requests.filter((r) => r.open)).toHaveLength(1);
        expect(bar).toEqual(expectedBar);
      },
      failed: () => {
        const seen = view(actor.getSnapshot());
        expect(seen.status).toBe('failed');
        expect(seen.status === 'failed' && seen.error.message).toBe(lastError);
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        expect(bar).toEqual(expectedBar);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('resource beyond the model', () => {
  test('a refresh while one is out starts over: only the newer answer is shown', async () => {
    const { actor, server } = startResource();
    await server.succeed({ load: 'first' });
    actor.send({ type: 'resource.refresh' });
    const older = server.requests.at(-1)!;
    actor.send({ type: 'resource.refresh' });
    expect(server.requests.filter((r) => r.open)).toHaveLength(2);
    // The older answer arrives late and is ignored: its actor was stopped.
    older.open = false;
    older.resolve('stale');
    await server.succeed({ load: 'newest' });
    expect(view(actor.getSnapshot())).toEqual({ status: 'ready', data: 'newest', refreshing: false });
  });

  test('leaving while a load is out, or asking again, aborts it through its signal', () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      resourceMachine.provide({
        actions: { loadStarted: () => undefined, loadSucceeded: () => undefined, loadFailed: () => undefined },
        actors: {
          load: fromPromise(({ signal }) => {
            signals.push(signal);
            return new Promise(() => undefined);
          }),
        },
      }),
    ).start();
    expect(signals[0]!.aborted).toBe(false);
    actor.send({ type: 'resource.refresh' });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    actor.stop();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  test('a failure that is not an Error still shows as one', async () => {
    const { actor, server } = startResource();
    await server.fail('offline');
    const seen = view(actor.getSnapshot());
    expect(seen.status === 'failed' && seen.error.message).toBe('offline');
  });

  test('every side effect left unprovided fails loudly, by its name', async () => {
    const noop = () => undefined;
    const failing = fromPromise<unknown, void>(() => Promise.reject(new Error('Down.')));
    const succeeding = fromPromise<unknown, void>(() => Promise.resolve('data'));
    const errorOf = async (machine: typeof resourceMachine) => {
      const actor = createActor(machine);
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return String(errors[0] ?? actor.getSnapshot().context.error);
    };
    const loadedBy = (load: typeof failing) => ({ actors: { load } });
    expect(
      await errorOf(resourceMachine.provide({ actions: { loadStarted: noop, loadSucceeded: noop, loadFailed: noop } })),
    ).toBe('Error: load not provided');
    expect(await errorOf(resourceMachine.provide({ actions: { loadSucceeded: noop, loadFailed: noop } }))).toBe(
      'Error: loadStarted not provided',
    );
    expect(
      await errorOf(
        resourceMachine.provide({ actions: { loadStarted: noop, loadFailed: noop }, ...loadedBy(succeeding) }),
      ),
    ).toBe('Error: loadSucceeded not provided');
    expect(
      await errorOf(
        resourceMachine.provide({ actions: { loadStarted: noop, loadSucceeded: noop }, ...loadedBy(failing) }),
      ),
    ).toBe('Error: loadFailed not provided');
  });

  test('is known by its id to the inspector and machines:export', () => {
    expect(resourceMachine.id).toBe('resource');
  });
});
