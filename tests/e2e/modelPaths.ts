import { expect, type Page, test } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { modelEventTypes, modelStateNames, modelTransitions, modelWalks } from '../../models/paths';

export interface BrowserHarness<TModel extends AnyStateMachine> {
  /** Each model event as a user action or a server-side fact on the real page. */
  events: Record<EventFromLogic<TModel>['type'], () => Promise<void>>;
  /** What the page must show in each model state. */
  states: Record<string, (model: AnyMachineSnapshot) => Promise<void>>;
}

/**
 * The model's transitions driven through the real UI, checked at every step. Vitest runs one path per
 * transition; here every path pays for a sign-up and a page load, so the same transitions are taken by a few
 * longer walks (models/paths.ts `modelWalks`), and the file fails if a transition was never taken.
 */
export function testModelPathsInBrowser<TModel extends AnyStateMachine>(
  model: TModel,
  harness: (page: Page) => Promise<BrowserHarness<TModel>>,
  /**
   * A screen width of its own (a phone's), for the paths of a machine whose UI changes with it; `touch` makes the
   * browser a phone's (a touch screen, the mobile viewport), so the harness can tap.
   */
  options: { width?: number; touch?: boolean } = {},
) {
  const transitions = modelTransitions(model);
  const taken = new Set<string>();
  const at = options.width ? ` at ${options.width} px` : '';
  test.describe(`${model.id} paths in the browser${at}`, () => {
    if (options.touch) test.use({ hasTouch: true, isMobile: true });
    for (const walk of modelWalks(model)) {
      test(walk.description, async ({ page }) => {
        // A walk is up to twelve steps, each a real round trip.
        test.setTimeout(30_000 + 5_000 * walk.transitions.length);
        if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
        const { events, states } = await harness(page);
        expect(Object.keys(states).sort()).toEqual(modelStateNames(model));
        expect(Object.keys(events).sort()).toEqual(modelEventTypes(model));
        await walk.testPath.test({ events, states });
        for (const t of walk.transitions) taken.add(t.id);
      });
    }
    test.afterAll(() => {
      const missed = transitions.map((t) => t.id).filter((id) => !taken.has(id));
      expect(missed, 'model transitions never taken in the browser').toEqual([]);
    });
  });
}
