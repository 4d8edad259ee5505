import { setup } from 'xstate';

// What a member with no signal can observe of the offline queue (issue 37): changes made offline wait, in order;
// the connection returns and they go, each once; the server may answer every one, refuse one for good, or say the
// item changed since (409), which waits for the member's choice. Network and answers are explicit events. Online, a
// change goes straight to the server; it joins the queue only when that finds no network (FAIL_CHANGE), or when the
// queue is not empty, or the app already knows it is offline (CHANGE).
export const offlineQueueModel = setup({
  types: {
    events: {} as
      | { type: 'CHANGE' }
      | { type: 'FAIL_CHANGE' }
      | { type: 'RESTORE' }
      | { type: 'LOSE' }
      | { type: 'SHOW_COPY' }
      | { type: 'BACK' }
      | { type: 'ANSWER_ALL' }
      | { type: 'NO_ANSWER' }
      | { type: 'CHANGED_SINCE' }
      | { type: 'REFUSED' }
      | { type: 'KEEP_MINE' }
      | { type: 'TAKE_THEIRS' }
      | { type: 'SIGN_OUT' },
  },
}).createMachine({
  id: 'offlineQueueModel',
  initial: 'online',
  states: {
    online: {
      on: { FAIL_CHANGE: 'waiting', RESTORE: 'sending', LOSE: 'offline', SHOW_COPY: 'showingCopies' },
    },
    offline: { on: { CHANGE: 'waiting', SHOW_COPY: 'showingCopies', BACK: 'online', SIGN_OUT: 'online' } },
    showingCopies: { on: { CHANGE: 'waiting', BACK: 'online' } },
    /** Offline with changes on the device. */
    waiting: { on: { CHANGE: 'waiting', BACK: 'sending', SIGN_OUT: 'online' } },
    sending: {
      on: {
        ANSWER_ALL: 'online',
        NO_ANSWER: 'waiting',
        CHANGED_SINCE: 'conflict',
        REFUSED: 'online',
        CHANGE: 'sending',
      },
    },
    conflict: { on: { KEEP_MINE: 'sending', TAKE_THEIRS: 'online', SIGN_OUT: 'online' } },
  },
});
