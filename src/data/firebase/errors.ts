import { FirebaseError } from 'firebase/app';
import { BackendError } from '../backend';

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
 * The answer to a failed sign-in. Provider errors become `{ ok: false, error }` with our code (the screen
 * words it); anything else is thrown, and the screen shows 'Login failed. Please try again.'.
 */
export function signInFailure(error: unknown): { ok: false; error: BackendError } {
  if (!(error instanceof FirebaseError)) throw error;
  const message = cleanMessage(error);
  if (error.code === 'auth/too-many-requests') return { ok: false, error: new BackendError('throttled', 429, { message }) };
  if (error.code === 'auth/user-disabled') return { ok: false, error: new BackendError('accountDisabled', 403, { message }) };
  if (NETWORK.has(error.code)) return { ok: false, error: new BackendError('network', 0, { message }) };
  if (BAD_CREDENTIALS.has(error.code)) return { ok: false, error: new BackendError('invalidCredentials', 401, { message }) };
  return { ok: false, error: new BackendError('unknown', 500, { message }) };
}

/**
 * A refused password change: a wrong current password on its field (as the embedded server answers), Firebase
 * Auth's own password policy on the new one, too many attempts as a sign-in's; anything else as any failure.
 */
export function passwordChangeFailure(error: unknown, step: 'currentPassword' | 'newPassword'): BackendError {
  if (error instanceof FirebaseError) {
    const message = cleanMessage(error);
    if (error.code === 'auth/too-many-requests') return new BackendError('throttled', 429, { message });
    if (step === 'currentPassword' && BAD_CREDENTIALS.has(error.code)) {
      return new BackendError('invalid', 400, { message, fields: { currentPassword: 'wrongCurrent' } });
    }
    if (error.code === 'auth/weak-password' || error.code === 'auth/password-does-not-meet-requirements') {
      return new BackendError('invalid', 400, { message, fields: { newPassword: 'notAccepted' } });
    }
  }
  return toBackendError(error);
}

/**
 * A reset e-mail that could not be sent, or null when the answer must look like a success: an unknown address
 * is not told apart from a known one (with e-mail enumeration protection on, Firebase Auth does not tell either).
 */
export function passwordResetFailure(error: unknown): BackendError | null {
  if (error instanceof FirebaseError) {
    const message = cleanMessage(error);
    if (error.code === 'auth/user-not-found') return null;
    if (error.code === 'auth/too-many-requests') return new BackendError('throttled', 429, { message });
    if (error.code === 'auth/invalid-email' || error.code === 'auth/missing-email') {
      return new BackendError('invalid', 400, { message, fields: { email: 'emailInvalid' } });
    }
  }
  return toBackendError(error);
}

/** What a call was looking for when it found nothing; the screens say 'Product not found.' for a product. */
export type MissingThing = 'product' | 'order' | 'repair';

const MISSING_MESSAGES: Record<MissingThing, string> = {
  product: 'Product not found.',
  order: 'Order not found.',
  repair: 'Repair job not found.',
};

/** A 404 as the embedded server answers it, naming what is missing when the caller knows. */
export function notFoundError(missing?: MissingThing): BackendError {
  if (!missing) return new BackendError('notFound', 404, { message: 'Not found' });
  return new BackendError('notFound', 404, { message: MISSING_MESSAGES[missing], params: { what: missing } });
}

/**
 * Any failure of a Firestore, Storage or Auth call as the port's BackendError: Firebase's code mapped to ours,
 * with a status that follows HTTP as the http adapter's do (401 signed out, 404 missing, 400 invalid, 0 offline).
 * The provider's text stays in `message`, for the console only.
 */
export function toBackendError(error: unknown, missing?: MissingThing): BackendError {
  if (error instanceof BackendError) return error;
  if (!(error instanceof FirebaseError)) {
    return new BackendError('unknown', 500, { message: error instanceof Error ? error.message : String(error) });
  }
  const { code } = error;
  const message = cleanMessage(error);
  if (SIGNED_OUT.has(code)) return new BackendError('unauthorised', 401, { message });
  if (code === 'not-found' || code === 'storage/object-not-found') return notFoundError(missing);
  if (NETWORK.has(code)) return new BackendError('network', 0, { message });
  if (code === 'resource-exhausted' || code === 'storage/quota-exceeded') {
    return new BackendError('quota', 429, { message });
  }
  if (code === 'already-exists' || code === 'aborted') return new BackendError('conflict', 409, { message });
  if (
    code === 'invalid-argument' ||
    code === 'failed-precondition' ||
    code === 'out-of-range' ||
    code === 'storage/invalid-argument' ||
    code === 'storage/canceled'
  ) {
    return new BackendError('invalid', 400, { message });
  }
  return new BackendError('unknown', 500, { message });
}

/** 'Firebase: Error (auth/x).' and 'Firebase Storage: …' carry a product prefix that says nothing to a person. */
function cleanMessage(error: FirebaseError): string {
  return error.message.replace(/^Firebase(?: Storage)?:\s*/, '').trim() || error.code;
}
