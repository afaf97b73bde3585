import { FirebaseError } from 'firebase/app';
import { signInMessages } from '@/domain/auth';
import { BackendError } from '../backend';

/** Messages of the hosted mode that the embedded server has no word for. English, like every BackendError. */
export const firebaseMessages = {
  notAdmin: 'This account is not an admin.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  userDisabled: 'This account has been disabled.',
  /** The embedded server's answer to the same situation (server/app.ts). */
  signedOut: 'Please sign in as the admin',
  network: 'Network error: check your connection and try again',
  quota: 'The hosted service is over its quota for now. Please try again later.',
  failed: 'Something went wrong. Please try again.',
} as const;

export { REFUSED_STATUS, refusedMessages, type RefusedWrite } from '../refused-write';

/** Whether Firestore or Storage said no to the request's credentials or to its data (they do not tell which). */
export function isDenied(error: unknown): boolean {
  return error instanceof FirebaseError && SIGNED_OUT.has(error.code);
}

/** Provider codes that mean "this email and password do not open an account", whichever part is wrong. */
const BAD_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

const NETWORK = new Set([
  'unavailable',
  'deadline-exceeded',
  'auth/network-request-failed',
  'auth/timeout',
  'storage/retry-limit-exceeded',
]);

const SIGNED_OUT = new Set([
  'permission-denied',
  'unauthenticated',
  'storage/unauthorized',
  'storage/unauthenticated',
]);

/**
 * The answer to a failed sign-in. Provider errors become `{ ok: false, message }` (the screen shows the
 * message); anything else is thrown, and the screen shows 'Login failed. Please try again.'.
 */
export function signInFailure(error: unknown): { ok: false; message: string } {
  if (!(error instanceof FirebaseError)) throw error;
  if (BAD_CREDENTIALS.has(error.code)) return { ok: false, message: signInMessages.invalidCredentials };
  if (error.code === 'auth/too-many-requests') return { ok: false, message: firebaseMessages.tooManyAttempts };
  if (error.code === 'auth/user-disabled') return { ok: false, message: firebaseMessages.userDisabled };
  if (NETWORK.has(error.code)) return { ok: false, message: firebaseMessages.network };
  return { ok: false, message: cleanMessage(error) || signInMessages.invalidCredentials };
}

/**
 * Any failure of a Firestore, Storage or Auth call as the port's BackendError, with a status that
 * follows HTTP as the http adapter's do (401 signed out, 404 missing, 400 invalid, 0 offline).
 */
export function toBackendError(error: unknown, notFound = 'Not found'): BackendError {
  if (error instanceof BackendError) return error;
  if (!(error instanceof FirebaseError)) {
    const message = error instanceof Error && error.message ? error.message : firebaseMessages.failed;
    return new BackendError(message, 500);
  }
  const { code } = error;
  if (SIGNED_OUT.has(code)) return new BackendError(firebaseMessages.signedOut, 401);
  if (code === 'not-found' || code === 'storage/object-not-found') return new BackendError(notFound, 404);
  if (NETWORK.has(code)) return new BackendError(firebaseMessages.network, 0);
  if (code === 'resource-exhausted' || code === 'storage/quota-exceeded') {
    return new BackendError(firebaseMessages.quota, 429);
  }
  if (
    code === 'invalid-argument' ||
    code === 'failed-precondition' ||
    code === 'out-of-range' ||
    code === 'already-exists' ||
    code === 'storage/invalid-argument' ||
    code === 'storage/canceled'
  ) {
    return new BackendError(cleanMessage(error) || firebaseMessages.failed, 400);
  }
  return new BackendError(cleanMessage(error) || firebaseMessages.failed, 500);
}

/** 'Firebase: Error (auth/x).' and 'Firebase Storage: …' carry a product prefix that says nothing to a person. */
function cleanMessage(error: FirebaseError): string {
  return error.message.replace(/^Firebase(?: Storage)?:\s*/, '').trim();
}
