import { setup } from 'xstate';

// What a participant observes of an open conversation: loading, failed to load (with a retry), ready, a message
// shown at once as pending while it is sent, or marked not sent with Retry and Discard. Server answers are events.
export const threadModel = setup({
  types: {
    events: {} as
      | { type: 'SERVER_LOADED' }
      | { type: 'SERVER_LOAD_FAILS' }
      | { type: 'RETRY_LOAD' }
      | { type: 'SEND' }
      | { type: 'SEND_BLANK' }
      | { type: 'SERVER_SENT' }
      | { type: 'SERVER_SEND_FAILS' }
      | { type: 'RETRY' }
      | { type: 'DISCARD' },
  },
}).createMachine({
  id: 'threadModel',
  initial: 'loading',
  states: {
    loading: { on: { SERVER_LOADED: 'ready', SERVER_LOAD_FAILS: 'loadFailed' } },
    loadFailed: { on: { RETRY_LOAD: 'loading' } },
    /** Sending nothing but spaces does nothing. */
    ready: { on: { SEND: 'sending', SEND_BLANK: 'ready' } },
    sending: { on: { SERVER_SENT: 'sent', SERVER_SEND_FAILS: 'failed' } },
    /** Ready again, with the message in the conversation. */
    sent: { on: { SEND: 'sending' } },
    failed: { on: { RETRY: 'sending', DISCARD: 'ready' } },
  },
});
