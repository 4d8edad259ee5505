import { assign, setup } from 'xstate';
import { SEARCH_PAUSE_MS } from '../src/shared/constants';

export interface SearchBoxContext {
  text: string;
}

export type SearchBoxEvent = { type: 'search.typed'; text: string } | { type: 'search.submitted' };

/**
 * The top menu's search box (spec section 2): a search runs once typing pauses for SEARCH_PAUSE_MS, and on submit,
 * only when the text is non-empty. The pause shows the first few results under the box (`previewSearch`), so typing is
 * never interrupted by a page change; submitting opens the results page (`runSearch`). Both are provided by the app.
 */
export const searchBoxMachine = setup({
  types: { context: {} as SearchBoxContext, events: {} as SearchBoxEvent, input: {} as { text?: string } },
  delays: { searchPause: SEARCH_PAUSE_MS },
  guards: {
    'has text': ({ context }) => context.text.trim().length > 0,
  },
  actions: {
    setText: assign((_, params: { text: string }) => ({ text: params.text })),
    runSearch: (_, _params: { text: string }) => {
      throw new Error('runSearch not provided');
    },
    previewSearch: (_, _params: { text: string }) => {
      throw new Error('previewSearch not provided');
    },
  },
}).createMachine({
  id: 'searchBox',
  // Stryker disable next-line OptionalChaining: the input is required by the machine's type (the app always gives one)
  context: ({ input }) => ({ text: input?.text ?? '' }),
  initial: 'idle',
  on: {
    'search.typed': {
      target: '.typing',
      // Stryker disable next-line BooleanLiteral: a root transition to a child exits and re-enters it either way (tested: each key press restarts the pause)
      reenter: true,
      actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
    },
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
            actions: { type: 'previewSearch', params: ({ context }) => ({ text: context.text.trim() }) },
          },
          { target: 'idle' },
        ],
      },
    },
  },
});
