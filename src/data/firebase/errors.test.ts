import { FirebaseError } from 'firebase/app';
import { describe, expect, test } from 'vitest';
import { BackendError } from '../backend';
import { firebaseMessages, signInFailure, toBackendError } from './errors';

describe('sign-in failures', () => {
  test.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'])(
    '%s reads as a wrong email or password, whichever part was wrong',
    (code) => {
      expect(signInFailure(new FirebaseError(code, `Firebase: Error (${code}).`))).toEqual({
        ok: false,
        message: 'Invalid email or password',
      });
    },
  );

  test('too many attempts says so', () => {
    const result = signInFailure(new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'));
    expect(result).toEqual({ ok: false, message: firebaseMessages.tooManyAttempts });
    expect(result.message).toMatch(/^Too many attempts/);
  });

  test('another provider error shows its own message without the product prefix', () => {
    expect(signInFailure(new FirebaseError('auth/operation-not-allowed', 'Firebase: Error (auth/operation-not-allowed).'))).toEqual({
      ok: false,
      message: 'Error (auth/operation-not-allowed).',
    });
  });

  test('an exception that is not the provider\'s is thrown, for the screen\'s generic message', () => {
    const bug = new TypeError('x is undefined');
    expect(() => signInFailure(bug)).toThrow(bug);
  });
});

describe('other failures', () => {
  test('refused by the security rules reads as signed out, as on the embedded server', () => {
    const error = toBackendError(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'));
    expect(error).toBeInstanceOf(BackendError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Please sign in as the admin');
    expect(toBackendError(new FirebaseError('storage/unauthorized', 'Firebase Storage: User does not have permission.')).status).toBe(401);
  });

  test('a missing document gives the caller\'s not-found message', () => {
    const error = toBackendError(new FirebaseError('not-found', 'No document to update'), 'Order not found.');
    expect([error.status, error.message]).toEqual([404, 'Order not found.']);
  });

  test('offline is status 0 with the http adapter\'s words', () => {
    const error = toBackendError(new FirebaseError('unavailable', 'Failed to get document because the client is offline.'));
    expect([error.status, error.message]).toEqual([0, 'Network error: check your connection and try again']);
  });

  test('a query that needs an index keeps the message that links to it', () => {
    const message = 'The query requires an index. You can create it here: https://console.firebase.google.com/…';
    const error = toBackendError(new FirebaseError('failed-precondition', message));
    expect([error.status, error.message]).toEqual([400, message]);
  });

  test('a BackendError passes through unchanged and any other error keeps its message', () => {
    const original = new BackendError('Product not found.', 404);
    expect(toBackendError(original)).toBe(original);
    const wrapped = toBackendError(new Error('boom'));
    expect([wrapped.status, wrapped.message]).toEqual([500, 'boom']);
  });
});
