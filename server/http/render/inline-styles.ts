import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A stylesheet of the build written into a painted page, and the CSP source (its sha256) that lets it apply. */
export interface InlineStyle {
  tag: string;
  source: string;
}

/** Only the build's own stylesheets (content-hashed names under /assets/) are inlined; anything else stays a link. */
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/**
 * Issue 29, decision 38: a painted page carries its stylesheets in <style> elements instead of <link>s. A linked
 * stylesheet in the head blocks the first paint until it arrives: on Lighthouse's slow 4G that is a request
 * queued behind the page's module scripts on HTTP/1.1's six connections, and the page painted only after the
 * scripts had run (FCP 2.9-3.1 s). Inline, the page paints as soon as its HTML is parsed.
 *
 * The CSP keeps style-src 'self' with no 'unsafe-inline': each inlined sheet is allowed by its own sha256
 * (render-pages.ts adds the hashes of the sheets a page carries to that page's policy only). A file's text is
 * read and hashed once: the names are content hashes, so a name never changes its text. A sheet that could
 * close its <style> element early (`</style` in it) is never inlined; it stays a link.
 */
export function inlineStyles(publicDir: string): (href: string) => InlineStyle | undefined {
  const root = path.resolve(publicDir);
  const read = new Map<string, InlineStyle | undefined>();
  return (href) => {
    if (read.has(href)) return read.get(href);
    let style: InlineStyle | undefined;
    if (BUILT_STYLESHEET.test(href)) {
      try {
        const css = readFileSync(path.join(root, href), 'utf8');
        if (!/<\/style/i.test(css)) style = { tag: `<style>${css}</style>`, source: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'` };
      } catch {
        style = undefined;
      }
    }
    // A missing file is not remembered: a build being replaced may write it a moment later.
    if (style) read.set(href, style);
    return style;
  };
}
