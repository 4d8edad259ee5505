import { setup } from 'xstate';

// What a user can observe of the follow button. The server's answers are explicit events; which status an
// unfollow would go back to on failure is part of the state, so the model holds no context. A reload's answer
// (`follow.synced`) comes from outside the button, so the machine tests check it beyond the model.
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
      | { type: 'SERVER_FAILS' },
  },
}).createMachine({
  id: 'followModel',
  initial: 'notOpened',
  states: {
    notOpened: {
      on: { OPEN_NOT_FOLLOWING: 'notFollowing', OPEN_REQUESTED: 'requested', OPEN_FOLLOWING: 'following' },
    },
    notFollowing: { on: { CLICK: 'followSaving' } },
    requested: { on: { CLICK: 'unfollowSaving.fromRequested' } },
    following: { on: { CLICK: 'unfollowSaving.fromFollowing' } },
    followSaving: {
      on: {
        CLICK: 'followSavingUndone',
        SERVER_REQUESTED: 'requested',
        SERVER_FOLLOWING: 'following',
        SERVER_FAILS: 'notFollowing',
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
