import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * Issue 29 (first-load JS): an overlay that is closed on the first paint (the drawer, a dialog, the avatar's
 * menu) is its own chunk, with Blueprint's Overlay2, Portal, Popover and the positioning libraries behind them
 * (popper.js, floating-ui, react-transition-group), fetched when it first opens or when the browser is idle after
 * the page loaded, not before the page can show. A closed Blueprint overlay renders nothing, so the server's
 * markup and the hydration stay the same without it.
 */
export interface LazyOverlay<P> {
  /** The component, suspending until its chunk has loaded. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the chunk (once; a failed download is tried again by the next call, until one renders). */
  preload(): Promise<unknown>;
}

export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Component = lazy<ComponentType<P>>(() =>
    preload().then(
      (component) => ({ default: component }),
      // Offline or a stale deploy: the overlay stays closed until the page reloads (the page around it keeps
      // working) and says why in the console, instead of the route's error page replacing the shop for a drawer.
      (error: unknown) => {
        console.error('An overlay\'s chunk did not load', error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );
  return { Component, preload };
}

/**
 * Renders `children` (a lazy overlay) from the first time `open` is true on, and keeps it mounted afterwards so
 * that its closing transition plays; until then nothing, as a closed overlay renders.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}
