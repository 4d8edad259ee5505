import { expect, test } from 'vitest';
import { type AnyStateMachine, createActor, toPromise } from 'xstate';
import { countdownMachine } from '../../machines/countdownMachine';
import { followMachine } from '../../machines/followMachine';
import { slugCheckMachine } from '../../machines/slugCheckMachine';
import { weddingAccessMachine } from '../../machines/weddingAccessMachine';

// The wedding machines' side effects: each default fails loudly with its name until the app provides it.
const sideEffects: Array<{ machine: AnyStateMachine; actions: string[]; actors: string[] }> = [
  { machine: weddingAccessMachine, actions: ['goToWeddings'], actors: ['loadWedding'] },
  { machine: followMachine, actions: ['settled', 'notifyFailed'], actors: ['saveFollow', 'saveUnfollow'] },
  { machine: countdownMachine, actions: ['openCalendar'], actors: ['clock'] },
  { machine: slugCheckMachine, actions: [], actors: ['checkSlug'] },
];

for (const { machine, actions, actors } of sideEffects) {
  for (const name of actions) {
    test(`${machine.id}: action ${name} throws until provided`, () => {
      const action = (machine.implementations.actions as Record<string, unknown>)[name] as () => void;
      expect(action).toThrow(`${name} not provided`);
    });
  }
  for (const name of actors) {
    test(`${machine.id}: actor ${name} fails until provided`, async () => {
      const logic = (machine.implementations.actors as Record<string, Parameters<typeof createActor>[0]>)[name]!;
      // Observed before it starts: a callback actor fails while starting.
      const actor = createActor(logic, { input: {} });
      const done = toPromise(actor);
      actor.start();
      await expect(done).rejects.toThrow(`${name} not provided`);
    });
  }
}
