import { useEffect, useState, useSyncExternalStore } from 'react';

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

function subscribeNever(): () => void {
  return () => {};
}

function lacksIntersectionObserver(): boolean {
  return typeof IntersectionObserver === 'undefined';
}

/** The staggered delay of spec §9: 0.1 s plus 0.1 s per item index. */
export function staggerDelay(index: number): string {
  return `${(0.1 + 0.1 * index).toFixed(1)}s`;
}

/**
 * Becomes true the first time the element is at least `threshold` visible, and stays true (spec §4:
 * visible flags are set on first intersection and never reset). Without IntersectionObserver, or when
 * the visitor prefers reduced motion, it is true at once, so content never hides.
 */
export function useRevealOnce<T extends Element>(threshold: number): [(element: T | null) => void, boolean] {
  // A callback ref (the state setter) works on any element type and re-runs the effect if the node changes.
  const [element, setElement] = useState<T | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [seen, setSeen] = useState(false);
  const unsupported = useSyncExternalStore(subscribeNever, lacksIntersectionObserver, () => false);

  useEffect(() => {
    if (seen || reducedMotion || unsupported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, reducedMotion, unsupported, threshold]);

  return [setElement, seen || reducedMotion || unsupported];
}

/** False at first, true `delayMs` after mount (the hero's 200 ms and the About page's 150 ms fade-ins). */
export function useDelayedFlag(delayMs: number): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return on || reducedMotion;
}
