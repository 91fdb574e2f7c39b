import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import serve from 'koa-static';
import { formatMessage } from '../../domain/messages';

/**
 * Static files: the server's own assets (ASSETS_DIR, e.g. /images/demo/*.svg) and the Vite build of the
 * storefront (PUBLIC_DIR), with an index.html fallback so client routes (/product/3, /checkout, /nope)
 * load the single-page app, which renders its own not-found screen. /api/* never reaches these.
 */

/** Demo pictures keep their name for life (a new picture gets a new name), so a week of caching is safe. */
const ASSET_CACHE = 'public, max-age=604800';
/** Vite puts a content hash in every /assets/* file name: a changed file is a new URL. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed bundles, so it must be revalidated on every load. */
const NO_CACHE = 'no-cache';
/** Other files of the build (favicon, robots.txt): unhashed, so only briefly. */
const SHORT_CACHE = 'public, max-age=3600';

/** Both columns of the catalogue entry, one line each: a developer of either language reads it. */
export const BUILD_MISSING_TEXT = `${formatMessage('STOREFRONT_NOT_BUILT')}\n${formatMessage('STOREFRONT_NOT_BUILT', {}, 'en')}\n`;

export function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

/** Only GET and HEAD outside /api/ look for files. */
function wantsFile(ctx: Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && !isApiPath(ctx.path);
}

function onlyForFiles(middleware: Middleware): Middleware {
  return (ctx, next) => (wantsFile(ctx) ? middleware(ctx, next) : next());
}

export function serveAssets(assetsDir: string): Middleware {
  return onlyForFiles(serve(assetsDir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE) }));
}

/**
 * The build's files. The build writes a brotli (.br) and a gzip (.gz) sibling of every file worth compressing
 * (vite.config.mts); koa-send, under koa-static, sends the .br when the browser accepts br, else the .gz when
 * it accepts gzip, else the file itself, with Content-Encoding and the original file's type. The compression
 * middleware (compression.ts) then leaves the answer alone because it is already encoded. Every answer here
 * varies on Accept-Encoding, so a shared cache never hands a brotli body to a client that cannot read it.
 */
export function servePublic(publicDir: string): Middleware {
  const assetsPrefix = path.join(path.resolve(publicDir), 'assets') + path.sep;
  const setHeaders = (res: ServerResponse, filePath: string) => {
    varyOnEncoding(res);
    if (filePath.startsWith(assetsPrefix)) res.setHeader('Cache-Control', HASHED_CACHE);
    else if (originalName(filePath) === 'index.html') res.setHeader('Cache-Control', NO_CACHE);
    else res.setHeader('Cache-Control', SHORT_CACHE);
  };
  // index: false: "/" goes to the fallback below like any client route, with the same no-cache header.
  return onlyForFiles(serve(publicDir, { index: false, setHeaders }));
}

/** koa-send names the sibling it sends (index.html.br): the rules above are about the file it stands for. */
function originalName(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '');
}

function varyOnEncoding(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  res.setHeader('Vary', current === '' ? 'Accept-Encoding' : `${current}, Accept-Encoding`);
}

/**
 * Any other GET outside /api/ is a client route: answer PUBLIC_DIR/index.html. A path whose last segment
 * has a file extension (/assets/old-hash.js, /images/x.png) is a missing file, not a route: 404, because
 * HTML served as a script or a picture only hides the real problem. Without a build, 503 with how to fix it.
 */
export function spaFallback(publicDir: string): Middleware {
  const root = path.resolve(publicDir);
  return async (ctx, next) => {
    if (!wantsFile(ctx)) return next();
    if (path.posix.extname(ctx.path) !== '') {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    }
    try {
      await send(ctx, 'index.html', { root, setHeaders: (res) => { varyOnEncoding(res); res.setHeader('Cache-Control', NO_CACHE); } });
    } catch (error: unknown) {
      if (!isNotFound(error)) throw error;
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = BUILD_MISSING_TEXT;
    }
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
