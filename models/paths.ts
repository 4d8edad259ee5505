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
