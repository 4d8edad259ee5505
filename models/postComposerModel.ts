import { setup } from 'xstate';

// What the author observes of the composer: an empty draft, one with text or photos, sending it (with a progress bar
// when it has photos), posted (empty again), or failed with the draft kept. The server's answers are explicit events.
export const postComposerModel = setup({
  types: {
    events: {} as
      | { type: 'TYPE' }
      | { type: 'ADD_PHOTO' }
      | { type: 'REMOVE_PHOTO' }
      | { type: 'SUBMIT' }
      | { type: 'PROGRESS' }
      | { type: 'SERVER_OK' }
      | { type: 'SERVER_FAILS' }
      | { type: 'NEW' },
  },
}).createMachine({
  id: 'postComposerModel',
  initial: 'empty',
  states: {
    /** Nothing to send: submitting does nothing. */
    empty: { on: { TYPE: 'withText', ADD_PHOTO: 'withPhoto', SUBMIT: 'empty' } },
    withText: { on: { SUBMIT: 'posting', ADD_PHOTO: 'withTextAndPhoto' } },
    withPhoto: { on: { SUBMIT: 'uploading', REMOVE_PHOTO: 'empty' } },
    withTextAndPhoto: { on: { SUBMIT: 'uploading', REMOVE_PHOTO: 'withText' } },
    posting: { on: { SERVER_OK: 'posted', SERVER_FAILS: 'failedText' } },
    uploading: { on: { PROGRESS: 'uploading', SERVER_OK: 'posted', SERVER_FAILS: 'failedPhotos' } },
    failedText: { on: { SUBMIT: 'posting', TYPE: 'withText' } },
    failedPhotos: { on: { SUBMIT: 'uploading' } },
    posted: { on: { NEW: 'empty', TYPE: 'withText', ADD_PHOTO: 'withPhoto' } },
  },
});
