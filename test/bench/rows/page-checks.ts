/**
 * What the HTML before any script shows (issue 29, "Pages painted by the server"): pure checks over the bytes
 * the server sent, so test/bench/goals.test.ts can prove them on small pages of its own.
 */

export interface HtmlFacts {
  title: string | undefined;
  description: string | undefined;
  ogTitle: string | undefined;
  ogImage: string | undefined;
  /** The Product of the first application/ld+json script that parses and holds one (also in an array or @graph). */
  product: JsonLdProduct | undefined;
  /** Text of <body> with scripts, styles and tags removed, entities of the five XML kinds decoded. */
  bodyText: string;
}

export interface JsonLdProduct {
  name: unknown;
  offers: Array<{ priceCurrency?: unknown; price?: unknown; availability?: unknown }>;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&');

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const named = new RegExp(`\\b${attribute}\\s*=\\s*["']${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`, 'i').test(tag);
    if (!named) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (content) return decode(content[1] ?? content[2] ?? '');
  }
  return undefined;
}

function productIn(value: unknown): JsonLdProduct | undefined {
  if (Array.isArray(value)) return value.map(productIn).find((found) => found !== undefined);
  if (typeof value !== 'object' || value === null) return undefined;
  const node = value as Record<string, unknown>;
  const type = node['@type'];
  if (type === 'Product' || (Array.isArray(type) && type.includes('Product'))) {
    const offers = Array.isArray(node.offers) ? node.offers : node.offers === undefined ? [] : [node.offers];
    return { name: node.name, offers: offers.filter((offer): offer is JsonLdProduct['offers'][number] => typeof offer === 'object' && offer !== null) };
  }
  return productIn(node['@graph']);
}

export function htmlFacts(html: string): HtmlFacts {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  let product: JsonLdProduct | undefined;
  for (const match of html.matchAll(/<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      product = productIn(JSON.parse(match[1]));
    } catch {
      continue;
    }
    if (product) break;
  }
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const bodyText = decode(body.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<style\b[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ').trim();
  return {
    title: title === undefined ? undefined : decode(title).trim(),
    description: metaContent(html, 'name', 'description'),
    ogTitle: metaContent(html, 'property', 'og:title'),
    ogImage: metaContent(html, 'property', 'og:image'),
    product,
    bodyText,
  };
}

/** A price as a page may print it: 1234, 1,234 (and so NT$1,234 or $1234). */
export function showsPrice(text: string, price: number): boolean {
  const plain = String(price);
  const grouped = price.toLocaleString('en-US');
  return new RegExp(`(^|[^\\d,])(${plain}|${grouped})(?!,?\\d)`).test(text);
}

/** A parsable JSON-LD Product whose Offer is priced in TWD and says its availability. */
export function hasProductOffer(facts: HtmlFacts): boolean {
  return facts.product !== undefined && facts.product.offers.some((offer) =>
    offer.priceCurrency === 'TWD' && offer.price !== undefined && offer.price !== '' && typeof offer.availability === 'string');
}

export const isAbsoluteUrl = (value: string | undefined): boolean => value !== undefined && /^https?:\/\/[^/]+/.test(value);
