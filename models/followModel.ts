import { setup } from 'xstate';

// What a user can observe of the follow button. The server's answers and reloads are explicit events; which
// status an unfollow would go back to on failure is part of the state, so the model holds no context.
export const followModel = setup({
  types: {
    events: {} as
      | { type: 'OPEN_NOT_FOLLOWING' }
      | { type: 'OPEN_REQUESTED' }
      | { type: 'OPEN_FOLLOWING' }
      | { type: 'CLICK' }
      | { type: 'SERVER_REQUESTED' }
      | { type: 'SERVER_FOLLOWING' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RELOADED_FOLLOWING' }
      | { type: 'RELOADED_NONE' },
  },
}).createMachine({
  id: 'followModel',
  initial: 'notOpened',
  states: {
    notOpened: {
      on: { OPEN_NOT_FOLLOWING: 'notFollowing', OPEN_REQUESTED: 'requested', OPEN_FOLLOWING: 'following' },
    },
    notFollowing: { on: { CLICK: 'followSaving', RELOADED_FOLLOWING: 'following' } },
    requested: {
      on: { CLICK: 'unfollowSaving.fromRequested', RELOADED_FOLLOWING: 'following', RELOADED_NONE: 'notFollowing' },
    },
    following: { on: { CLICK: 'unfollowSaving.fromFollowing', RELOADED_NONE: 'notFollowing' } },
    followSaving: {
      on: {
        CLICK: 'followSavingUndone',
        SERVER_REQUESTED: 'requested',
        SERVER_FOLLOWING: 'following',
        SERVER_FAILS: 'notFollowing',
        // A reload's answer arriving mid-request is ignored.
        RELOADED_FOLLOWING: 'followSaving',
      },
    },
    followSavingUndone: {
      on: {
        CLICK: 'followSaving',
        SERVER_REQUESTED: 'unfollowSaving.fromRequested',
        SERVER_FOLLOWING: 'unfollowSaving.fromFollowing',
        SERVER_FAILS: 'notFollowing',
      },
    },
    unfollowSaving: {
      initial: 'fromFollowing',
      states: {
        fromRequested: {
          on: { CLICK: '#followModel.unfollowSavingUndone.fromRequested', SERVER_FAILS: '#followModel.requested' },
        },
        fromFollowing: {
          on: { CLICK: '#followModel.unfollowSavingUndone.fromFollowing', SERVER_FAILS: '#followModel.following' },
        },
      },
      on: { SERVER_OK: 'notFollowing' },
    },
    unfollowSavingUndone: {
      initial: 'fromFollowing',
      states: {
        fromRequested: {
          on: { CLICK: '#followModel.unfollowSaving.fromRequested', SERVER_FAILS: '#followModel.requested' },
        },
        fromFollowing: {
          on: { CLICK: '#followModel.unfollowSaving.fromFollowing', SERVER_FAILS: '#followModel.following' },
        },
      },
      on: { SERVER_OK: 'followSaving' },
    },
  },
});
