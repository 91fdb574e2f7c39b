import { escapeHtml } from '../ecpay/html';
import { COLOURS } from './catalogue-words';
import { SANDBOX_CATEGORIES, type SandboxItem } from './catalogue';

/**
 * The catalogue's pictures: small SVGs drawn from the item (its colour, category and sku), served by the
 * simulator at /images/<item_id>-<n>.svg (gallery picture n, from 1) and /images/<item_id>-o<k>.svg (the
 * swatch of option k of a colour tier). The URLs are absolute, under the simulator's public address, so a
 * synced product shows its pictures from the shop's own origin (img-src 'self').
 * Every interpolated text is escaped; the answer carries a CSP without scripts (see the router).
 */
export const IMAGE_NAME = /^([1-9]\d{0,15})-(o?)([0-9]{1,2})$/;

export function imageUrl(base: string, itemId: number, n: number): string {
  return `${base}/images/${itemId}-${n}.svg`;
}

export function swatchUrl(base: string, itemId: number, option: number): string {
  return `${base}/images/${itemId}-o${option}.svg`;
}

/** Shopee-like image ids ('tw-11134207-...'); the simulator's are recognisable as its own. */
export function imageId(itemId: number, n: number): string {
  return `sbx-${itemId}-${n}`;
}

export function gallerySvg(item: SandboxItem, n: number): string {
  const category = SANDBOX_CATEGORIES.find((c) => c.categoryId === item.categoryId)?.displayName ?? '';
  const shade = n === 1 ? item.colour : n === 2 ? '#eeeeee' : '#dfe6ee';
  return svg(`<rect width="400" height="400" fill="${escapeHtml(shade)}"/>
<circle cx="200" cy="170" r="${90 - n * 10}" fill="#ffffff" fill-opacity="0.55"/>
<text x="200" y="185" font-size="40" text-anchor="middle" fill="#333333">${escapeHtml(category)}</text>
<rect x="0" y="320" width="400" height="80" fill="#000000" fill-opacity="0.45"/>
<text x="200" y="355" font-size="22" text-anchor="middle" fill="#ffffff">${escapeHtml(item.sku)}</text>
<text x="200" y="385" font-size="16" text-anchor="middle" fill="#ffffff">SHOPEE SANDBOX ${n}</text>`);
}

export function swatchSvg(optionName: string): string {
  const hex = COLOURS.find((c) => c.name === optionName)?.hex ?? '#cccccc';
  return svg(`<rect width="400" height="400" fill="${escapeHtml(hex)}"/>
<text x="200" y="215" font-size="48" text-anchor="middle" fill="#777777">${escapeHtml(optionName)}</text>`);
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="sans-serif">${body}</svg>`;
}
