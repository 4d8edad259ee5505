import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import * as models from '../../models';
import { modelTransitions, modelWalks, stateName } from '../../models/paths';

// The browser takes every model's transitions through a few walks; each walk must be a real path of its model
// and together they must take every transition, or a browser suite would pass while skipping one.
const machines = Object.entries(models).filter(([, m]) => typeof m === 'object' && m && 'getInitialSnapshot' in m);

describe.each(machines as Array<[string, AnyStateMachine]>)('%s walks', (_name, model) => {
  const walks = modelWalks(model);

  it('take every transition of the model', () => {
    const taken = new Set(walks.flatMap((w) => w.transitions.map((t) => t.id)));
    expect([...taken].sort()).toEqual(
      modelTransitions(model)
        .map((t) => t.id)
        .sort(),
    );
  });

  it('are paths the model itself takes, step by step', () => {
    for (const walk of walks) {
      const states = walk.testPath.steps.map((step) => stateName(step.state));
      expect(states).toEqual([walk.transitions[0]!.source, ...walk.transitions.map((t) => t.target)]);
    }
  });

  it('are fewer than one path per transition, and none is empty', () => {
    expect(walks.every((w) => w.transitions.length > 0)).toBe(true);
    expect(walks.length).toBeLessThanOrEqual(modelTransitions(model).length);
  });
});
