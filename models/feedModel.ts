import { setup } from 'xstate';

// What a reader observes of a feed: a first page loading, pages added as they scroll, the end, a failure with a retry,
// and posts arriving live behind an "N new posts" button. The server's answers are explicit events.
export const feedModel = setup({
  types: {
    events: {} as
      | { type: 'SERVER_PAGE' }
      | { type: 'SERVER_LAST_PAGE' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'RETRY' }
      | { type: 'POST_ARRIVES' }
      | { type: 'SHOW_NEW' },
  },
}).createMachine({
  id: 'feedModel',
  initial: 'loading',
  states: {
    loading: { on: { SERVER_PAGE: 'loaded', SERVER_LAST_PAGE: 'end', SERVER_FAILS: 'failedFirst' } },
    failedFirst: { on: { RETRY: 'loading' } },
    loaded: { on: { SCROLL_TO_END: 'loadingMore', POST_ARRIVES: 'newPostsWaiting' } },
    loadingMore: { on: { SERVER_PAGE: 'loaded', SERVER_LAST_PAGE: 'end', SERVER_FAILS: 'failedMore' } },
    failedMore: { on: { RETRY: 'loadingMore' } },
    /** Read to the end; a live post still waits behind the button. */
    end: { on: { POST_ARRIVES: 'newPostsWaiting' } },
    newPostsWaiting: { on: { POST_ARRIVES: 'newPostsWaiting', SHOW_NEW: 'loading' } },
  },
});
