import { createElement, lazy, useState, type ComponentType } from 'react';

/** Design.md section 4: a screen chunk that has not loaded within 120 s counts as a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy screen, with preload(): the server renders it and the browser loads it before hydrating (issue 29). */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it resolved, a screen mounted afterwards renders at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy with a deadline; the rejection reaches the route's error element. Issue 29: a screen whose chunk
 * was preloaded (the server before rendering, main.tsx before hydrating the page the server painted) renders
 * its component directly, so hydration meets the same markup the server sent instead of a suspended boundary.
 * Each mount keeps the component type it started with (useState), so a later load never remounts a screen.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Screen chunk did not load within ${timeoutMs} ms`)), timeoutMs);
        loadOnce().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            // A failed download may be retried by the next mount (the reload button).
            pending = undefined;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
  function Screen(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(component, props);
  }
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}
