import { paths } from '@/domain/paths';

/** The only place a sign-in may send the admin back to: the admin screens, never another site. */
const ADMIN_AREA = paths.admin.portal;
/** A stand-in origin for parsing: whatever resolves outside it came from elsewhere. */
const PARSE_BASE = 'https://admin.invalid';

/**
 * The `next` query value made safe to navigate to, or null. Only same-site paths inside the
 * admin area are honoured, so a crafted link cannot use the sign-in page to send someone away.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters can hide a scheme or a host from a reader of the link.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const inAdminArea = url.pathname === ADMIN_AREA || url.pathname.startsWith(`${ADMIN_AREA}/`);
  return inAdminArea ? url.pathname + url.search + url.hash : null;
}

/** The sign-in page, asking it to come back to `next` afterwards when that is an admin path. */
export function signInPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${paths.admin.login}?${new URLSearchParams({ next: safe }).toString()}` : paths.admin.login;
}
