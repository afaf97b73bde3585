import { useCallback } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router';
import { BackendError, getBackend } from '@/data';
import type { AdminUser } from '@/domain';
import { signInPath } from './next-path';

/**
 * The admin screens' guard, for a route loader. The server refuses every admin call without a
 * session anyway; this only spares the admin a screen that cannot work, and brings them back after.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const backend = await getBackend();
  const user = await backend.auth.currentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return user;
}

/** True when the server said the session is missing or has ended. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof BackendError && error.status === 401;
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
