import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What a painted page's <head> says (web/src/app/page-head.ts, as the built entry returns it). */
export interface PageHead {
  title: string;
  description: string;
  openGraph?: { title: string; description: string; image: string | null; url: string; type: string };
  jsonLd?: Record<string, unknown>;
}

/** The query the marketplace list shows for an address (the storefront's own reading of ?page=&category=&q=). */
export interface MarketplaceListAddress {
  page: number;
  category: string | null;
  q: string;
}

/**
 * The server entry of the storefront as Vite built it (web/src/entry-server.tsx into dist/ssr/entry-server.cjs,
 * SSR_ENTRY). The server loads the BUILT bundle, never web/ source (the dependency rule): this interface is
 * the whole of what it knows about it.
 */
export interface StorefrontRenderer {
  renderPage(answers: unknown, baseUrl: string): Promise<{ html: string; head: PageHead; modules: string[] }>;
  marketplaceQueryOf(search: string): MarketplaceListAddress;
}

/**
 * Loads the bundle on first use with Node's own require (a CommonJS file; under jest too, which would
 * otherwise transform 4 MB of it). Undefined when it has not been built: the pages are then served as the
 * client-rendered shell, as before issue 29.
 */
export function storefrontRendererAt(entryPath: string): () => StorefrontRenderer | undefined {
  let loaded: StorefrontRenderer | undefined;
  return () => {
    if (loaded) return loaded;
    const absolute = path.resolve(entryPath);
    if (!existsSync(absolute)) return undefined;
    const module = createRequire(__filename)(absolute) as Partial<StorefrontRenderer>;
    if (typeof module.renderPage !== 'function' || typeof module.marketplaceQueryOf !== 'function') {
      throw new Error(`${absolute} is not the storefront's server entry (renderPage, marketplaceQueryOf)`);
    }
    loaded = module as StorefrontRenderer;
    return loaded;
  };
}
