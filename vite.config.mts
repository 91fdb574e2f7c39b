// Vite builds the storefront in web/ into dist/public, which the Koa server serves (with an
// index.html fallback for client routes). In development `vite` proxies /api to the server on :3000.
// .mts: the package is CommonJS, so a .ts config would be ESM syntax in a file loaded as CommonJS, which Vite
// warns about on every build (issue 28); as an ES module it loads as it is written.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

/**
 * Blueprint's icon loader (every icon's name, and two chunks of every icon's paths behind it) is replaced by the
 * shop's, which serves only the icons drawn by name (web/src/shell/icon-loader.ts; jest.config.js maps it too).
 */
const shopIconLoader = {
  name: 'shop-icon-loader',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (/^\.\/iconLoader(\.js)?$/.test(source) && importer?.includes('@blueprintjs/icons')) {
      return path.resolve(import.meta.dirname, 'web/src/shell/icon-loader.ts');
    }
    return null;
  },
};

export default defineConfig({
  root: 'web',
  plugins: [shopIconLoader, react()],
  // manifest: which chunks each entry and lazy import pulls in (dist/public/.vite/manifest.json), read by the
  // first-load journey (test/e2e/code-by-context.e2e.test.ts) to tell the console's and the icons' chunks apart.
  build: { outDir: '../dist/public', emptyOutDir: true, chunkSizeWarningLimit: 1000, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
});
