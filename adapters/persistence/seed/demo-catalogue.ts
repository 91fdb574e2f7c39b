import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';
import type { OutletItemRow } from '../outlet/outlet-item.row';
import { DEMO_CATEGORY_BY_PREFIX, DEMO_PRODUCTS, PARCEL_PICTURE, TAG_PICTURE, type DemoProduct, type DemoVariant } from './demo-products';

/** Where the server serves server/static/images/demo (server/static is the site root). */
export const DEMO_IMAGE_BASE = '/images/demo/';

const THIRTY_DAYS_IN_MINUTES = 30 * 24 * 60;

interface ItemTemplate {
  product: DemoProduct;
  productIndex: number;
  variant: DemoVariant;
  variantIndex: number;
}

const TEMPLATES: readonly ItemTemplate[] = DEMO_PRODUCTS.flatMap((product, productIndex) =>
  product.variants.map((variant, variantIndex) => ({ product, productIndex, variant, variantIndex })),
);

/** Rows of the demo catalogue: every product once by default (51 items). */
export const DEFAULT_DEMO_ITEM_COUNT = TEMPLATES.length;

/**
 * The demo outlet catalogue, pure and deterministic (no randomness, time from `now`). With a count above the
 * default (the 2,000-item benchmark) the products repeat in rounds, each round under new skus
 * (OL-JK-1024, then OL-JK-11024, OL-JK-21024...), so every round is a distinct set of product cards.
 */
export function buildDemoCatalogue(now: Date, count: number = DEFAULT_DEMO_ITEM_COUNT): OutletItemRow[] {
  const rows: OutletItemRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = TEMPLATES[index % TEMPLATES.length];
    const round = Math.floor(index / TEMPLATES.length);
    rows.push(toRow(template, round, now));
  }
  return rows;
}

function toRow({ product, productIndex, variant, variantIndex }: ItemTemplate, round: number, now: Date): OutletItemRow {
  const sku = `OL-${product.prefix}-${product.number + round * 10000}`;
  const createdAt = createdAtFor(now, round * DEMO_PRODUCTS.length + productIndex, variantIndex);
  return {
    sku,
    title: product.title,
    variant_title: product.variantTitle,
    variant_details: variant.details,
    display_sku: variant.code ? `${sku}-${variant.code}` : sku,
    price: product.price,
    discount_price: product.discountPrice,
    image_url: pictureUrl(variant.picture),
    all_images: JSON.stringify(galleryOf(product, variant).map((picture, i) => ({ id: i + 1, src: pictureUrl(picture), position: i + 1 }))),
    description: product.description,
    total_quantity: variant.quantity,
    created_at: createdAt,
    updated_at: createdAt,
    category: DEMO_CATEGORY_BY_PREFIX[product.prefix] ?? null,
  };
}

/**
 * Variants of one product are listed together, seconds apart; products spread over the 30 days before
 * `now` by a multiplicative step (prime, so neighbours land on different days), always strictly inside.
 */
function createdAtFor(now: Date, productOrdinal: number, variantIndex: number): Date {
  const minutesAgo = 1 + ((productOrdinal * 7919 + 3571) % (THIRTY_DAYS_IN_MINUTES - 2));
  return new Date(now.getTime() - minutesAgo * 60_000 - variantIndex * 1_000);
}

/** 2-3 pictures: the variant's own, another colourway of the product if any, then the clearance tag. */
function galleryOf(product: DemoProduct, variant: DemoVariant): string[] {
  const otherColour = product.variants.map((v) => v.picture).find((picture) => picture !== variant.picture);
  const last = /缺少|遺失|已拆|無外包裝|無原廠|破損|壓損/.test(product.description) ? PARCEL_PICTURE : TAG_PICTURE;
  return otherColour ? [variant.picture, otherColour, last] : [variant.picture, TAG_PICTURE, last].filter(unique);
}

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index;
}

function pictureUrl(picture: string): string {
  return `${DEMO_IMAGE_BASE}${picture}.svg`;
}

/**
 * Rows per INSERT: 13 columns x 76 rows = 988 bound values, under SQLite's historical limit of 999
 * variables per statement (newer builds allow 32766) and far under MySQL's 65535 placeholders.
 */
const INSERT_CHUNK_ROWS = 76;

/** Inserts in chunks inside one transaction (the caller's, if it passes one): all rows or none. */
export async function insertOutletItems(knex: Knex, rows: readonly OutletItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  const insertAll = async (trx: Knex): Promise<void> => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
      await trx('outlet_items').insert(rows.slice(start, start + INSERT_CHUNK_ROWS));
    }
  };
  if (knex.isTransaction) await insertAll(knex);
  else await knex.transaction(insertAll);
}

/**
 * Seeds the demo catalogue into an empty outlet_items; returns the rows inserted (0 when it already had
 * items). Safe on every start. Two processes starting together on a fresh database: on MySQL the locking
 * read makes one of them deadlock and roll back, on SQLite the second writer gets SQLITE_BUSY; either way
 * the loser re-checks, finds the winner's rows and inserts nothing.
 */
export async function seedDemoCatalogueIfEmpty(knex: Knex, now: Date): Promise<number> {
  try {
    return await knex.transaction(async (trx) => {
      const query = trx('outlet_items').count({ count: '*' });
      // SQLite has no row locks (it locks the whole file on write); knex would only warn about forUpdate.
      const [{ count }] = databaseKind(knex) === 'mysql' ? await query.forUpdate() : await query;
      if (Number(count) > 0) return 0;
      const rows = buildDemoCatalogue(now);
      await insertOutletItems(trx, rows);
      return rows.length;
    });
  } catch (error) {
    if ((await countOutletItems(knex)) > 0) return 0;
    throw error;
  }
}

async function countOutletItems(knex: Knex): Promise<number> {
  const [{ count }] = await knex('outlet_items').count({ count: '*' });
  return Number(count);
}
