import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that React hydrates after the rest of the page. React leaves a Suspense boundary
 * out of the first hydration pass and hydrates it in a pass of its own, at low priority and in short slices
 * that let the browser answer input in between: the first task after the scripts load stays short on a slow
 * phone. A click inside the content before then makes React hydrate it at once and replays the click. In the
 * browser (a later navigation) nothing here suspends, so the content renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
