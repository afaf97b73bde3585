import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while the server renders and while the page hydrates, true once the page's code runs: for what only
 * the browser knows (its storage, its history entry), so that hydration finds what the server rendered.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
