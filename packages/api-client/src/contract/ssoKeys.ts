/**
 * Single sign-on's keys and words, apart from its schema (sso.ts): the sign-in page reads them without loading zod.
 */
/** The fragment key that carries the ticket back to `/login`, and the query key that carries a refusal. */
export const SSO_TICKET_KEY = 'sso-ticket';
export const SSO_ERROR_KEY = 'sso-error';

/** Why a sign-in through a provider did not open a session: the code travels in `/login?sso-error=`, the words here. */
export const SSO_ERRORS = {
  state: 'The sign-in could not be confirmed (it was altered, used already or started in another browser). Please try again.',
  expired: 'The sign-in took too long or was used already. Please try again.',
  provider: 'The identity provider did not confirm the sign-in. Please try again.',
  denied: 'Your identity provider refused the sign-in.',
  unreachable: 'The identity provider cannot be reached. Please try again later.',
  limited: 'Too many sign-in attempts from your address. Please wait a few minutes and try again.',
  role: 'Your organisation has not given you access to EquipDesk. Ask your administrator to add you to a group that does.',
  inactive: 'Your EquipDesk account is deactivated. Ask your administrator.',
  taken: 'An EquipDesk account with your username or email already exists. Ask your administrator to link it.',
  claims: 'Your identity provider did not send the details EquipDesk needs (username and email).',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** Password sign-in switched off for an enterprise, and the refusals around it. */
export const SSO_MESSAGES = {
  passwordSignInOff: "Your organisation has switched password sign-in off. Use your organisation's sign-in (\"Sign in with …\") instead.",
  passwordSignInNoProvider: 'Password sign-in cannot be switched off: no single sign-on provider is configured for this enterprise, so its users could not sign in.',
  passwordSignInFormat: 'Password sign-in is on or off (true or false).',
} as const;

/** The query key that asks the sign-in page for one provider only (`/login?provider=entra`). */
export const SSO_PROVIDER_KEY = 'provider';

export const SSO_TICKET_INVALID_MESSAGE = 'This sign-in has expired or was used already. Please sign in again.';

export function isSsoErrorCode(value: string | null | undefined): value is SsoErrorCode {
  return !!value && Object.hasOwn(SSO_ERRORS, value);
}
