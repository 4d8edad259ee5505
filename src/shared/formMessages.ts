/** What a form says when its submit got no answer, or an answer with nothing of its own to say. */
export const FORM_MESSAGES = {
  offline: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  /** Asked before leaving a page whose form has unsaved changes (issue 31). */
  leave: 'You have unsaved changes on this page. Leave without saving them?',
  /** A save refused because someone else saved the same item first (a 409 with the item's newer version). */
  changedBy: (name: string | null) => `${name ?? 'Someone'} changed this while you were editing.`,
  /** An `If-Match` that is no version this API gave. */
  badIfMatch: 'If-Match must be a version this API gave, like "3".',
} as const;
