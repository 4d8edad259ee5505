import { mkdir, writeFile } from 'node:fs/promises';
import type { AnyStateMachine } from 'xstate';
import { machines } from '../machines';

// `npm run machines:export` writes each machine's definition as JSON, for the Stately visualiser and reviews.
// xstate's definition leaves out eventless (`always`) transitions and drops and/or/not guards (they are functions),
// so both are put back here; everything else is the definition as it is.

/** A higher-order guard: xstate marks them with `check` and the guards they combine. */
function describeGuard(guard: unknown): unknown {
  if (typeof guard !== 'function') return guard;
  const combined = guard as { name: string; guards?: unknown[] };
  return combined.guards ? { type: combined.name, guards: combined.guards.map(describeGuard) } : undefined;
}

function exportable(machine: AnyStateMachine): string {
  return JSON.stringify(
    machine.definition,
    (_key, value) => {
      if (typeof value === 'function') return describeGuard(value);
      if (value && typeof value === 'object' && 'states' in value && 'id' in value && !('always' in value)) {
        const always = machine.getStateNodeById(String(value.id)).always;
        if (always?.length) return { ...value, always: always.map((t) => t.toJSON()) };
      }
      return value;
    },
    2,
  );
}

const folder = new URL('../machines-export/', import.meta.url);
await mkdir(folder, { recursive: true });
for (const [name, machine] of Object.entries(machines)) {
  await writeFile(new URL(`${name}.json`, folder), `${exportable(machine)}\n`);
  console.log(`machines-export/${name}.json`);
}
