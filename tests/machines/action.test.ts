import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { actionBusy, actionError, actionMachine } from '../../machines/actionMachine';
import { actionModel } from '../../models/actionModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

function startAction() {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    actionMachine.provide({
      actions: {
        succeeded: (_, { output, input }) => void effects.push(`ok ${String(input)} → ${String(output)}`),
        notifyFailed: (_, { error }) => void effects.push(`toast ${(error as Error).message}`),
      },
      actors: { run: server.actor<unknown, unknown>('run') },
    }),
  ).start();
  return { actor, server, effects };
}

testModelPaths(actionModel, () => {
  const { actor, server, effects } = startAction();
  const outcomes: string[] = [];
  let clicks = 0;
  /** The failure a view would show in place: the last call's, until another is asked. */
  let shownError: string | null = null;
  const errorShown = () => {
    const error = actionError(actor.getSnapshot());
    return error ? (error as Error).message : null;
  };
  return {
    events: {
      CLICK: () => {
        if (!actionBusy(actor.getSnapshot())) shownError = null;
        clicks += 1;
        actor.send({ type: 'action.requested', input: `click ${clicks}` });
      },
      SERVER_OK: async () => {
        const asked = server.requests.at(-1)!.input;
        await server.succeed({ run: 'answer' });
        outcomes.push(`ok ${String(asked)} → answer`);
      },
      SERVER_FAILS: async () => {
        await server.fail(new ApiError(409, { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Taken.' }));
        outcomes.push('toast Taken.');
        shownError = 'Taken.';
      },
    },
    states: {
      idle: () => {
        expect(actionBusy(actor.getSnapshot())).toBe(false);
        expect(errorShown()).toBe(shownError);
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        expect(effects).toEqual(outcomes);
      },
      running: () => {
        expect(actionBusy(actor.getSnapshot())).toBe(true);
        expect(errorShown()).toBe(shownError);
        // One call at a time, with what the first click asked; later clicks are dropped.
        const open = server.requests.filter((r) => r.open);
        expect(open).toHaveLength(1);
        expect(effects).toEqual(outcomes);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('action beyond the model', () => {
  test('a click while busy sends nothing more, and the answer goes with the first click’s input', async () => {
    const { actor, server, effects } = startAction();
    actor.send({ type: 'action.requested', input: 'approve' });
    actor.send({ type: 'action.requested', input: 'decline' });
    expect(server.inputs('run')).toEqual(['approve']);
    await server.succeed({ run: 'done' });
    expect(effects).toEqual(['ok approve → done']);
  });
});
