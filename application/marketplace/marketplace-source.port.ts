/**
 * The marketplace shop as the sync job and link-order see it: the Shopee Open Platform v2 shop-level calls,
 * already signed, authenticated (the adapter keeps the shop's tokens fresh through ShopeeConnectionStore)
 * and translated to plain records. Implemented by adapters/shopee/shopee-marketplace-source.ts; in the demo
 * and tests it talks to the simulator under server/sandbox/shopee over real HTTP.
 *
 * Errors: MarketplaceNotConnectedError when there is no connection or it must be re-authorised;
 * MarketplaceUnavailableError when Shopee stays down or rate-limited after the adapter's bounded retries.
 */

/** Shopee's item_status values (get_item_list). Only NORMAL items are sold here. */
export type SourceItemStatus = 'NORMAL' | 'BANNED' | 'UNLIST' | 'REVIEWING' | 'SELLER_DELETE' | 'SHOPEE_DELETE';

export interface SourceItemRef {
  itemId: number;
  status: SourceItemStatus;
  /** Shopee update_time, unix seconds. */
  updateTime: number;
}

export interface SourceItemPage {
  items: SourceItemRef[];
  total: number;
  hasNextPage: boolean;
  nextOffset: number;
}

export interface SourceItemQuery {
  offset: number;
  /** 1..100 (Shopee's limit). */
  pageSize: number;
  statuses: readonly SourceItemStatus[];
  /** Unix seconds, inclusive window on update_time. */
  updateTimeFrom?: number;
  updateTimeTo?: number;
}

export interface SourceModel {
  modelId: number;
  /** The tier options joined: one tier gives its option text, two tiers give 'option1/option2'. */
  name: string;
  /** Original price (original_price), whole NT$. */
  price: number;
  stock: number;
  sku: string | null;
  imageUrl: string | null;
  /** model_status MODEL_NORMAL. */
  available: boolean;
}

export interface SourceProduct {
  itemId: number;
  name: string;
  description: string;
  sku: string | null;
  categoryId: number | null;
  status: SourceItemStatus;
  updateTime: number;
  imageUrls: string[];
  /** Original price, whole NT$: the item's own, or the lowest model price when it has models. */
  price: number;
  /** Available stock: the item's own, or the sum of its models' stock. */
  stock: number;
  /** Empty when the item has no models (has_model false). */
  models: SourceModel[];
}

export interface SourceCategory {
  categoryId: number;
  parentId: number | null;
  /** display_category_name in zh-hant. */
  name: string;
}

/** A Shopee order as link-order needs it (get_order_detail). */
export interface SourceOrder {
  orderSn: string;
  /** recipient_address.phone as Shopee returns it (may be partly masked, e.g. '******5678'). */
  buyerPhone: string | null;
  /** Unix seconds. */
  createTime: number;
  totalAmount: number;
  orderStatus: string;
  /** actual_shipping_fee, else estimated_shipping_fee, whole NT$; null when Shopee gives neither (issue 28). */
  shippingFee: number | null;
  items: { itemId: number; modelId: number | null; name: string; modelName: string | null; quantity: number; price: number; imageUrl: string | null }[];
}

/** Where a Shopee order's parcel is (issue 22): logistics.get_tracking_number and logistics.get_tracking_info. */
export interface SourceOrderLogistics {
  /** null while Shopee has none (the order is not arranged for shipment yet). */
  trackingNumber: string | null;
  /** get_tracking_info's logistics_status (e.g. LOGISTICS_PICKUP_DONE); null when Shopee gives none. */
  logisticsStatus: string | null;
  /** Unix seconds of the tracking event LOGISTICS_PICKUP_DONE (handed to the carrier); null before or when absent (issue 28). */
  shippedAt?: number | null;
}

export interface MarketplaceSource {
  listItems(query: SourceItemQuery): Promise<SourceItemPage>;
  /** At most 50 ids (get_item_base_info), with each item's models (get_model_list). Unknown ids are left out. */
  getProducts(itemIds: readonly number[]): Promise<SourceProduct[]>;
  getCategories(): Promise<SourceCategory[]>;
  /** null when Shopee does not know the order number. */
  getOrder(orderSn: string): Promise<SourceOrder | null>;
  /**
   * The order's tracking number and logistics status (issue 22). Optional: a source without it leaves a linked
   * order's logistics as they were.
   */
  getOrderLogistics?(orderSn: string): Promise<SourceOrderLogistics>;
}

export const MARKETPLACE_SOURCE = Symbol.for('MarketplaceSource');
