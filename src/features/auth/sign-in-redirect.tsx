import { Navigate, useLocation } from 'react-router';
import { signInPath } from './next-path';

/** Rendered when a list answered 401: the session ended, so sign in again and come back here. */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInPath(pathname + search)} replace />;
}
