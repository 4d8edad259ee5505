import { expect } from 'vitest';
import { createActor } from 'xstate';
import { topMenuMachine } from '../../machines/topMenuMachine';
import { topMenuModel } from '../../models/topMenuModel';
import { testModelPaths } from './support/modelPaths';

testModelPaths(topMenuModel, () => {
  const actor = createActor(topMenuMachine).start();
  const expectOpen = (open: 'closed' | 'dashboardOpen' | 'profileOpen') => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(open);
    // The two submenus are never open together.
    expect(snapshot.matches('dashboardOpen') && snapshot.matches('profileOpen')).toBe(false);
  };
  return {
    events: {
      TOGGLE_DASHBOARD: () => actor.send({ type: 'dashboard.toggled' }),
      TOGGLE_PROFILE: () => actor.send({ type: 'profile.toggled' }),
      CLICK_OUTSIDE: () => actor.send({ type: 'outside.clicked' }),
      PRESS_ESCAPE: () => actor.send({ type: 'menu.closed' }),
      NAVIGATE: () => actor.send({ type: 'menu.closed' }),
    },
    states: {
      closed: () => expectOpen('closed'),
      dashboardOpen: () => expectOpen('dashboardOpen'),
      profileOpen: () => expectOpen('profileOpen'),
    },
    stop: () => actor.stop(),
  };
});
