import { setup } from 'xstate';

// What a user can observe of the top menu: which submenu is open.
export const topMenuModel = setup({
  types: {
    events: {} as
      | { type: 'TOGGLE_DASHBOARD' }
      | { type: 'TOGGLE_PROFILE' }
      | { type: 'CLICK_OUTSIDE' }
      | { type: 'PRESS_ESCAPE' }
      | { type: 'NAVIGATE' },
  },
}).createMachine({
  id: 'topMenuModel',
  initial: 'closed',
  on: { CLICK_OUTSIDE: '.closed', PRESS_ESCAPE: '.closed', NAVIGATE: '.closed' },
  states: {
    closed: { on: { TOGGLE_DASHBOARD: 'dashboardOpen', TOGGLE_PROFILE: 'profileOpen' } },
    dashboardOpen: { on: { TOGGLE_DASHBOARD: 'closed', TOGGLE_PROFILE: 'profileOpen' } },
    profileOpen: { on: { TOGGLE_DASHBOARD: 'dashboardOpen', TOGGLE_PROFILE: 'closed' } },
  },
});
