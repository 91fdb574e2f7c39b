import type { DialogProps } from '@blueprintjs/core';
import { lazyOverlay, OnceOpened } from './overlay-on-open';

/**
 * The shop's dialog (header with icon, title and a close button labelled 關閉; shop-overlay-frames.tsx, with the
 * drawer, which NavDrawer, itself loaded on demand, takes from there).
 * Issue 29: a screen's dialogs are closed when it paints, so Blueprint's Dialog, Drawer and Overlay2 load with
 * the first one that opens (or earlier, when the shell preloads them while the browser is idle), not with the
 * screen. A closed overlay renders nothing either way, so the server's markup and hydration are the same.
 */
const frames = lazyOverlay(() => import('./shop-overlay-frames').then((module) => module.ShopDialogFrame));

/** Starts loading the frames' chunk (AppLayout, when the browser is idle). */
export const preloadShopOverlays = () => frames.preload();

export function ShopDialog(props: DialogProps) {
  return (
    <OnceOpened open={props.isOpen === true}>
      <frames.Component {...props} />
    </OnceOpened>
  );
}
