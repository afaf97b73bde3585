import type { CSSProperties, ReactNode } from 'react';
import { REVEAL_ATTRIBUTE, staggerDelay } from './motion';

type RevealProps = {
  /** Share of the element that must be visible before it fades in: 0.2 or 0.3 in the spec. */
  threshold: number;
  /** Position in a list, for the staggered delay; leave out for no delay. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'section' | 'article';
  children: ReactNode;
};

/**
 * Content that may fade in when it first scrolls into view. It is sent and drawn shown: the page's start script
 * (src/app/start-code.ts) hides, until it comes into view, only what is below the screen when it runs, and only
 * for visitors who did not ask for less motion. Without that script (no JavaScript, the script held back, a later
 * navigation inside the site) the content simply stays shown.
 */
export function Reveal({ threshold, index, className, as: Tag = 'div', children }: RevealProps) {
  const style: CSSProperties | undefined = index === undefined ? undefined : { transitionDelay: staggerDelay(index) };
  return (
    <Tag className={className} {...{ [REVEAL_ATTRIBUTE]: threshold }} style={style}>
      {children}
    </Tag>
  );
}
