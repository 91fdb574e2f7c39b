import type { IconName, IconPaths } from '@blueprintjs/icons';

/** Blueprint's two icon grids, in px: 16 (IconSize.STANDARD) and 20 (IconSize.LARGE). */
export type IconGrid = 16 | 20;

/**
 * The icons drawn by name (a string as a Blueprint component's icon, or IconNames), with their paths per grid.
 * Blueprint's own loader holds every icon's name and fetches two chunks of every icon's paths (about 100 KB gzip
 * each); the build replaces it with the shop's (shell/icon-loader.ts), which knows only these. The shop draws
 * its icons as components instead (`<SearchIcon />`, and Blueprint's own components do likewise), each carrying
 * only its own paths, so this list is empty. To draw one by name, add it here from the package's per-icon
 * modules, e.g.
 *   import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
 *   import cross20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cross';
 *   cross: { 16: cross16, 20: cross20 },
 * web/src/shell/icons.test.tsx fails on a name drawn in web/src that is not listed here.
 */
export const ICONS_DRAWN_BY_NAME: Partial<Record<IconName, Readonly<Record<IconGrid, IconPaths>>>> = {};

export const isDrawnByName = (name: string): name is IconName => Object.hasOwn(ICONS_DRAWN_BY_NAME, name);

/** The paths of a listed icon on the grid Blueprint draws a size on (below 20 px: the 16 px grid). */
export function drawnIconPaths(name: string, size: number): IconPaths | undefined {
  return isDrawnByName(name) ? ICONS_DRAWN_BY_NAME[name]?.[size < 20 ? 16 : 20] : undefined;
}
