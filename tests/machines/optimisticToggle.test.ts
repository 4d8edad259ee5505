import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { optimisticToggleMachine, toggleShown } from '../../machines/optimisticToggleMachine';
import { optimisticToggleModel } from '../../models/optimisticToggleModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

function startToggle(on = false) {
  const server = createFakeServer();
  const toasts: unknown[] = [];
  const actor = createActor(
    optimisticToggleMachine.provide({
      actions: { notifyFailed: (_, { error }) => void toasts.push(error) },
      actors: { save: server.actor<boolean, { on: boolean }>('save') },
    }),
    { input: { on } },
  ).start();
  return { actor, server, toasts };
}

testModelPaths(optimisticToggleModel, () => {
  const { actor, server, toasts } = startToggle(false);
  let failures = 0;
  const undone = () => actor.getSnapshot().matches({ saving: 'undone' });
  const expectShown = (shown: boolean, confirmed: boolean, asking: boolean | null) => {
    const snapshot = actor.getSnapshot();
    // Settled exactly when nothing is asked: a machine stuck in `saving` would ignore the next click's request.
    expect(snapshot.value === 'settled').toBe(asking === null);
    expect(toggleShown(snapshot)).toBe(shown);
    expect(snapshot.context.confirmed).toBe(confirmed);
    const open = server.requests.filter((r) => r.open);
    // One request at a time, asking for the opposite of what the server last said.
    expect(open.map((r) => r.input)).toEqual(asking === null ? [] : [{ on: asking }]);
    expect(toasts).toHaveLength(failures);
  };
  return {
    events: {
      CLICK: () => actor.send({ type: 'toggle.clicked' }),
      // The server does what it was asked.
      SERVER_OK: () => {
        const { input } = server.requests.at(-1)! as { input: { on: boolean } };
        return server.succeed({ save: input.on });
      },
      SERVER_FAILS: async () => {
        if (!undone()) failures += 1;
        await server.fail(new ApiError(0, undefined));
      },
      CHANGED_ELSEWHERE: () => actor.send({ type: 'toggle.synced', on: !actor.getSnapshot().context.confirmed }),
    },
    states: {
      off: () => expectShown(false, false, null),
      on: () => expectShown(true, true, null),
      turningOn: () => expectShown(true, false, true),
      turningOnUndone: () => expectShown(false, false, true),
      turningOff: () => expectShown(false, true, false),
      turningOffUndone: () => expectShown(true, true, false),
    },
    stop: () => actor.stop(),
  };
});

describe('optimistic toggle beyond the model', () => {
  test('five rapid clicks: one request, and the last intent (on) stands', async () => {
    const { actor, server } = startToggle(false);
    for (let i = 0; i < 5; i++) actor.send({ type: 'toggle.clicked' });
    await server.succeed({ save: true });
    expect(server.requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(toggleShown(actor.getSnapshot())).toBe(true);
  });

  test('undone, but the server did not move: nothing more is sent', async () => {
    const { actor, server } = startToggle(false);
    actor.send({ type: 'toggle.clicked' });
    actor.send({ type: 'toggle.clicked' });
    await server.succeed({ save: false });
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(toggleShown(actor.getSnapshot())).toBe(false);
  });

  test('news from elsewhere is ignored while a request is out; its own answer is newer', async () => {
    const { actor, server } = startToggle(false);
    actor.send({ type: 'toggle.clicked' });
    actor.send({ type: 'toggle.synced', on: false });
    expect(toggleShown(actor.getSnapshot())).toBe(true);
    await server.succeed({ save: true });
    expect(actor.getSnapshot().context.confirmed).toBe(true);
  });
});
