import { OutletItemDetail, OutletList } from '../../../../application/contracts/catalogue';
import type { OutletItemDetail as OutletItemDetailType, OutletListItem } from '../../domain';
import { apiRequest } from '../../api/client';
import { productMessages } from './product-messages';

export interface ProductRequestOptions {
  /** Calls that only enrich a page already on screen use the shorter background timeout. */
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/outlet/item/{id}: the detail fields (all_images, description, stock). 404 = OUTLET_ITEM_NOT_FOUND. */
export function fetchOutletItem(id: number, options: ProductRequestOptions = {}): Promise<OutletItemDetailType> {
  return apiRequest(`/api/outlet/item/${id}`, { ...options, defaultMessage: productMessages.loadFailed, decode: OutletItemDetail });
}

/** GET /api/outlet/variants/{sku}: the list rows sharing the sku, id ascending; [] for an unknown sku. */
export function fetchOutletVariants(sku: string, options: ProductRequestOptions = {}): Promise<OutletListItem[]> {
  return apiRequest(`/api/outlet/variants/${encodeURIComponent(sku)}`, { ...options, defaultMessage: productMessages.loadFailed, decode: OutletList });
}
