import type { ReactNode } from 'react';
import { useDelayedFlag } from './motion';

/**
 * The fade runs in CSS from the page's first paint (`@starting-style`, the `starting:` variant), so on a slow
 * phone the text shows its delay after the page does, not after the page's JavaScript has loaded and run
 * (seconds later). These utilities win over the `.fade-in` rules of styles.css (a lower cascade layer);
 * the `data-visible` flag still turns true `delayMs` after the page starts, as the state of spec §4 says.
 * Reduced motion cuts every transition short (styles.css), so the text is there at once.
 */
const FADE_FROM_FIRST_PAINT =
  'opacity-100 transform-none translate-y-0 transition-[opacity,translate] duration-800 ease-out starting:opacity-0 starting:translate-y-3';

/** Tailwind sees only whole class names: one per delay the spec asks for. */
const DELAYS = { 150: 'delay-150', 200: 'delay-200' } as const;

export function FadeIn({
  delayMs,
  className = '',
  children,
}: {
  delayMs: keyof typeof DELAYS;
  className?: string;
  children: ReactNode;
}) {
  const visible = useDelayedFlag(delayMs);
  return (
    <div
      className={`fade-in ${FADE_FROM_FIRST_PAINT} ${DELAYS[delayMs]} ${className}`}
      data-visible={visible ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
