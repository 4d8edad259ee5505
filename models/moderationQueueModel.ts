import { setup } from 'xstate';

// What the couple sees of the moderation queue. The list is read a page at a time (the pager); server answers and
// the socket's "the album changed" are explicit events. A change during an action is read once that action ends.
export const moderationQueueModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN' }
      | { type: 'LOAD_OK' }
      | { type: 'LOAD_FAILED' }
      | { type: 'RETRY' }
      | { type: 'APPROVE' }
      | { type: 'HIDE' }
      | { type: 'DELETE' }
      | { type: 'ACT_OK' }
      | { type: 'ACT_FAILED' }
      | { type: 'SOCKET_CHANGED' }
      | { type: 'REFRESHED' },
  },
}).createMachine({
  id: 'moderationQueueModel',
  initial: 'notOpened',
  states: {
    notOpened: { on: { OPEN: 'loading' } },
    loading: { on: { LOAD_OK: 'idle', LOAD_FAILED: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    idle: { on: { APPROVE: 'acting', HIDE: 'acting', DELETE: 'acting', SOCKET_CHANGED: 'refreshing' } },
    acting: { on: { ACT_OK: 'idle', ACT_FAILED: 'refused', SOCKET_CHANGED: 'actingStale' } },
    refused: { on: { APPROVE: 'acting', SOCKET_CHANGED: 'refreshing' } },
    actingStale: { on: { ACT_OK: 'refreshing', ACT_FAILED: 'refreshing' } },
    refreshing: { on: { REFRESHED: 'idle' } },
  },
});
