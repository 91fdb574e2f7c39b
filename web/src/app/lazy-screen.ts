import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** Design.md section 4: a screen chunk that has not loaded within 120 s counts as a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy screen (screens take no props), with preload(): the server renders it and the browser loads it before hydrating (issue 29). */
export type LazyScreen = ComponentType & {
  /** Loads the chunk; once it resolved, a screen mounted afterwards renders at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy with a deadline; the rejection reaches the route's error element. Issue 29: a screen whose chunk
 * was preloaded (the server before rendering, main.tsx before hydrating the page the server painted) renders
 * its component directly, so hydration meets the same markup the server sent instead of a suspended boundary.
 * Each mount keeps the component type it started with (useState), so a later load never remounts a screen.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
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
  function Screen() {
    const [component] = useState<ComponentType | LazyExoticComponent<ComponentType>>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}
