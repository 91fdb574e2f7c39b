// Vite builds the storefront in web/ into dist/public, which the Koa server serves (with an
// index.html fallback for client routes). In development `vite` proxies /api to the server on :3000.
// .mts: the package is CommonJS, so a .ts config would be ESM syntax in a file loaded as CommonJS, which Vite
// warns about on every build (issue 28); as an ES module it loads as it is written.
//
// Weight (issue 29, docs/performance.md "Weight"):
// - blueprintUsedCss: only the rules of blueprint.css that the components the storefront imports can use.
// - compression: a brotli (.br, best quality) and a gzip (.gz, level 9) sibling of every text file above 1 KB,
//   made once here; the server's koa-send sends the sibling the browser accepts (server/http/static-files.ts).
// - manifest: dist/public/.vite/manifest.json, read by the budget test (test/weight/budgets.test.ts).
import path from 'node:path';
// Issue 29: `vite build --ssr` (the second half of npm run build:web) builds the server entry of the storefront,
// web/src/entry-server.tsx, into dist/ssr/entry-server.cjs: one CommonJS file with its dependencies inside
// (ssr.noExternal), which the server require()s from its configured path (SSR_ENTRY), so server/ imports no web/ source.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { blueprintUsedCss } from './scripts/blueprint-used-css.mts';

/**
 * Blueprint's icon loader (every icon's name, and two chunks of every icon's paths behind it) is replaced by the
 * shop's, which serves only the icons drawn by name (web/src/shell/icon-loader.ts; jest.config.js maps it too;
 * issue 29, decision 32).
 */
const shopIconLoader = {
  name: 'shop-icon-loader',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (/^\.\/iconLoader(\.js)?$/.test(source) && importer?.includes('@blueprintjs/icons')) {
      return path.resolve(webRoot, 'src/shell/icon-loader.ts');
    }
    return null;
  },
};

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The weight plugins serve the browser's build only; the server entry is neither trimmed nor compressed.
  plugins: isSsrBuild
    ? [shopIconLoader, react()]
    : [
      shopIconLoader,
      react(),
      blueprintUsedCss({ root: webRoot }),
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
        include: /\.(html|css|js|mjs|json|svg|txt|xml)$/,
        // The manifest is read by the budget test, never served (koa-send skips dot folders).
        exclude: /\.vite[\\/]/,
        threshold: 1024,
      }),
    ],
  build: isSsrBuild
    ? {
      outDir: '../dist/ssr',
      emptyOutDir: true,
      rollupOptions: { input: fileURLToPath(new URL('./web/src/entry-server.tsx', import.meta.url)), output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
      copyPublicDir: false,
    }
    // manifest: the server links the stylesheets of the lazy screen it painted (server/http/render/asset-links.ts).
    : { outDir: '../dist/public', emptyOutDir: true, chunkSizeWarningLimit: 1000, manifest: true },
  ssr: { noExternal: true, target: 'node' },
  // The server entry bundles React and the rest: their production builds, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
}));
