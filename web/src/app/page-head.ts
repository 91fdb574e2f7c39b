import type { PageAnswers } from '../../../application/contracts/pages';
import { detailStock } from '../domain';
import { messages as checkoutMessages } from '../i18n/contexts/checkout';
import { messages as marketplaceMessages } from '../i18n/contexts/marketplace';
import { messages as productMessages } from '../i18n/contexts/product';
import { messages } from '../i18n/messages';
import { markupText } from '../features/product/description';
import { documentTitle } from './use-document-title';

/**
 * What a painted page's <head> says about it (issue 29); the server writes and escapes the tags. Only the server
 * entry imports this module, so it reads the texts of the contexts it names without weighing on the browser's entry.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Product pages: og:title, og:description, og:image (absolute), og:url, og:type product. */
  openGraph?: { title: string; description: string; image: string | null; url: string; type: 'product' };
  /** Product pages: schema.org Product with its Offer (TWD), written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

const DESCRIPTION_MAX = 150;

/** One line of at most 150 characters (what a search result shows), cut at a character, never mid-surrogate. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= DESCRIPTION_MAX ? flat : `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…`;
}

function absolute(url: string | null | undefined, baseUrl: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${baseUrl}/`).href;
  } catch {
    return null;
  }
}

interface Offered {
  name: string;
  description: string | null | undefined;
  image: string | null | undefined;
  sku: string | null | undefined;
  price: number;
  stock: number;
}

function productHead(product: Offered, pageUrl: string, baseUrl: string): PageHead {
  const text = product.description ? oneLine(markupText(product.description)) : '';
  const description = text || messages.app.productDescription(product.name, String(product.price));
  const image = absolute(product.image, baseUrl);
  return {
    title: documentTitle(product.name),
    description,
    openGraph: { title: product.name, description, image, url: pageUrl, type: 'product' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      ...(image ? { image: [image] } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'TWD',
        price: product.price,
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: pageUrl,
      },
    },
  };
}

/**
 * The title, description and, for a product, its link preview and JSON-LD, from the answers the page was
 * painted with. Titles are the ones the pages set themselves (useDocumentTitle), so the tab reads the same
 * before and after the script runs. `baseUrl` is PUBLIC_BASE_URL: og:image and the offer's url are absolute.
 */
export function pageHead(answers: PageAnswers, baseUrl: string): PageHead {
  const url = new URL(answers.url, 'http://page.invalid');
  const pageUrl = `${baseUrl}${url.pathname}${url.search}`;
  const path = url.pathname;
  // The product pages' own not-found title (ProductPage, MarketplaceProductPage say the same once hydrated).
  if (answers.notFound) return { title: documentTitle(productMessages.product.notFound), description: messages.app.homeDescription };
  if (path.startsWith('/product/') && answers.outletItem) {
    const item = answers.outletItem;
    return productHead({
      name: item.title, description: item.description, image: item.image_url, sku: item.display_sku || item.sku,
      price: item.discount_price, stock: detailStock(item),
    }, pageUrl, baseUrl);
  }
  if (path.startsWith('/shopee-product/') && answers.marketplaceProduct) {
    const product = answers.marketplaceProduct;
    return productHead({
      name: product.item_name, description: product.description, image: product.image_url ?? product.all_images[0]?.src, sku: product.item_sku,
      price: product.discount_price, stock: product.stock,
    }, pageUrl, baseUrl);
  }
  if (path === '/shopee-products') return { title: documentTitle(marketplaceMessages.marketplace.title), description: messages.app.marketplaceDescription };
  if (path === '/checkout') return { title: documentTitle(checkoutMessages.checkout.cartTitle), description: messages.app.cartDescription };
  return { title: documentTitle(messages.shell.tabOutlet), description: messages.app.homeDescription };
}
