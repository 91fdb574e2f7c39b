import { lazy, type ComponentType } from 'react';

/** Design.md section 4: a screen chunk that has not loaded within 120 s counts as a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** React.lazy with a deadline; the rejection reaches the route's error element. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Screen chunk did not load within ${timeoutMs} ms`)), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
