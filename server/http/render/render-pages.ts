import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from 'inversify';
import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../../../adapters/persistence/database-unavailable';
import type { Logger } from '../../logger';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_S } from '../error-mapping';
import { requestIdOf } from '../request-id';
import { isApiPath } from '../static-files';
import { assetLinks } from './asset-links';
import { withStyleSources } from '../security-headers';
import { canHoldPage, pageDocument } from './html-document';
import { inlineStyles } from './inline-styles';
import { pageReaders } from './page-answers';
import type { StorefrontRenderer } from './storefront-renderer';

/**
 * Cache-Control of a painted page: no-store. The HTML carries the stock and prices of the moment it was read
 * and is the same for everybody (the cart and the session render in the browser afterwards), so nothing personal
 * could be kept, but nothing is worth keeping either: a reload must show today's stock, and no shared cache may
 * hand one shopper's page to another should a later change ever put something personal in it.
 */
export const PAGE_CACHE = 'no-store';

interface Template {
  text: string;
  mtimeMs: number;
}

/**
 * Issue 29: the public pages painted by the server (home, /product/{id}, /shopee-products, /shopee-product/{id},
 * /checkout's shell). Sits where the SPA fallback was for those addresses; every other address falls through
 * to it (the console and the account pages stay client-rendered). The page's answers are read through the same
 * use cases the API calls (page-answers.ts), rendered by the built storefront entry (SSR_ENTRY) and written into
 * index.html of the Vite build with the page's own title, description, Open Graph tags and JSON-LD.
 *
 * Failures never become a 500: without a build (no index.html or no server entry) the fallback answers as
 * before; a database that is down answers the shell with 503 and Retry-After (the storefront then loads and
 * retries as it always did); a render that fails is logged and answers the shell.
 */
export function renderPages(options: {
  container: Container; publicDir: string; publicBaseUrl: () => string; renderer: () => StorefrontRenderer | undefined; logger: Logger;
}): Middleware {
  const readers = pageReaders(options.container, options.renderer);
  const linksOf = assetLinks(options.publicDir);
  const inline = inlineStyles(options.publicDir);
  const indexPath = path.join(path.resolve(options.publicDir), 'index.html');
  let template: Template | undefined;
  /** index.html, read again only when the build replaced it. */
  const currentTemplate = async (): Promise<string | undefined> => {
    try {
      const { mtimeMs } = await stat(indexPath);
      if (!template || template.mtimeMs !== mtimeMs) template = { text: await readFile(indexPath, 'utf8'), mtimeMs };
      return template.text;
    } catch {
      return undefined;
    }
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const read = readers(ctx);
    if (!read) return next();
    const shell = await currentTemplate();
    let renderer: StorefrontRenderer | undefined;
    try {
      renderer = options.renderer();
    } catch (error) {
      options.logger.error('storefront server entry failed to load', { requestId: requestIdOf(ctx), error: String(error) });
    }
    // No build, no server entry, or an index.html that is not the build's: the SPA fallback, as before issue 29.
    if (shell === undefined || !canHoldPage(shell) || !renderer) return next();

    const sendShell = (status: number) => {
      ctx.status = status;
      ctx.set('Cache-Control', PAGE_CACHE);
      if (status === 503) ctx.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = shell;
    };

    let page;
    try {
      page = await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) options.logger.error('page read failed', { requestId: requestIdOf(ctx), path: ctx.path, error: String(error) });
      sendShell(isDatabaseUnavailable(error) ? 503 : 200);
      return;
    }
    try {
      const rendered = await renderer.renderPage(page.answers, options.publicBaseUrl());
      const { html, styleSources } = pageDocument(shell, { html: rendered.html, head: rendered.head, answers: page.answers, links: linksOf(rendered.modules), inline });
      ctx.status = page.status;
      // The styles written into this page, allowed by their hashes in this page's policy only (decision 38).
      const policy = ctx.response.get('Content-Security-Policy');
      if (policy && styleSources.length > 0) ctx.set('Content-Security-Policy', withStyleSources(policy, styleSources));
      ctx.set('Cache-Control', PAGE_CACHE);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = html;
    } catch (error) {
      options.logger.error('page render failed', { requestId: requestIdOf(ctx), path: ctx.path, error: error instanceof Error ? error.stack ?? error.message : String(error) });
      sendShell(200);
    }
  };
}
