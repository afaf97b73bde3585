import { PUBLIC_PAGE_LIST, type PageMatch } from '@/domain/pages';
import { paths } from '@/domain/paths';

/**
 * What the page route makes of an address's path:
 * - `public`: one of the site's pages (src/domain/pages.ts), at `path`, its one address;
 * - `admin`: an admin screen, at `path` (the page shell; the browser's router decides the screen);
 * - `unknown`: a readable address that is no page: the not-found page, rendered as for `path` (the address with
 *   its parts decoded and encoded again, and `.`, `..` and empty parts resolved), not sent there;
 * - null: no page could be there: an API or upload address, a file's, or a path that does not decode to text.
 */
export type PageAddress =
  | { kind: 'public'; path: string; match: PageMatch }
  | { kind: 'admin'; path: string }
  | { kind: 'unknown'; path: string };

/**
 * Characters no part of a page's address holds: control characters, line separators (React Router's patterns do
 * not match across them), half a surrogate pair (not text), and slashes inside a part.
 */
const UNREADABLE = /[\p{Cc}\p{Cs}\u2028\u2029/\\]/u;

const ADMIN_PARTS = new Set([paths.admin.login.slice(1), paths.admin.portal.slice(1)]);

/** Parts that no page starts with (the API's, the uploads'), and a file's name at the end. */
const NOT_PAGE_PARTS = new Set(['api', 'uploads']);
const FILE_NAME = /\.[A-Za-z0-9]+$/;

/**
 * The page at a request's path (before its `?`), and the one address it is kept and served under: each part
 * decoded (`%61` is `a`), `.` and `..` parts resolved, empty parts (a doubled or trailing slash) dropped, the
 * page's own words in their case (`/PRODUCTS/x` is `/products/x`), and each part encoded again as
 * `encodeURIComponent` does. A page's address is its own: `pageAddress(path).path === path`.
 */
export function pageAddress(pathname: string): PageAddress | null {
  if (!pathname.startsWith('/')) return null;
  const parts: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (UNREADABLE.test(part)) return null;
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  const first = parts[0]?.toLowerCase();
  if ((first !== undefined && NOT_PAGE_PARTS.has(first)) || FILE_NAME.test(parts.at(-1) ?? '')) return null;
  if (first !== undefined && ADMIN_PARTS.has(first)) {
    return { kind: 'admin', path: address([first, ...parts.slice(1)]) };
  }
  for (const page of PUBLIC_PAGE_LIST) {
    const pattern = page.path.split('/').filter((part) => part !== '');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((word, index) => {
      const part = parts[index]!;
      if (word.startsWith(':')) params[word.slice(1)] = part;
      return word.startsWith(':') || word.toLowerCase() === part.toLowerCase();
    });
    if (matches) {
      const canonical = pattern.map((word, index) => (word.startsWith(':') ? parts[index]! : word));
      return { kind: 'public', path: address(canonical), match: { page, params } };
    }
  }
  return { kind: 'unknown', path: address(parts) };
}

function address(parts: string[]): string {
  return `/${parts.map(encodeURIComponent).join('/')}`;
}
