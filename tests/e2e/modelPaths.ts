import { expect, type Page, test } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { modelEventTypes, modelPaths, modelStateNames, modelTransitions } from '../../models/paths';

export interface BrowserHarness<TModel extends AnyStateMachine> {
  /** Each model event as a user action or a server-side fact on the real page. */
  events: Record<EventFromLogic<TModel>['type'], () => Promise<void>>;
  /** What the page must show in each model state. */
  states: Record<string, (model: AnyMachineSnapshot) => Promise<void>>;
}

/**
 * The same paths as tests/machines, driven through the real UI: one test per model transition,
 * checked at every step, and the file fails if a transition was never taken.
 */
export function testModelPathsInBrowser<TModel extends AnyStateMachine>(
  model: TModel,
  harness: (page: Page) => Promise<BrowserHarness<TModel>>,
) {
  const transitions = modelTransitions(model);
  const taken = new Set<string>();
  test.describe(`${model.id} paths in the browser`, () => {
    for (const path of modelPaths(model)) {
      test(path.description, async ({ page }) => {
        const { events, states } = await harness(page);
        expect(Object.keys(states).sort()).toEqual(modelStateNames(model));
        expect(Object.keys(events).sort()).toEqual(modelEventTypes(model));
        await path.testPath.test({ events, states });
        taken.add(path.transition.id);
      });
    }
    test.afterAll(() => {
      const missed = transitions.map((t) => t.id).filter((id) => !taken.has(id));
      expect(missed, 'model transitions never taken in the browser').toEqual([]);
    });
  });
}
