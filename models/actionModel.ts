import { setup } from 'xstate';

// What a user can observe of a button that calls the server once: ready, or busy until the answer. A click while
// busy changes nothing (a self-target, because createTestModel skips targetless transitions).
export const actionModel = setup({
  types: {
    events: {} as { type: 'CLICK' } | { type: 'SERVER_OK' } | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'actionModel',
  initial: 'idle',
  states: {
    idle: { on: { CLICK: 'running' } },
    running: { on: { CLICK: 'running', SERVER_OK: 'idle', SERVER_FAILS: 'idle' } },
  },
});
