/** What a form says when its submit got no answer, or an answer with nothing of its own to say. */
export const FORM_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  /** Asked before leaving a page whose form has unsaved changes (issue 31). */
  leave: 'You have unsaved changes on this page. Leave without saving them?',
} as const;
