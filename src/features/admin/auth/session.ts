import { redirect } from 'react-router';
import { getBackend } from '@/data';
import type { AdminUser } from '@/domain';
import { signInPath } from '@/components/admin/next-path';

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
