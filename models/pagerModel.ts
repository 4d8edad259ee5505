import { setup } from 'xstate';

// What a reader can observe of a paged list: the first page loading, failed (with "Try again"), shown with "Show
// more" or at its end, and the next page on its way. A server answer is a page with more after it, the last page, or
// a failure; a new item from the socket goes on top of a shown list. A refresh (a resync) comes from outside the
// page, so the machine tests check it beyond the model.
export const pagerModel = setup({
  types: {
    events: {} as
      | { type: 'SERVER_PAGE' }
      | { type: 'SERVER_LAST_PAGE' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'MORE' }
      | { type: 'NEW_ITEM' },
  },
}).createMachine({
  id: 'pagerModel',
  initial: 'loading',
  states: {
    loading: { on: { SERVER_PAGE: 'ready.more', SERVER_LAST_PAGE: 'ready.end', SERVER_FAILS: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'more',
      states: {
        more: { on: { MORE: '#pagerModel.loadingMore', NEW_ITEM: 'more' } },
        end: { on: { NEW_ITEM: 'end' } },
      },
    },
    loadingMore: {
      on: {
        SERVER_PAGE: 'ready.more',
        SERVER_LAST_PAGE: 'ready.end',
        // The list stays as it was, with "Show more" to ask again; the failure is a toast.
        SERVER_FAILS: 'ready.more',
        NEW_ITEM: 'loadingMore',
      },
    },
  },
});
