/** Single sign-on with OpenID Connect: the providers the sign-in offers, the ticket exchange and the refusals. */
import { z } from 'zod';

/** A configured OpenID provider as the sign-in page shows it ("Sign in with {name}"). */
export interface SsoProvider {
  id: string;
  name: string;
  /** Where the browser goes to start the sign-in (`/api/sso/{id}/login`). */
  loginPath: string;
  /** Whether the enterprise of its users still accepts their local passwords (a provider-only sign-in page when not). */
  passwordSignIn: boolean;
}

export interface SsoProvidersResponse {
  success: true;
  result: SsoProvider[];
}

/** POST sso/ticket: the one-time ticket the provider's return hands to the console (in the address's fragment). */
export const ssoTicketSchema = z.object({
  ticket: z.string({ error: 'The sign-in ticket is missing.' }).min(1, 'The sign-in ticket is missing.').max(200, 'The sign-in ticket is not valid.'),
});
export type SsoTicketRequest = z.infer<typeof ssoTicketSchema>;

/** POST logout: for a session opened through a provider that supports it, where to end the provider's session too. */
export interface LogoutResponse {
  success: boolean;
  message: string;
  /** The provider's end-session address (RP-initiated logout); the console goes there after signing out. */
  logoutUrl?: string;
}
