import { ApiRequestError, apiRequest } from '../../api/client';
import type { OutletItemDetail, OutletListItem } from '../../domain';
import { productMessages } from './product-messages';

export interface ProductRequestOptions {
  /** Calls that only enrich a page already on screen use the shorter background timeout. */
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/outlet/item/{id}: the detail fields (all_images, description, stock). 404 = OUTLET_ITEM_NOT_FOUND. */
export async function fetchOutletItem(id: number, options: ProductRequestOptions = {}): Promise<OutletItemDetail> {
  const item = await apiRequest<unknown>(`/api/outlet/item/${id}`, { ...options, defaultMessage: productMessages.loadFailed });
  // The page reads fields off this; anything but an object is a broken answer, not a product.
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new ApiRequestError(200, 'BAD_RESPONSE', productMessages.loadFailed);
  return item as OutletItemDetail;
}

/** GET /api/outlet/variants/{sku}: the list rows sharing the sku, id ascending; [] for an unknown sku. */
export async function fetchOutletVariants(sku: string, options: ProductRequestOptions = {}): Promise<OutletListItem[]> {
  const items = await apiRequest<unknown>(`/api/outlet/variants/${encodeURIComponent(sku)}`, {
    ...options,
    defaultMessage: productMessages.loadFailed,
  });
  if (!Array.isArray(items)) throw new ApiRequestError(200, 'BAD_RESPONSE', productMessages.loadFailed);
  return items as OutletListItem[];
}
