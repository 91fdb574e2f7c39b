import { useEffect } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache (pageshow with
 * persisted=true), as after Back from the provider's card page. No React effect or saga runs again then, so a
 * screen that must look again at the world (the cart, the order awaiting payment) listens here.
 */
export function usePageRestored(onRestored: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) onRestored();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, [onRestored]);
}
