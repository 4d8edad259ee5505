import { setup } from 'xstate';

// The mobile menu: shown or hidden by its toggle, hidden when a link in it is followed.
export const disclosureModel = setup({
  types: { events: {} as { type: 'TOGGLE' } | { type: 'FOLLOW_LINK' } },
}).createMachine({
  id: 'disclosureModel',
  initial: 'closed',
  states: {
    closed: { on: { TOGGLE: 'open' } },
    open: { on: { TOGGLE: 'closed', FOLLOW_LINK: 'closed' } },
  },
});
