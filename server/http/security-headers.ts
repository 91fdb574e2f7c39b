import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type Koa from 'koa';

/**
 * Security headers of every response, set by koa-helmet (helmet 8) before anything else runs, and again on
 * an error answer (whose headers errorMapping clears). The reasons, directive by directive, are in docs/security/production.md.
 *
 * - Content-Security-Policy: script only from our own origin, never inline (a token in localStorage is safe
 *   from an injected script only if no injected script runs); styles from our own origin (the Vite build
 *   links its CSS; React and Blueprint set styles through the DOM, which CSP does not restrict); forms may
 *   post to us and to ECPay's payment and logistics addresses only (the checkout and the store map are form
 *   posts); nobody may frame us; no plugins; no <base> pointing elsewhere.
 * - Referrer-Policy same-origin: order links carry ?token=, which must never reach another site in a Referer;
 *   same-origin requests keep their Referer and a real Origin header (no-referrer would send `Origin: null`
 *   even on our own POSTs, which an origin check must be able to read).
 * - Strict-Transport-Security only on a request that came over https (ctx.secure: behind a proxy only when
 *   TRUST_PROXY lets Koa believe X-Forwarded-Proto). HSTS on plain http is ignored by browsers anyway, and on
 *   a laptop's http://localhost it must never be sent.
 *
 * Helmet's headers depend only on the options (no nonce, no per-request directive), so helmet runs once per
 * variant (http, https) at start and each request copies the recorded headers (issue 29: helmet's eleven
 * middlewares and koa-helmet's promise per request were a fifth of a 304's cost). The headers are helmet's,
 * byte for byte: security-headers.test.ts compares them with koa-helmet run per request.
 */
export interface SecurityHeaderOptions {
  /** Absolute URLs (or origins) the storefront's forms post to besides itself: ECPay AIO and logistics. */
  formTargets: readonly string[];
}

/** One year, helmet's default; includeSubDomains: our subdomains are ours to keep on https too. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The recorded security headers of each variant: what securityHeaders sets, for an answer given before Koa runs. */
export interface SecurityHeaderSets {
  readonly overHttp: RecordedHeaders;
  readonly overHttps: RecordedHeaders;
}

export function securityHeaderSets(options: SecurityHeaderOptions): SecurityHeaderSets {
  const formAction = ["'self'", ...new Set(options.formTargets.map((url) => new URL(url).origin))];
  const shared = {
    contentSecurityPolicy: {
      // Helmet's defaults would add upgrade-insecure-requests, which breaks the http:// demo on a LAN address.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // data: for the small SVGs Blueprint's stylesheet embeds (checkbox ticks, select carets).
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction,
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' as const },
    // For browsers without frame-ancestors.
    xFrameOptions: { action: 'deny' as const },
  };
  return {
    overHttp: recordedHeaders({ ...shared, strictTransportSecurity: false }),
    overHttps: recordedHeaders({ ...shared, strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } }),
  };
}

export function securityHeaders(options: SecurityHeaderOptions | SecurityHeaderSets): Koa.Middleware {
  const { overHttp, overHttps } = 'formTargets' in options ? securityHeaderSets(options) : options;
  return async (ctx, next) => {
    const recorded = ctx.secure ? overHttps : overHttp;
    recorded.apply(ctx.res);
    await next();
    // errorMapping clears every header of a failed request (they described a body that is not sent): ours
    // describe the whole answer, so they are set again. A route's own CSP (the simulator's pages) is kept.
    if (!ctx.res.hasHeader('Content-Security-Policy') && !ctx.headerSent) recorded.apply(ctx.res);
  };
}

/**
 * A policy with more sources in its style-src, the rest of it unchanged: a painted page's inlined stylesheets
 * (decision 38) are allowed by their sha256, never by 'unsafe-inline'. A policy without style-src gets one with
 * default-src's sources and the hashes, so what it allowed before it still allows.
 */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0].toLowerCase() === 'style-src');
  if (index === -1) {
    const fallback = directives.find((directive) => directive.split(/\s+/)[0].toLowerCase() === 'default-src')?.split(/\s+/).slice(1) ?? [];
    return [...directives, ['style-src', ...fallback, ...sources].join(' ')].join(';');
  }
  const present = new Set(directives[index].split(/\s+/));
  directives[index] = [directives[index], ...sources.filter((source) => !present.has(source))].join(' ');
  return directives.join(';');
}

type HelmetOptions = Parameters<typeof helmet>[0];

/** What helmet set (in its order) and removed, recorded once; apply() sets it on a response. */
export interface RecordedHeaders {
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
  /** Headers helmet removes (X-Powered-By): a response nothing else has touched has none of them. */
  readonly removed: readonly string[];
  apply(res: ServerResponse): void;
}

/** Runs helmet once against a recording response and returns what it set. */
export function recordedHeaders(options: HelmetOptions): RecordedHeaders {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
    getHeader: (name: string) => set.get(name),
    hasHeader: (name: string) => set.has(name),
  };
  let finished = false;
  helmet(options)({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // Helmet 8 is synchronous; if a later version were not, recording would miss headers: refuse to start.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  const headers = [...set];
  return {
    headers,
    removed,
    apply: (res) => {
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of headers) res.setHeader(name, value);
    },
  };
}
