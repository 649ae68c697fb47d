/**
 * The messages the sign-in page and the session's end show (spec 1 §8; the sign-in limits' and the session's own
 * words). They are part of MESSAGES (messages.ts), kept in an object of their own so that /login loads these without
 * every other message of the contract.
 */
export const SIGN_IN_MESSAGES = {
  loginFailed: 'Invalid username or password provided. Login attempt failed',
  passwordHint: 'Password needs a letter, a number and a special character.',
  tooManyAttemptsWait: 'Too many attempts. Please wait {wait} and try again.',
  sessionSignedOut: 'You have been signed out. Sign in again to continue.',
  sessionDeactivated: 'Your account is no longer active, so you have been signed out. Please contact your administrator.',
  sessionExpired: 'Your session has expired. Sign in again to continue.',
  sessionEnded: 'Your session has ended. Sign in again to continue.',
  ieUnsupported: 'Internet Explorer is not supported. Please use a modern browser such as Chrome, Edge, Firefox or Safari.',
} as const;
