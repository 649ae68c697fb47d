/** Deployment configuration of the console, read from Vite's environment at build time. */

export const DEFAULT_SUPPORT_EMAIL = 'support@equipdesk.example';

/** The support address of the "no permissions at all" message (VITE_SUPPORT_EMAIL). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;
