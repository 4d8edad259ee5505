import { setup } from 'xstate';

export type DisclosureEvent = { type: 'disclosure.toggled' } | { type: 'disclosure.closed' };

/** Something shown and hidden by one control, such as the mobile menu. */
// Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
export const disclosureMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: { events: {} as DisclosureEvent },
}).createMachine({
  id: 'disclosure',
  initial: 'closed',
  states: {
    closed: { on: { 'disclosure.toggled': 'open' } },
    open: { on: { 'disclosure.toggled': 'closed', 'disclosure.closed': 'closed' } },
  },
});
