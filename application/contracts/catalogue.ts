import * as t from 'io-ts';
import type * as domain from '../../domain/outlet/outlet-item';
import type * as categories from '../../domain/outlet/categories';
import { messageRef } from '../../domain/messages';
import { described, MAX_ID, sameShape, type Endpoints } from './shared';

/** The catalogue's contract: the outlet list, an item's detail, the variants of a sku (docs/api.md "Outlet"). */

/** A path segment holding a positive integer in plain decimal ("1", "42"; not "01", "1e3", "-1", "abc"). */
export const PositiveIntegerFromString = described(new t.Type<number, string, unknown>(
  'NOT_A_POSITIVE_INTEGER',
  (input): input is number => typeof input === 'number' && Number.isInteger(input) && input > 0 && input <= MAX_ID,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) && Number(input) <= MAX_ID
      ? t.success(Number(input))
      : t.failure(input, context, messageRef('ITEM_ID_INVALID')),
  (value) => String(value),
), { type: 'string', pattern: '^[1-9][0-9]{0,9}$' });

export const MAX_SKU_LENGTH = 64;

/** A sku as it appears in a path: at least one non-blank character, at most 64 characters. */
export const Sku = described(new t.Type<string, string, unknown>(
  'INVALID_SKU',
  (input): input is string => typeof input === 'string' && input.trim() !== '' && input.length <= MAX_SKU_LENGTH,
  (input, context) =>
    typeof input === 'string' && input.trim() !== '' && input.length <= MAX_SKU_LENGTH
      ? t.success(input)
      : t.failure(input, context, messageRef('SKU_INVALID', { max: MAX_SKU_LENGTH })),
  t.identity,
), { type: 'string', minLength: 1, maxLength: MAX_SKU_LENGTH });

/** Path parameters of GET /api/outlet/item/:id. */
export const OutletItemParams = t.type({ id: PositiveIntegerFromString });

/** Path parameters of GET /api/outlet/variants/:sku (the router has already percent-decoded it). */
export const OutletVariantsParams = t.type({ sku: Sku });

/** One row of the outlet list and of the variants (domain/outlet/outlet-item.ts OutletListItem). Money: whole NT$. */
export const OutletListItem = t.intersection([
  t.type({
    id: t.number, title: t.string, sku: t.string, price: t.number, discount_price: t.number, image_url: t.string,
    created_at: t.string, variant_details: t.string, display_sku: t.string, total_quantity: t.number, reserved_count: t.number,
  }),
  t.partial({ available_count: t.number, category: t.string }),
], 'OutletListItem');
export type OutletListItem = t.TypeOf<typeof OutletListItem>;
sameShape<OutletListItem, domain.OutletListItem>(true);

export const OutletList = t.array(OutletListItem, 'OutletList');

/** GET /api/outlet/item/{id} (domain/outlet/outlet-item.ts OutletItemDetail); all_images is a JSON string. */
export const OutletItemDetail = t.type({
  id: t.number, sku: t.string, title: t.string, variant_title: t.string, variant_details: t.string, price: t.number,
  discount_price: t.number, image_url: t.string, all_images: t.string, description: t.string, available_count: t.number,
  available_quantity: t.number, total_quantity: t.number, display_sku: t.string,
}, 'OutletItemDetail');
export type OutletItemDetail = t.TypeOf<typeof OutletItemDetail>;
sameShape<OutletItemDetail, domain.OutletItemDetail>(true);

/** GET /api/outlet/categories: the categories that have a card to sell now, most cards first (domain/outlet/categories.ts). */
export const OutletCategoryList = t.array(t.type({ name: t.string, count: t.number }, 'OutletCategory'), 'OutletCategoryList');
sameShape<t.TypeOf<typeof OutletCategoryList>[number], categories.OutletCategory>(true);

export const catalogueEndpoints = {
  listOutletItems: { method: 'GET', path: '/api/outlet/list', summary: 'Every outlet item, variants included (ETag, gzip)', responses: { 200: OutletList, 304: null } },
  getOutletItem: { method: 'GET', path: '/api/outlet/item/{id}', summary: 'One outlet item with its detail fields', params: OutletItemParams, responses: { 200: OutletItemDetail } },
  listOutletCategories: { method: 'GET', path: '/api/outlet/categories', summary: 'The outlet categories that have items to sell, with their card counts', responses: { 200: OutletCategoryList } },
  listOutletVariants: { method: 'GET', path: '/api/outlet/variants/{sku}', summary: 'The items sharing a sku, id ascending', params: OutletVariantsParams, responses: { 200: OutletList } },
} as const satisfies Endpoints;
