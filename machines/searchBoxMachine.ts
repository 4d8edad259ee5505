import { assign, setup } from 'xstate';
import { SEARCH_PAUSE_MS } from '../src/shared/constants';

export interface SearchBoxContext {
  text: string;
}

export type SearchBoxEvent = { type: 'search.typed'; text: string } | { type: 'search.submitted' };

/**
 * The top menu's search box (spec section 2): a search runs on submit, or once typing pauses for
 * SEARCH_PAUSE_MS, and only when the text is non-empty. `runSearch` (navigation) is provided by the app.
 */
export const searchBoxMachine = setup({
  types: { context: {} as SearchBoxContext, events: {} as SearchBoxEvent, input: {} as { text?: string } },
  delays: { searchPause: SEARCH_PAUSE_MS },
  guards: {
    'has text': ({ context }) => context.text.trim().length > 0,
  },
  actions: {
    setText: assign({ text: ({ event }) => (event.type === 'search.typed' ? event.text : '') }),
    runSearch: (_, _params: { text: string }) => {
      throw new Error('runSearch not provided');
    },
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ text: input?.text ?? '' }),
  initial: 'idle',
  on: {
    'search.typed': { target: '.typing', reenter: true, actions: 'setText' },
    'search.submitted': {
      guard: 'has text',
      target: '.idle',
      actions: { type: 'runSearch', params: ({ context }) => ({ text: context.text.trim() }) },
    },
  },
  states: {
    idle: {},
    typing: {
      after: {
        searchPause: [
          {
            guard: 'has text',
            target: 'idle',
            actions: { type: 'runSearch', params: ({ context }) => ({ text: context.text.trim() }) },
          },
          { target: 'idle' },
        ],
      },
    },
  },
});
