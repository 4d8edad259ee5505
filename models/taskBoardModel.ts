import { setup } from 'xstate';

// What a user can observe of the task board: whether a task's detail is open, and whether a task is being dragged or
// its move is being saved. Moves come from a drag dropped somewhere new, the keyboard's move buttons or the card's
// Move menu (to another section); the server's answer to a save and another member deleting the open task are
// explicit events. The machine keeps the two concerns in parallel regions; the model spells out their combinations,
// because nothing can be clicked while a drag is held (a guarded event would still appear as a step here).
export const taskBoardModel = setup({
  types: {
    events: {} as
      | { type: 'SELECT_TASK' }
      | { type: 'CLOSE_DETAIL' }
      | { type: 'SELECTED_TASK_DELETED' }
      | { type: 'START_DRAG' }
      | { type: 'DROP_ELSEWHERE' }
      | { type: 'DROP_IN_PLACE' }
      | { type: 'MOVE_WITH_KEYBOARD' }
      | { type: 'MOVE_WITH_MENU' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'taskBoardModel',
  initial: 'board',
  states: {
    board: {
      on: { SELECT_TASK: 'detail', START_DRAG: 'dragging', MOVE_WITH_KEYBOARD: 'saving', MOVE_WITH_MENU: 'saving' },
    },
    detail: {
      on: {
        // Self-target: createTestModel skips transitions without a target.
        SELECT_TASK: 'detail',
        CLOSE_DETAIL: 'board',
        SELECTED_TASK_DELETED: 'board',
        START_DRAG: 'draggingWithDetail',
        MOVE_WITH_KEYBOARD: 'savingWithDetail',
        MOVE_WITH_MENU: 'savingWithDetail',
      },
    },
    dragging: { on: { DROP_ELSEWHERE: 'saving', DROP_IN_PLACE: 'board' } },
    draggingWithDetail: {
      on: { SELECTED_TASK_DELETED: 'dragging', DROP_ELSEWHERE: 'savingWithDetail', DROP_IN_PLACE: 'detail' },
    },
    saving: { on: { SELECT_TASK: 'savingWithDetail', SERVER_SAVES: 'board', SERVER_FAILS: 'board' } },
    savingWithDetail: {
      on: {
        SELECT_TASK: 'savingWithDetail',
        CLOSE_DETAIL: 'saving',
        SELECTED_TASK_DELETED: 'saving',
        SERVER_SAVES: 'detail',
        SERVER_FAILS: 'detail',
      },
    },
  },
});

// The same board on a phone, where the open task is a sheet over the whole screen: nothing on the board can be
// reached while it is open, so there is no dragging and no opening another task from it. A task moves by the card's
// Move menu (a tap, or a long-press on the card) or its ↑/↓ buttons, and the open task by its sheet's Section select;
// all three are the machine's one move event. Dragging stays a pointer's way, in the desktop model above.
export const taskBoardPhoneModel = setup({
  types: {
    events: {} as
      | { type: 'SELECT_TASK' }
      | { type: 'CLOSE_DETAIL' }
      | { type: 'SELECTED_TASK_DELETED' }
      | { type: 'MOVE_WITH_MENU' }
      | { type: 'MOVE_WITH_BUTTONS' }
      | { type: 'MOVE_IN_SHEET' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'taskBoardPhoneModel',
  initial: 'board',
  states: {
    board: { on: { SELECT_TASK: 'sheet', MOVE_WITH_MENU: 'saving', MOVE_WITH_BUTTONS: 'saving' } },
    sheet: { on: { CLOSE_DETAIL: 'board', SELECTED_TASK_DELETED: 'board', MOVE_IN_SHEET: 'savingWithSheet' } },
    saving: { on: { SELECT_TASK: 'savingWithSheet', SERVER_SAVES: 'board', SERVER_FAILS: 'board' } },
    savingWithSheet: {
      on: { CLOSE_DETAIL: 'saving', SELECTED_TASK_DELETED: 'saving', SERVER_SAVES: 'sheet', SERVER_FAILS: 'sheet' },
    },
  },
});
