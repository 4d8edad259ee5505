import { afterAll, expect, test } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { modelEventTypes, modelPaths, modelStateNames, modelTransitions } from '../../../models/paths';

export interface PathHarness<TModel extends AnyStateMachine> {
  /** How each model event happens to the real machine: a sent event, clock time or a server answer. */
  events: Record<EventFromLogic<TModel>['type'], () => void | Promise<void>>;
  /** What must hold of the real machine in each model state, by name (`loggedIn.ready`). */
  states: Record<string, (model: AnyMachineSnapshot) => void | Promise<void>>;
  stop?: () => void;
}

/**
 * One test per transition of `model`: the shortest path to its source state, then its event, run against a fresh
 * harness around the real machine and checked at every step. The file fails if a transition was never taken.
 */
export function testModelPaths<TModel extends AnyStateMachine>(model: TModel, harness: () => PathHarness<TModel>) {
  const transitions = modelTransitions(model);
  const stateNames = modelStateNames(model);
  const eventTypes = modelEventTypes(model);
  const taken = new Set<string>();

  for (const path of modelPaths(model)) {
    test(path.description, async () => {
      const { events, states, stop } = harness();
      // A model state or event the harness does not know would pass without checking anything.
      expect(Object.keys(states).sort()).toEqual(stateNames);
      expect(Object.keys(events).sort()).toEqual(eventTypes);
      try {
        await path.testPath.test({ events, states });
      } finally {
        stop?.();
      }
      taken.add(path.transition.id);
    });
  }

  afterAll(() => {
    const missed = transitions.map((t) => t.id).filter((id) => !taken.has(id));
    expect(missed, 'model transitions never taken').toEqual([]);
  });
}
