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

type EventOf =
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
  | { type: 'SERVER_REFUSED' };

export const seatingModel = setup({ types: { events: {} as EventOf } }).createMachine({
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

// The same page in the browser, where the server's refusal is a real answer to a real move: the harness moves a
// second guest with their Move menu and the server turns it down. That can be done only while nobody is chosen (it
// would choose the second guest otherwise), so a refusal comes from `idle` and `refusedByServer` alone; the other
// refusals (while a guest is chosen, dragged or has the menu open) are the Vitest paths' above. On a desktop both
// ways of moving are walked; on a phone (390 px, touch) there is no dragging, only the Move menu.
const { SERVER_REFUSED: _refused, ...choosingQuietly } = choosing;
const browserStates = {
  idle: { on: { ...choosing, SERVER_REFUSED: 'refusedByServer', PLAN_RELOADED: 'idle' } },
  refusedByServer: {
    on: {
      ...choosingQuietly,
      SERVER_REFUSED: 'refusedByServer',
      CLEAR: 'idle',
      PLAN_RELOADED: 'refusedByServer',
      GUEST_GONE: 'refusedByServer',
    },
  },
  selected: { on: { ...choosingQuietly, CLEAR: 'idle', PLAN_RELOADED: 'selected' } },
  refused: { on: { ...choosingQuietly, CLEAR: 'idle', PLAN_RELOADED: 'refused' } },
  dragging: {
    on: {
      DROP_ROOM: 'idle',
      DROP_FULL: 'refused',
      DROP_OFF: 'idle',
      CANCEL_DRAG: 'selected',
      PLAN_RELOADED: 'dragging',
      GUEST_GONE: 'idle',
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
    },
  },
} as const;

export const seatingDesktopModel = setup({ types: { events: {} as EventOf } }).createMachine({
  id: 'seatingDesktopModel',
  initial: 'idle',
  states: browserStates,
});

const withoutDrag = <T extends Record<string, unknown>>(on: T) => {
  const { DRAG: _drag, ...rest } = on;
  return rest;
};

type PhoneEvent = Exclude<EventOf, { type: 'DRAG' | 'DROP_ROOM' | 'DROP_FULL' | 'DROP_OFF' | 'CANCEL_DRAG' }>;

export const seatingPhoneModel = setup({ types: { events: {} as PhoneEvent } }).createMachine({
  id: 'seatingPhoneModel',
  initial: 'idle',
  states: {
    idle: { on: withoutDrag(browserStates.idle.on) },
    refusedByServer: { on: withoutDrag(browserStates.refusedByServer.on) },
    selected: { on: withoutDrag(browserStates.selected.on) },
    refused: { on: withoutDrag(browserStates.refused.on) },
    menu: browserStates.menu,
  },
});
