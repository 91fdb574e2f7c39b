import { Icons, IconSize, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';

/**
 * The icons drawn by name (a string as a Blueprint component's icon, or IconNames), with their paths per size. Blueprint
 * loads a named icon's paths through its loader, and its default loader fetches two chunks of every icon's paths
 * (about 100 KB gzip each). The shop draws its icons as components instead (`<SearchIcon />`, and Blueprint's own
 * components do likewise), each carrying only its own paths, so this list is empty. To draw one by name, add it
 * here from the package's per-icon modules, e.g.
 *   import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
 *   import cross20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cross';
 *   cross: { [IconSize.STANDARD]: cross16, [IconSize.LARGE]: cross20 },
 * web/src/shell/icons.test.ts fails on a name drawn in web/src that is not listed here.
 */
export const ICONS_DRAWN_BY_NAME: Partial<Record<IconName, Readonly<Record<IconSize, IconPaths>>>> = {};

/** Serves only the listed icons; any other name is an error Blueprint reports (and the web tests fail on). */
export const drawnIconsLoader: IconPathsLoader = async (name, size) => {
  const paths = ICONS_DRAWN_BY_NAME[name]?.[size];
  if (!paths) throw new Error(`icon '${name}' (${size}px) is not among the icons drawn by name (web/src/shell/icons.ts)`);
  return paths;
};

/** Before the first render (main.tsx): Blueprint's <Icon> asks this loader, never the all-icons chunks. */
export function configureIconLoader(): void {
  Icons.setLoaderOptions({ loader: drawnIconsLoader });
}
