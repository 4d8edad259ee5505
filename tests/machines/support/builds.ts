import { expect, test } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';

/**
 * XState checks a machine's configuration (initial states, transition targets) while its module builds it. A test
 * file whose static import throws fails before any of its tests exist, and Stryker's Vitest runner counts a file
 * with no test results as passing, so a mutant such as `initial: ''` would survive every machine test. Each machine
 * module is therefore also loaded inside a test (one small file per machine, so a mutant runs only its own).
 */
export function testMachineBuilds(name: string, load: () => Promise<Record<string, unknown>>) {
  test(`${name} builds its machine`, async () => {
    const machine = (await load())[name];
    expect(machine).toBeInstanceOf(StateMachine);
    // The inspector, `npm run machines:export` and `#id` targets know the machine by this id.
    expect((machine as AnyStateMachine).id).toBe(name.slice(0, -'Machine'.length));
  });
}
