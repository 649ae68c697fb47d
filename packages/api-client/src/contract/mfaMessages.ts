/**
 * Multi-factor sign-in's constants and words, apart from its schemas (mfa.ts): the sign-in page shows them without
 * loading zod.
 */
/** Digits of a TOTP code, and the number of recovery codes an enrolment hands out (each usable once). */
export const MFA_CODE_DIGITS = 6;
export const MFA_RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not valid. Check your authenticator app and try again.',
  passwordRequired: 'Enter your current password to set up multi-factor sign-in.',
  passwordWrong: 'That password is not right.',
  notEnrolling: 'Start the set-up again: no multi-factor set-up is under way.',
  alreadyEnabled: 'Multi-factor sign-in is already on for your account.',
  notEnabled: 'Multi-factor sign-in is not on for your account.',
  requiredByRole: 'Your role requires multi-factor sign-in: it cannot be turned off.',
  enrolmentRequired: 'Your role requires multi-factor sign-in. Set it up on your profile before you continue.',
  providerUser: 'You sign in through your organisation: its identity provider asks for the second factor.',
  enabled: 'Multi-factor sign-in is on.',
  resetDone: 'Multi-factor sign-in was reset: the user sets it up again at their next sign-in if their role requires it.',
  resetNotEnabled: 'This user has no multi-factor sign-in to reset.',
  resetProviderUser: 'This user signs in through an identity provider: reset their second factor there.',
  resetOwn: 'Turn your own multi-factor sign-in off on your profile, with a current code.',
  disabled: 'Multi-factor sign-in is off.',
} as const;
