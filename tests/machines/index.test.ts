import { expect, test } from 'vitest';
import { machines } from '../../machines';
import * as models from '../../models';

// `npm run machines:export` and the inspector find machines by these names: one per test model, named as its id.
test('every machine is listed under its own id, one per test model', () => {
  const modelNames = Object.keys(models)
    .filter((key) => key.endsWith('Model'))
    .map((key) => key.slice(0, -'Model'.length))
    .sort();
  expect(Object.keys(machines).sort()).toEqual(modelNames);
  for (const [name, machine] of Object.entries(machines)) expect(machine.id).toBe(name);
});
