import { setup } from 'xstate';

// What a reader can observe of a page's data: loading, shown, shown while asked again, or failed with a retry. A
// server answer, a change on the server (REFRESH) and the reader's retry are the events; a refresh while a load is
// out starts that load over.
export const resourceModel = setup({
  types: {
    events: {} as { type: 'SERVER_OK' } | { type: 'SERVER_FAILS' } | { type: 'REFRESH' } | { type: 'RETRY' },
  },
}).createMachine({
  id: 'resourceModel',
  initial: 'loading',
  states: {
    loading: { on: { SERVER_OK: 'ready', SERVER_FAILS: 'failed', REFRESH: 'loading' } },
    ready: { on: { REFRESH: 'refreshing' } },
    refreshing: { on: { SERVER_OK: 'ready', SERVER_FAILS: 'ready', REFRESH: 'refreshing' } },
    failed: { on: { RETRY: 'loading', REFRESH: 'loading' } },
  },
});
