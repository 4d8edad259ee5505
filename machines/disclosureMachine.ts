import { setup } from 'xstate';

export type DisclosureEvent = { type: 'disclosure.toggled' } | { type: 'disclosure.closed' };

/** Something shown and hidden by one control, such as the mobile menu. */
export const disclosureMachine = setup({
  types: { events: {} as DisclosureEvent },
}).createMachine({
  id: 'disclosure',
  initial: 'closed',
  states: {
    closed: { on: { 'disclosure.toggled': 'open' } },
    open: { on: { 'disclosure.toggled': 'closed', 'disclosure.closed': 'closed' } },
  },
});
