import { expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { searchBoxMachine } from '../../machines/searchBoxMachine';
import { searchBoxModel } from '../../models/searchBoxModel';
import { testModelPaths } from './support/modelPaths';

testModelPaths(searchBoxModel, () => {
  const clock = new SimulatedClock();
  const searches: string[] = [];
  let searchesAtLastType = 0;
  const actor = createActor(
    searchBoxMachine.provide({ actions: { runSearch: (_, { text }) => void searches.push(text) } }),
    { clock, input: {} },
  ).start();
  const type = (text: string) => {
    searchesAtLastType = searches.length;
    actor.send({ type: 'search.typed', text });
  };
  return {
    events: {
      TYPE_TEXT: () => type(`rose ${searches.length}`),
      TYPE_BLANK: () => type('   '),
      WAIT_1S: () => clock.increment(1000),
      SUBMIT: () => actor.send({ type: 'search.submitted' }),
    },
    states: {
      empty: () => {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(searches.length).toBe(searchesAtLastType);
      },
      typingText: () => {
        expect(actor.getSnapshot().value).toBe('typing');
        expect(actor.getSnapshot().context.text.trim()).not.toBe('');
        expect(searches.length).toBe(searchesAtLastType);
      },
      typingBlank: () => {
        expect(actor.getSnapshot().context.text.trim()).toBe('');
        expect(searches.length).toBe(searchesAtLastType);
      },
      searched: () => {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(searches.at(-1)).toBe(actor.getSnapshot().context.text.trim());
        expect(searches.length).toBeGreaterThan(searchesAtLastType);
      },
    },
    stop: () => actor.stop(),
  };
});
