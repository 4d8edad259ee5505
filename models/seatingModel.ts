import { setup } from 'xstate';

// What a user can observe of the seating page's machine: nothing chosen, a guest chosen, a refused move, a drag in
// progress, the Move menu open. DROP_/MOVE_ ROOM, FULL and OFF are a drop (or menu choice) on a table with room, on a
// full one, and off every table; PLAN_RELOADED and GUEST_GONE are the server's next plan (the chosen guest still in
// it, or gone after a decline); SERVER_REFUSED is the server turning a move down.
const choosing = {
  SELECT: 'selected',
  DRAG: 'dragging',
  OPEN_MENU: 'menu',
  SERVER_REFUSED: 'refused',
  GUEST_GONE: 'idle',
} as const;

export const seatingModel = setup({
  types: {
    events: {} as
      | { type: 'SELECT' }
      | { type: 'CLEAR' }
      | { type: 'DRAG' }
      | { type: 'DROP_ROOM' }
      | { type: 'DROP_FULL' }
      | { type: 'DROP_OFF' }
      | { type: 'CANCEL_DRAG' }
      | { type: 'OPEN_MENU' }
      | { type: 'MOVE_ROOM' }
      | { type: 'MOVE_FULL' }
      | { type: 'MOVE_OFF' }
      | { type: 'CLOSE_MENU' }
      | { type: 'PLAN_RELOADED' }
      | { type: 'GUEST_GONE' }
      | { type: 'SERVER_REFUSED' },
  },
}).createMachine({
  id: 'seatingModel',
  initial: 'idle',
  states: {
    idle: { on: { ...choosing, SERVER_REFUSED: 'refusedByServer', PLAN_RELOADED: 'idle' } },
    // The server turned down a move already shown (nobody chosen any more): only its reason remains.
    refusedByServer: {
      on: {
        ...choosing,
        SERVER_REFUSED: 'refusedByServer',
        CLEAR: 'idle',
        PLAN_RELOADED: 'refusedByServer',
        GUEST_GONE: 'refusedByServer',
      },
    },
    selected: { on: { ...choosing, CLEAR: 'idle', PLAN_RELOADED: 'selected' } },
    refused: { on: { ...choosing, CLEAR: 'idle', PLAN_RELOADED: 'refused' } },
    dragging: {
      on: {
        DROP_ROOM: 'idle',
        DROP_FULL: 'refused',
        DROP_OFF: 'idle',
        CANCEL_DRAG: 'selected',
        PLAN_RELOADED: 'dragging',
        GUEST_GONE: 'idle',
        SERVER_REFUSED: 'refused',
      },
    },
    menu: {
      on: {
        MOVE_ROOM: 'idle',
        MOVE_FULL: 'refused',
        MOVE_OFF: 'idle',
        CLOSE_MENU: 'selected',
        PLAN_RELOADED: 'menu',
        GUEST_GONE: 'idle',
        SERVER_REFUSED: 'refused',
      },
    },
  },
});
