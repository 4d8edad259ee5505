import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { searchBoxMachine } from '../../machines/searchBoxMachine';
import { searchBoxModel } from '../../models/searchBoxModel';
import { SEARCH_PAUSE_MS } from '../../src/shared/constants';
import { testModelPaths } from './support/modelPaths';

testModelPaths(searchBoxModel, () => {
  const clock = new SimulatedClock();
  const searches: string[] = [];
  const previews: string[] = [];
  let searchesAtLastType = 0;
  let previewsAtLastType = 0;
  const actor = createActor(
    searchBoxMachine.provide({
      actions: {
        runSearch: (_, { text }) => void searches.push(text),
        previewSearch: (_, { text }) => void previews.push(text),
      },
    }),
    { clock, input: {} },
  ).start();
  const type = (text: string) => {
    searchesAtLastType = searches.length;
    previewsAtLastType = previews.length;
    actor.send({ type: 'search.typed', text });
  };
  return {
    events: {
      // Spaces around the words are not part of what is searched.
      TYPE_TEXT: () => type(` rose ${searches.length + previews.length} `),
      TYPE_BLANK: () => type('   '),
      WAIT_1S: () => clock.increment(1000),
      SUBMIT: () => actor.send({ type: 'search.submitted' }),
    },
    states: {
      empty: () => {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(searches.length).toBe(searchesAtLastType);
        expect(previews.length).toBe(previewsAtLastType);
      },
      typingText: () => {
        expect(actor.getSnapshot().value).toBe('typing');
        expect(actor.getSnapshot().context.text.trim()).not.toBe('');
        expect(searches.length).toBe(searchesAtLastType);
        expect(previews.length).toBe(previewsAtLastType);
      },
      typingBlank: () => {
        expect(actor.getSnapshot().context.text.trim()).toBe('');
        expect(searches.length).toBe(searchesAtLastType);
        expect(previews.length).toBe(previewsAtLastType);
      },
      previewed: () => {
        expect(actor.getSnapshot().value).toBe('idle');
        expect(previews.at(-1)).toBe(actor.getSnapshot().context.text.trim());
        expect(previews.length).toBe(previewsAtLastType + 1);
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

test('each key press restarts the pause, and the preview and search use the trimmed text', () => {
  const clock = new SimulatedClock();
  const previews: string[] = [];
  const searches: string[] = [];
  const actor = createActor(
    searchBoxMachine.provide({
      actions: {
        runSearch: (_, { text }) => void searches.push(text),
        previewSearch: (_, { text }) => void previews.push(text),
      },
    }),
    { clock, input: { text: '  lilies ' } },
  ).start();
  expect(actor.getSnapshot().context.text).toBe('  lilies ');
  actor.send({ type: 'search.submitted' });
  expect(searches).toEqual(['lilies']);
  actor.send({ type: 'search.typed', text: ' ro' });
  clock.increment(SEARCH_PAUSE_MS - 1);
  actor.send({ type: 'search.typed', text: ' rose ' });
  clock.increment(SEARCH_PAUSE_MS - 1);
  expect(previews).toEqual([]);
  clock.increment(1);
  expect(previews).toEqual(['rose']);
  expect(actor.getSnapshot().value).toBe('idle');
});
