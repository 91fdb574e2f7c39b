import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server painted, true afterwards and on every
 * page rendered in the browser alone (issue 29). For what only the browser can render the same way: hydration
 * first meets the server's markup, then React renders again with true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
