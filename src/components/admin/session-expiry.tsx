import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackendError } from '@/data';
import { signInPath } from './next-path';

/**
 * What every admin screen does when the session has ended under it: go to sign in, and come back here
 * afterwards. (The guard of the admin routes, requireAdmin, is the auth feature's; this is what the
 * screens behind it share.)
 */

/**
 * True when the server said the session is missing or has ended ('unauthorised', a 401). A wrong password at sign-in
 * is a 401 too, but 'invalidCredentials': the refusal of a sign-in, not the end of a session.
 */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof BackendError && error.status === 401 && error.code === 'unauthorised';
}

/**
 * Returns a handler for failed calls: when the session has ended it sends the admin to sign in
 * (and back here afterwards) and answers true; otherwise it answers false and the caller reports the error.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!isSignedOutError(error)) return false;
      void navigate(signInPath(pathname + search), { replace: true });
      return true;
    },
    [navigate, pathname, search],
  );
}

/** Rendered when a list answered 401: the session ended, so sign in again and come back here. */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInPath(pathname + search)} replace />;
}
