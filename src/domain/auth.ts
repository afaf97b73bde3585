/**
 * Why a sign-in field was refused. The sign-in form shows each from `login.errors.*` of admin.json (the spec's
 * texts: 'Email is required'); a refused email and password is the error code 'invalidCredentials'.
 */
export const SIGN_IN_ERRORS = ['emailRequired', 'emailInvalid', 'passwordRequired'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** The spec's 'simple {email} pattern': something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AdminUser = { email: string };
