import { setup } from 'xstate';

export type TopMenuEvent =
  | { type: 'dashboard.toggled' }
  | { type: 'profile.toggled' }
  | { type: 'outside.clicked' }
  /** Escape or a navigation. */
  | { type: 'menu.closed' };

/** The top menu keeps all its state in its state value. */
export type TopMenuContext = Record<string, never>;

// Spec section 4: the dashboard and profile submenus are mutually exclusive and close on an outside click.
// Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
export const topMenuMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as TopMenuContext,
    events: {} as TopMenuEvent,
  },
}).createMachine({
  id: 'topMenu',
  context: {},
  initial: 'closed',
  on: {
    'outside.clicked': '.closed',
    'menu.closed': '.closed',
  },
  states: {
    closed: {
      on: { 'dashboard.toggled': 'dashboardOpen', 'profile.toggled': 'profileOpen' },
    },
    dashboardOpen: {
      on: { 'dashboard.toggled': 'closed', 'profile.toggled': 'profileOpen' },
    },
    profileOpen: {
      on: { 'dashboard.toggled': 'dashboardOpen', 'profile.toggled': 'closed' },
    },
  },
});
