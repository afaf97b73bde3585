import type { CSSProperties, ReactNode } from 'react';
import { staggerDelay, useRevealOnce } from './motion';

type RevealProps = {
  /** Share of the element that must be visible before it shows: 0.2 or 0.3 in the spec. */
  threshold: number;
  /** Position in a list, for the staggered delay; leave out for no delay. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'section' | 'article';
  children: ReactNode;
};

/** Fades and lifts its content in when it first scrolls into view (the `.reveal` rules in styles.css). */
export function Reveal({ threshold, index, className = '', as: Tag = 'div', children }: RevealProps) {
  const [ref, visible] = useRevealOnce<HTMLElement>(threshold);
  const style: CSSProperties | undefined = index === undefined ? undefined : { transitionDelay: staggerDelay(index) };
  return (
    <Tag ref={ref} className={`reveal ${className}`} data-visible={visible ? 'true' : 'false'} style={style}>
      {children}
    </Tag>
  );
}
