/** What a form says when its submit got no answer, or an answer with nothing of its own to say. */
export const FORM_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;
