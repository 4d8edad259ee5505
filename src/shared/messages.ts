// Every user-visible string the spec fixes verbatim lives here, so client and server say the same thing.
export const fieldMessages = {
  required: 'Field required.',
  emailRequired: 'Email required.',
  emailInvalid: 'Valid email required.',
  passwordRequired: 'Password required.',
  passwordTooShort: 'Password should be at least 6 characters',
  /** Beside the spec's rule (issue 40): one of the 10,000 most common passwords. */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  emailTaken: 'An account with this email already exists.',
  wrongCredentials: 'Email or password is incorrect.',
  wrongOldPassword: 'Current password is incorrect.',
  resetTokenInvalid: 'This reset link is invalid or has expired.',
  photoType: 'Choose a JPEG, PNG, WebP or GIF image.',
  photoTooLarge: 'The photo must be 5 MB or smaller.',
  directionOverride: 'Remove the text-direction control characters.',
} as const;

export const PASSWORD_MIN = 6;

export const texts = {
  tagline: 'Vowline is where couples and loved ones share life’s moments.',
  notFoundTitle: 'Not found',
  notFoundBody: "Sorry, that URL wasn't found.",
  routeNotFound: 'This page could not be found',
  goBackHome: 'Go back home',
  recommendTitle: 'Know a couple getting married soon?',
  recommendButton: 'Recommend us',
  choosePhoto: 'Choose photo',
} as const;

/** Route errors of the spec's error catalogue (section 8). */
export const routeErrors = {
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
} as const;

/** The detail of every 400 that names fields; the client shows the fields' own messages beside their inputs. */
export const FIELDS_NEED_ATTENTION = 'Some fields need attention.';
