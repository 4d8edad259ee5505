import { setup } from 'xstate';

// What a user can observe of the search box: typed text (empty or not), whether the pause showed the first few
// results under the box, and whether a submit opened the results page. The 1 s pause is the explicit event WAIT_1S.
export const searchBoxModel = setup({
  types: {
    events: {} as { type: 'TYPE_TEXT' } | { type: 'TYPE_BLANK' } | { type: 'WAIT_1S' } | { type: 'SUBMIT' },
  },
}).createMachine({
  id: 'searchBoxModel',
  initial: 'empty',
  states: {
    empty: { on: { TYPE_TEXT: 'typingText', TYPE_BLANK: 'typingBlank', SUBMIT: 'empty' } },
    typingText: {
      on: { TYPE_TEXT: 'typingText', TYPE_BLANK: 'typingBlank', WAIT_1S: 'previewed', SUBMIT: 'searched' },
    },
    typingBlank: {
      on: { TYPE_TEXT: 'typingText', TYPE_BLANK: 'typingBlank', WAIT_1S: 'empty', SUBMIT: 'typingBlank' },
    },
    previewed: {
      on: { TYPE_TEXT: 'typingText', TYPE_BLANK: 'typingBlank', SUBMIT: 'searched', WAIT_1S: 'previewed' },
    },
    searched: { on: { TYPE_TEXT: 'typingText', TYPE_BLANK: 'typingBlank', SUBMIT: 'searched', WAIT_1S: 'searched' } },
  },
});
