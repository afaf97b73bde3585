import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function readReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION_QUERY).matches);
}

/** True when the visitor asked the system for less motion. False on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

/** The staggered delay of spec §9: 0.1 s plus 0.1 s per item index. */
export function staggerDelay(index: number): string {
  return `${(0.1 + 0.1 * index).toFixed(1)}s`;
}

/**
 * The attribute that marks content which may fade in as it scrolls into view, with the share of it that must show
 * first. The page's start script (src/app/start-code.ts) reads it by this name, and sets `data-reveal` on the
 * element: `waiting` while it is below the screen, `shown` once it has come into view (styles.css).
 */
export const REVEAL_ATTRIBUTE = 'data-reveal-at';
