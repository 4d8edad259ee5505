// Problem details the server alone writes, each said in several places: one home, so they cannot drift apart.
// Messages the client also shows live in src/shared (planningMessages, weddingMessages, socialMessages…).

/** Sign-in and session answers (401s), and the signed-in person's own devices. */
export const authMessages = {
  signInNeeded: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  accountGone: 'Your account no longer exists.',
  signInExpired: 'This sign-in has expired. Please sign in again.',
  signInNotVerified: 'This sign-in could not be verified. Please sign in again.',
  noDevice: 'No such device.',
} as const;
