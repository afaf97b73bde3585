import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  EmailAuthProvider,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import type { EmulatorHost } from '@/config/build-env';
import type { AdminUser } from '@/domain';
import { BackendError, type SignInResult } from '../backend';
import { passwordChangeFailure, passwordResetFailure, signInFailure, toBackendError } from './errors';

/**
 * Firebase Auth, loaded by the adapter with a dynamic import the first time an admin operation needs
 * it: public pages never download this code.
 *
 * Once Auth is initialised on the app, Firestore lite and Storage attach the signed-in user's ID token
 * to every request by themselves (both take it from the app's `auth-internal` component), so the
 * security rules see `request.auth.token.admin`.
 */
export type AdminSession = {
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  currentUser(): Promise<AdminUser | null>;
  /**
   * Re-reads the admin claim from a freshly issued token; the adapter calls it before every write, so a
   * revoked claim or a revoked session stops the admin screens at once. False when nobody is signed in,
   * the claim is gone or the session can no longer be refreshed; a network failure is thrown (status 0).
   */
  stillAdmin(): Promise<boolean>;
  /**
   * Re-authenticates with the current password, then sets the new one. Firebase Auth then expires the
   * account's other refresh tokens (a "major account change"), and this browser gets fresh tokens.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Firebase Auth's reset e-mail; nothing is said about whether the address has an account. */
  sendPasswordReset(email: string): Promise<void>;
};

const sessions = new WeakMap<FirebaseApp, Promise<AdminSession>>();

export function openAdminSession(app: FirebaseApp, emulator: EmulatorHost | undefined): Promise<AdminSession> {
  let session = sessions.get(app);
  if (!session) {
    session = start(app, emulator);
    sessions.set(app, session);
  }
  return session;
}

async function start(app: FirebaseApp, emulator: EmulatorHost | undefined): Promise<AdminSession> {
  // initializeAuth instead of getAuth: no popup/redirect resolver, which this site never uses and
  // which would add its code to the bundle.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulator) connectAuthEmulator(auth, `http://${emulator.host}:${emulator.port}`, { disableWarnings: true });
  // The user of an earlier visit is restored from IndexedDB before any request carries a token.
  await auth.authStateReady();
  return createAdminSession(auth);
}

export function createAdminSession(auth: Auth): AdminSession {
  return {
    async signIn(email, password) {
      let signedIn = false;
      try {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        signedIn = true;
        // A fresh token: a claim granted since the last sign-in must count now, not in an hour.
        if (await isAdmin(user, true)) return { ok: true, user: { email: user.email ?? email } };
        await signOut(auth);
        return { ok: false, error: new BackendError('notAdmin', 403, { message: 'This account is not an admin.' }) };
      } catch (error) {
        // Whatever failed after the password was accepted, no session stays open behind it.
        if (signedIn) await signOut(auth).catch(() => undefined);
        return signInFailure(error);
      }
    },
    async signOut() {
      try {
        await signOut(auth);
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async currentUser() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return null;
      try {
        return (await isAdmin(user, false)) ? { email: user.email ?? '' } : null;
      } catch (error) {
        const failure = toBackendError(error);
        // Offline is a failure to report; a revoked or expired session is simply no session.
        if (failure.status === 0) throw failure;
        return null;
      }
    },
    async changePassword(currentPassword, newPassword) {
      const user = auth.currentUser;
      if (!user?.email) throw new BackendError('unauthorised', 401, { message: 'Please sign in as the admin' });
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      } catch (error) {
        throw passwordChangeFailure(error, 'currentPassword');
      }
      try {
        await updatePassword(user, newPassword);
      } catch (error) {
        throw passwordChangeFailure(error, 'newPassword');
      }
    },
    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email);
      } catch (error) {
        const failure = passwordResetFailure(error);
        if (failure) throw failure;
      }
    },
    async stillAdmin() {
      // start() waited for the stored user already; later changes update currentUser by themselves.
      const user = auth.currentUser;
      if (!user) return false;
      try {
        return await isAdmin(user, true);
      } catch (error) {
        const failure = toBackendError(error);
        if (failure.status === 0) throw failure;
        return false;
      }
    },
  };
}

async function isAdmin(user: User, forceRefresh: boolean): Promise<boolean> {
  const token = await getIdTokenResult(user, forceRefresh);
  return token.claims.admin === true;
}
