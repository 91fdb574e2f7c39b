import { PAGE_STATE_SCRIPT_ID } from '../../../application/contracts/pages';
import type { InlineStyle } from './inline-styles';
import type { PageHead } from './storefront-renderer';

/** Text in an attribute or an element: the five characters HTML gives a meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON inside a <script> data block: `<`, `>` and `&` as \u escapes so no `</script>` or `<!--` can close or
 * bend the block whatever a product's name says, and U+2028/U+2029 escaped as well. JSON.parse reads it back
 * unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The head tags of a painted page: description, and for a product its Open Graph tags and JSON-LD. */
function headTags(head: PageHead): string {
  const tags = [meta('name', 'description', head.description)];
  const og = head.openGraph;
  if (og) {
    tags.push(meta('property', 'og:type', og.type), meta('property', 'og:title', og.title), meta('property', 'og:description', og.description),
      meta('property', 'og:url', og.url));
    if (og.image) tags.push(meta('property', 'og:image', og.image));
    tags.push(`<link rel="canonical" href="${escapeHtml(og.url)}" />`);
  }
  // A data block (not executed, so the CSP's no-inline-script rule holds).
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** Whether a template is the Vite build's index.html, with the empty #root and the <title> a page is written into. */
export function canHoldPage(template: string): boolean {
  return template.includes(ROOT) && TITLE.test(template);
}

/** Tags as Vite's build and asset-links.ts write them. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULE_TAG = /\s*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)/g;

/** A painted page, and the CSP sources of the styles written into it (each inlined sheet's sha256). */
export interface PaintedDocument {
  html: string;
  styleSources: string[];
}

/**
 * index.html of the Vite build with the page in it: its title, its head tags, the rendered markup in #root and
 * the links of its lazy screen's chunk (asset-links.ts), the answers it was rendered from in `<script type="application/json" id="page-state">` (read by main.tsx).
 * Its stylesheets are written in (inline-styles.ts) when `inline` has them, their CSP sources returned with it.
 * Throws when the template lacks what it must have, so a changed index.html is seen at once.
 */
export function pageDocument(
  template: string,
  page: { html: string; head: PageHead; answers: unknown; links?: string; inline?: (href: string) => InlineStyle | undefined },
): PaintedDocument {
  if (!canHoldPage(template)) throw new Error('index.html lacks <div id="root"></div> or <title>');
  const state = `<script type="application/json" id="${PAGE_STATE_SCRIPT_ID}">${scriptJson(page.answers)}</script>`;
  // Style attributes React wrote (Blueprint sizes a few icons so) are refused by the CSP (style-src 'self') in
  // HTML, with an error in the console: they are left out, and app.css gives those elements their size. React
  // escapes `"` in text, so ` style="` can only be an attribute.
  const markup = page.html.replace(/ style="[^"]*"/g, '');
  const withHead = template
    .replace(TITLE, () => `<title>${escapeHtml(page.head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${[page.links, headTags(page.head)].filter(Boolean).join('\n    ')}\n  </head>`);
  // Decision 38: the stylesheets in <style> (inline-styles.ts), so nothing but the HTML stands before the first
  // paint. The module scripts and their preloads go to the end of <body>: they run after parsing wherever they
  // are (type=module defers), and after the markup the browser finds the first screen's pictures first, so on a
  // slow link the largest picture is not queued behind some thirty scripts.
  const styleSources: string[] = [];
  const styled = page.inline
    ? withHead.replace(STYLESHEET_LINK, (link: string, href: string) => {
      const style = page.inline?.(href);
      if (!style) return link;
      styleSources.push(style.source);
      return style.tag;
    })
    : withHead;
  // Decision 44: and at low priority. The page is painted and usable to read without them, so the HTML's pictures
  // (the largest paint) go first on a slow link; Lighthouse's simulation (Lantern) counts every High-priority
  // script that arrived before the observed first paint as blocking it, which made a 0.3 s paint a 2.4 s FCP.
  const modules = (styled.match(MODULE_TAG) ?? []).map((tag) => tag.trim().replace(/"><\/script>$|">$/, (end) => `" fetchpriority="low"${end.slice(1)}`));
  const html = styled
    .replace(MODULE_TAG, '')
    .replace(ROOT, () => `<div id="root">${markup}</div>\n    ${[state, ...modules].join('\n    ')}`);
  return { html, styleSources };
}
