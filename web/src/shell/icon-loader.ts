import { drawnIconPaths, isDrawnByName } from './icons';

/**
 * Stands in for @blueprintjs/icons' iconLoader (vite.config.mts and jest.config.js map the package's
 * `./iconLoader` here), with its API: Blueprint's <Icon> asks `Icons` for the paths of an icon given by name. This
 * one serves the icons the shop draws by name (shell/icons.ts) and nothing else, so neither every icon's name nor
 * the two chunks of every icon's paths are built or fetched (issue 29). A name not in the list is reported as
 * Blueprint reports an unknown icon, on the console: never a silent blank (the web tests fail on it).
 */
export class Icons {
  /** Blueprint's loader options choose how to fetch every icon's paths; the shop's list is the only source. */
  static setLoaderOptions(): void {}

  static async load(icons: string | readonly string[], size: number): Promise<void> {
    for (const icon of typeof icons === 'string' ? [icons] : icons) {
      if (!isDrawnByName(icon) || !drawnIconPaths(icon, size)) console.error(`[Blueprint] Unknown icon '${icon}'`);
    }
  }

  static async loadAll(): Promise<void> {}

  static getPaths(icon: string, size: number): string[] | undefined {
    return drawnIconPaths(icon, size);
  }

  static isValidIconName(icon: string): boolean {
    return isDrawnByName(icon);
  }
}
