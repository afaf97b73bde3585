import { FirebaseError } from 'firebase/app';
import { describe, expect, test } from 'vitest';
import { BackendError } from '../backend';
import { signInFailure, toBackendError } from './errors';

const firebase = (code: string, message = `Firebase: Error (${code}).`) => new FirebaseError(code, message);

describe('sign-in failures', () => {
  test.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'])(
    '%s reads as a wrong email or password, whichever part was wrong',
    (code) => {
      const result = signInFailure(firebase(code));
      expect(result.error).toBeInstanceOf(BackendError);
      expect([result.error.code, result.error.status]).toEqual(['invalidCredentials', 401]);
    },
  );

  test.each([
    ['auth/too-many-requests', 'throttled', 429],
    ['auth/user-disabled', 'accountDisabled', 403],
    ['auth/network-request-failed', 'network', 0],
    ['auth/operation-not-allowed', 'unknown', 500],
  ])('%s becomes the code %s', (code, ours, status) => {
    const { error } = signInFailure(firebase(code));
    expect([error.code, error.status]).toEqual([ours, status]);
    // The provider's words stay in the message for the console, without the product prefix.
    expect(error.message).toBe(`Error (${code}).`);
  });

  test("an exception that is not the provider's is thrown, for the screen's generic message", () => {
    const bug = new TypeError('x is undefined');
    expect(() => signInFailure(bug)).toThrow(bug);
  });
});

describe('other failures', () => {
  test('refused by the security rules reads as signed out, as on the embedded server', () => {
    const error = toBackendError(firebase('permission-denied', 'Missing or insufficient permissions.'));
    expect([error.code, error.status]).toEqual(['unauthorised', 401]);
    expect(toBackendError(firebase('storage/unauthorized', 'Firebase Storage: User does not have permission.')).code).toBe(
      'unauthorised',
    );
  });

  test("a missing document is 'notFound', naming what is missing when the caller knows", () => {
    const error = toBackendError(firebase('not-found', 'No document to update'), 'order');
    expect([error.code, error.status, error.params]).toEqual(['notFound', 404, { what: 'order' }]);
    expect(toBackendError(firebase('storage/object-not-found', 'No object')).params).toEqual({});
  });

  test.each([
    ['unavailable', 'network', 0],
    ['deadline-exceeded', 'network', 0],
    ['resource-exhausted', 'quota', 429],
    ['storage/quota-exceeded', 'quota', 429],
    ['already-exists', 'conflict', 409],
    ['invalid-argument', 'invalid', 400],
    ['failed-precondition', 'invalid', 400],
    ['internal', 'unknown', 500],
  ])('Firebase code %s is our %s (status %s)', (code, ours, status) => {
    const error = toBackendError(firebase(code, 'Something the provider said.'));
    expect([error.code, error.status]).toEqual([ours, status]);
  });

  test('a query that needs an index keeps the link in its message, for the console', () => {
    const message = 'The query requires an index. You can create it here: https://console.firebase.google.com/…';
    const error = toBackendError(firebase('failed-precondition', message));
    expect([error.code, error.message]).toEqual(['invalid', message]);
  });

  test("a BackendError passes through unchanged and any other error is 'unknown', its text kept for logs", () => {
    const original = new BackendError('notFound', 404);
    expect(toBackendError(original)).toBe(original);
    const wrapped = toBackendError(new Error('boom'));
    expect([wrapped.code, wrapped.status, wrapped.message]).toEqual(['unknown', 500, 'boom']);
  });
});
