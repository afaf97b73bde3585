import { useSyncExternalStore } from 'react';

/**
 * Below Tailwind's small breakpoint (640 px, `sm`): a phone held upright. The admin's lists show as stacked
 * cards there (src/components/admin/paged-table.tsx). Kept in step with `sm` in the stylesheet.
 */
export const PHONE_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function readPhone(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

/**
 * Whether the screen is a phone's, read as the screen first renders (no table drawn and then swapped) and again
 * when it turns or is resized. The admin screens render in the browser only; elsewhere the answer is no.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, readPhone, () => false);
}
