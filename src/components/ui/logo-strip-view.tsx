import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './motion';
import { Reveal } from './reveal';
import { STRIP_TICK_MS, nextStripOffset } from './strip-loop';

export type StripLogo = { name: string; logo: string; width: number; height: number };

type StripState = 'running' | 'paused' | 'still';

/**
 * A row of logos that scrolls by itself (spec §2 home): the list is shown twice for a seamless loop,
 * moves 2 px every 50 ms, pauses while the pointer is over it and stands still for reduced motion.
 * `data-state` says which, for people who debug it and for the browser tests.
 */
export function LogoStrip({ logos, label }: { logos: readonly StripLogo[]; label: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const state: StripState = reducedMotion ? 'still' : hovered ? 'paused' : 'running';

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (state === 'still') {
      offset.current = 0;
      element.scrollLeft = 0;
      return;
    }
    if (state !== 'running') return;
    const timer = window.setInterval(() => {
      offset.current = nextStripOffset(offset.current, element.scrollWidth, element.clientWidth);
      element.scrollLeft = offset.current;
    }, STRIP_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state]);

  const items = [...logos, ...logos];
  return (
    <div
      ref={scroller}
      className="logo-strip overflow-hidden will-change-scroll"
      data-state={state}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <ul className="flex w-max items-center gap-6 py-4 md:gap-10" aria-label={label}>
        {items.map((logo, index) => {
          // The second copy is only there for the loop: screen readers hear each brand once.
          const copy = index >= logos.length;
          return (
            <li key={`${logo.name}-${index}`} aria-hidden={copy ? 'true' : undefined} className="shrink-0">
              <Reveal threshold={0.2}>
                <img
                  src={logo.logo}
                  alt={copy ? '' : logo.name}
                  width={logo.width}
                  height={logo.height}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-40 md:h-20 md:w-50"
                />
              </Reveal>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
