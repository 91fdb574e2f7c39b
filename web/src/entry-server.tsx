// The server's entry of the storefront (issue 29): Vite builds it on its own (vite.config.mts, `vite build --ssr`)
// into dist/ssr/entry-server.cjs, which the Koa server loads (server/http/render/). It renders a public page
// from the API answers the server read for it, with React's streaming renderer and react-router's static
// handler, and says what the page's <head> must say. No side effects: no sagas, no storage, no requests.
import { configureStore } from '@reduxjs/toolkit';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageAnswers } from '../../application/contracts/pages';
import { AppProviders } from './app/App';
import type { MarketplaceQuery } from './features/marketplace/marketplace-list-slice';
import { queryFromSearchParams } from './features/marketplace/marketplace-query';
import { pageHead, type PageHead } from './app/page-head';
import { pageStateOf } from './app/page-state';
import { rootReducer } from './app/root-reducer';
import { preloadScreens, routes, screenModules } from './app/routes';

export { PAGE_STATE_SCRIPT_ID } from '../../application/contracts/pages';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  head: PageHead;
  /** The source modules of the page's lazy screens (Vite's manifest keys), whose stylesheets the page must link. */
  modules: string[];
}

/** How long a render may take before it is abandoned (the server then sends the plain shell). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * `answers`: the page's answers in their wire form (application/contracts/pages.ts), decoded here with the same
 * codec the browser uses; `baseUrl`: PUBLIC_BASE_URL, for the absolute addresses of the head.
 */
export async function renderPage(answersWire: unknown, baseUrl: string): Promise<RenderedPage> {
  const decoded = PageAnswers.decode(answersWire);
  if (decoded._tag === 'Left') throw new Error('renderPage: the answers do not match PageAnswers');
  const answers = decoded.right;
  const url = new URL(answers.url, `${baseUrl}/`);
  await preloadScreens(url.pathname);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: pageStateOf(answers),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`renderPage: ${answers.url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <AppProviders store={store}>
        {/* hydrate={false}: no inline script with router data (the CSP allows none; the routes have no loaders). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, head: pageHead(answers, baseUrl), modules: screenModules(url.pathname) };
}

/** renderToPipeableStream, read whole once every Suspense boundary is ready (onAllReady), so the HTML holds the content. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`renderPage: not ready within ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    sink.on('close', () => clearTimeout(timer));
  });
}

/** What /shopee-products?… shows (page, category, keyword): the server reads that page for it. */
export function marketplaceQueryOf(search: string): MarketplaceQuery {
  return queryFromSearchParams(new URLSearchParams(search));
}
