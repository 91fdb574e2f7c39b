import type { OutletImage, OutletItemDetail, OutletListItem } from '../../../domain/outlet/outlet-item';
import type { OutletItemRecord, OutletListRecord, StoredDateTime } from './outlet-item.row';

import { availableUnits } from './availability';

/**
 * Row -> domain mapping of outlet items, in one place for the list, the variants and the detail.
 * Numbers go through Number() because MySQL may return aggregates (the reservation counts) as strings.
 */

/** What a row means when no reservation count came with it. */
const NO_RESERVATIONS = 0;

export function toOutletListItem(record: OutletListRecord, reservedCount: number | string = NO_RESERVATIONS): OutletListItem {
  const total = Number(record.total_quantity);
  const reserved = Number(reservedCount);
  return {
    id: Number(record.id),
    title: record.title,
    sku: record.sku,
    price: Number(record.price),
    discount_price: Number(record.discount_price),
    image_url: record.image_url,
    created_at: toIsoUtc(record.created_at),
    variant_details: record.variant_details,
    display_sku: record.display_sku,
    total_quantity: total,
    reserved_count: reserved,
    available_count: availableUnits(total, reserved),
    ...(record.category ? { category: record.category } : {}),
  };
}

export function toOutletItemDetail(record: OutletItemRecord, reservedCount: number | string = NO_RESERVATIONS): OutletItemDetail {
  const total = Number(record.total_quantity);
  const available = availableUnits(total, reservedCount);
  return {
    id: Number(record.id),
    sku: record.sku,
    title: record.title,
    variant_title: record.variant_title,
    variant_details: record.variant_details,
    price: Number(record.price),
    discount_price: Number(record.discount_price),
    image_url: record.image_url,
    all_images: JSON.stringify(normalizeImages(record.all_images, record.image_url)),
    description: record.description ?? '',
    available_count: available,
    available_quantity: available,
    total_quantity: total,
    display_sku: record.display_sku,
  };
}

/**
 * DATETIME as an ISO-8601 UTC string. Text without a zone (SQLite's CURRENT_TIMESTAMP, a hand-written
 * 'YYYY-MM-DD HH:MM:SS') is UTC by the rule that the database stores UTC (design.md, section 2).
 */
export function toIsoUtc(value: StoredDateTime): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = value.trim().replace(' ', 'T');
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const date = new Date(hasZone ? text : `${text}Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable stored date-time: '${value}'`);
  return date.toISOString();
}

/**
 * The gallery as the spec's {id, src, position}[], whatever was stored: a proper array, an array of bare
 * URLs, partial objects, or nothing usable (then the main picture alone). Sorted by position.
 */
export function normalizeImages(stored: string | null, imageUrl: string): OutletImage[] {
  const images = parseArray(stored)
    .map((entry, index): OutletImage | undefined => {
      if (typeof entry === 'string') return entry ? { id: index + 1, src: entry, position: index + 1 } : undefined;
      if (!isRecord(entry) || typeof entry.src !== 'string' || entry.src === '') return undefined;
      return {
        id: finiteNumber(entry.id) ?? index + 1,
        src: entry.src,
        position: finiteNumber(entry.position) ?? index + 1,
      };
    })
    .filter((image): image is OutletImage => image !== undefined)
    .sort((a, b) => a.position - b.position);
  if (images.length > 0) return images;
  return imageUrl ? [{ id: 1, src: imageUrl, position: 1 }] : [];
}

function parseArray(stored: string | null): unknown[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
