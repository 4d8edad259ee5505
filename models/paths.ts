import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { type AdjacencyMap, createTestModel, getAdjacencyMap, type TestPath } from 'xstate/graph';

// Path generation for the test models, shared by tests/machines and `npm run paths`.

export interface ModelTransition {
  /** `source EVENT`: unique within a model. */
  id: string;
  source: string;
  event: string;
  target: string;
}

export interface ModelPath {
  /** The transition this path exists to take: its last step. */
  transition: ModelTransition;
  /** `a --EVENT--> b --EVENT--> c` */
  description: string;
  testPath: TestPath<AnyMachineSnapshot, EventObject>;
}

function leafNames(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => (child ? leafNames(child, `${prefix}${key}.`) : []));
}

/** A model state as the harnesses name it: `loggedIn.validating` for `{ loggedIn: 'validating' }`. */
export function stateName(snapshot: { value: StateValue }): string {
  return leafNames(snapshot.value).join(', ');
}

/** Every transition of the model, once per source state and event. */
export function modelTransitions(model: AnyStateMachine): ModelTransition[] {
  const owners = new Map<string, string>();
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(model, {});
  return Object.entries(adjacency).flatMap(([vertex, { state, transitions }]) => {
    const source = stateName(state);
    // Coverage is counted by state name, so a model must not keep state in context.
    const owner = owners.get(source);
    if (owner !== undefined && owner !== vertex) {
      throw new Error(`Model ${model.id} reaches ${source} with different contexts; keep model state in states`);
    }
    owners.set(source, vertex);
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
    return edges.map(({ event, state: next }) => ({
      id: `${source} ${event.type}`,
      source,
      event: event.type,
      target: stateName(next),
    }));
  });
}

export function modelStateNames(model: AnyStateMachine): string[] {
  return [...new Set(modelTransitions(model).flatMap((t) => [t.source, t.target]))].sort();
}

export function modelEventTypes(model: AnyStateMachine): string[] {
  return [...new Set(modelTransitions(model).map((t) => t.event))].sort();
}

export function describePath(path: TestPath<AnyMachineSnapshot, EventObject>): string {
  // steps[0] is the initial state (event `xstate.init`); each later step is the state its event led to.
  const [first, ...rest] = path.steps;
  return [stateName(first!.state), ...rest.map((step) => `--${step.event.type}--> ${stateName(step.state)}`)].join(' ');
}

/** One path per transition: the shortest way to its source state, then its event. */
export function modelPaths(model: AnyStateMachine): ModelPath[] {
  const testModel = createTestModel(model);
  return modelTransitions(model).map((transition) => {
    // Several paths can end in the source state (one per incoming event); the fewest steps win.
    const [toSource] = testModel
      .getShortestPaths({ toState: (s) => stateName(s) === transition.source })
      .sort((a, b) => a.steps.length - b.steps.length);
    if (!toSource) throw new Error(`Model ${model.id} cannot reach ${transition.source}`);
    const events = [...toSource.steps.slice(1).map((step) => step.event), { type: transition.event }];
    const testPath = testModel.getPathsFromEvents(events, {})[0]!;
    return { transition, description: describePath(testPath), testPath };
  });
}

export interface ModelWalk {
  /** Every transition this walk takes, in order (a transition may repeat). */
  transitions: ModelTransition[];
  description: string;
  testPath: TestPath<AnyMachineSnapshot, EventObject>;
}

/**
 * Few, longer paths that still take every transition: each walk starts fresh and keeps heading for the nearest
 * transition no walk has taken yet, until none is reachable or the walk has `maxSteps` events. The browser runs
 * these, because there every path pays for a sign-up and a page load; Vitest keeps one path per transition.
 */
export function modelWalks(model: AnyStateMachine, maxSteps = 12): ModelWalk[] {
  const transitions = modelTransitions(model);
  const outgoing = new Map<string, ModelTransition[]>();
  for (const t of transitions) outgoing.set(t.source, [...(outgoing.get(t.source) ?? []), t]);
  const testModel = createTestModel(model);
  const initial = stateName(testModel.getPathsFromEvents([], {})[0]!.steps[0]!.state);
  const untaken = new Set(transitions.map((t) => t.id));

  /** The fewest transitions from `from` that end by taking an untaken one (breadth first). */
  const towardUntaken = (from: string): ModelTransition[] | undefined => {
    const cameBy = new Map<string, ModelTransition | null>([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const t of outgoing.get(state) ?? []) {
        if (untaken.has(t.id)) {
          const route = [t];
          for (let at = cameBy.get(state); at; at = cameBy.get(at.source)) route.unshift(at);
          return route;
        }
        if (!cameBy.has(t.target)) {
          cameBy.set(t.target, t);
          queue.push(t.target);
        }
      }
    }
    return undefined;
  };

  const walks: ModelWalk[] = [];
  while (untaken.size > 0) {
    const taken: ModelTransition[] = [];
    let at = initial;
    for (let route = towardUntaken(at); route; route = towardUntaken(at)) {
      // A walk may run past maxSteps only to finish its first route, so every walk takes something new.
      if (taken.length > 0 && taken.length + route.length > maxSteps) break;
      for (const t of route) untaken.delete(t.id);
      taken.push(...route);
      at = route.at(-1)!.target;
    }
    if (taken.length === 0) throw new Error(`Model ${model.id} cannot reach ${[...untaken].join('; ')}`);
    const testPath = testModel.getPathsFromEvents(
      taken.map((t) => ({ type: t.event })),
      {},
    )[0]!;
    walks.push({ transitions: taken, description: describePath(testPath), testPath });
  }
  return walks;
}
