import { setup } from 'xstate';

// What a reader can observe of the activity page: the first page loading, failed (with "Try again"), shown with
// "Show older changes" or at its end, an older page on its way, and the first page read again after a change in the
// wedding (the list stays). Another filter starts the list over from any state. A failed re-read keeps what is shown
// as it was (more or at the end), which the model cannot tell apart: the machine tests check it beyond the model.
export const activityModel = setup({
  types: {
    events: {} as
      | { type: 'SERVER_PAGE' }
      | { type: 'SERVER_LAST_PAGE' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'MORE' }
      | { type: 'FILTER' }
      | { type: 'LIVE' },
  },
}).createMachine({
  id: 'activityModel',
  initial: 'loading',
  on: { FILTER: '.loading' },
  states: {
    loading: { on: { SERVER_PAGE: 'ready.more', SERVER_LAST_PAGE: 'ready.end', SERVER_FAILS: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'more',
      states: {
        more: { on: { MORE: '#activityModel.loadingMore', LIVE: '#activityModel.refreshing' } },
        end: { on: { LIVE: '#activityModel.refreshing' } },
      },
    },
    loadingMore: {
      on: {
        SERVER_PAGE: 'ready.more',
        SERVER_LAST_PAGE: 'ready.end',
        SERVER_FAILS: 'ready.more',
        LIVE: 'refreshing',
      },
    },
    refreshing: {
      on: { SERVER_PAGE: 'ready.more', SERVER_LAST_PAGE: 'ready.end', LIVE: 'refreshing' },
    },
  },
});
