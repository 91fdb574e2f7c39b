import type {
  MarketplaceSource, SourceCategory, SourceItemPage, SourceItemQuery, SourceOrder, SourceOrderLogistics, SourceProduct,
} from '../../application/marketplace/marketplace-source.port';
import { ShopeeAccessTokenRejected, ShopeeApiError, type ShopAuth, type ShopeeHttpClient } from './shopee-http-client';
import { toSourceProduct } from './shopee-product-mapping';
import type { ShopeeTokenKeeper } from './shopee-token-keeper';
import {
  BaseInfoBody, CategoryBody, ItemListBody, ModelListBody, OrderDetailBody, TrackingInfoBody, TrackingNumberBody, type ShopeeBaseItem, type ShopeeModelList,
} from './shopee-wire';

/** get_item_base_info takes at most 50 ids (A5). */
export const BASE_INFO_MAX_IDS = 50;
/** get_model_list calls in flight at once for one getProducts: fast, without bursting into the rate limit. */
export const MODEL_LIST_CONCURRENCY = 4;
/** Shopee order numbers are short strings of digits and capitals (e.g. 241120ABCD1234). */
const ORDER_SN = /^[0-9A-Za-z]{1,64}$/;

/**
 * MarketplaceSource over the Shopee Open Platform v2 shop APIs (research/platforms.md A5), every call signed with
 * the shop's token through ShopeeTokenKeeper.
 *
 * Errors (application/errors.ts ProviderUnavailableError): SHOPEE_NOT_CONNECTED without a connection,
 * SHOPEE_REAUTHORIZE when Shopee refused the refresh token, SHOPEE_UNAVAILABLE when Shopee stays busy after the
 * client's retries, answers with another error, or answers something we cannot read.
 */
export class ShopeeMarketplaceSource implements MarketplaceSource {
  constructor(private readonly http: ShopeeHttpClient, private readonly keeper: ShopeeTokenKeeper) {}

  listItems(query: SourceItemQuery): Promise<SourceItemPage> {
    return this.keeper.withShopAuth(async (auth) => {
      const { response } = await this.http.call({
        method: 'GET',
        path: '/api/v2/product/get_item_list',
        auth,
        query: {
          offset: query.offset,
          page_size: query.pageSize,
          item_status: query.statuses,
          update_time_from: query.updateTimeFrom,
          update_time_to: query.updateTimeTo,
        },
        codec: ItemListBody,
      });
      const items = (response.item ?? []).map((item) => ({ itemId: item.item_id, status: item.item_status, updateTime: item.update_time }));
      return {
        items,
        total: response.total_count ?? items.length,
        hasNextPage: response.has_next_page,
        nextOffset: response.next_offset ?? query.offset + items.length,
      };
    });
  }

  async getProducts(itemIds: readonly number[]): Promise<SourceProduct[]> {
    const products: SourceProduct[] = [];
    for (let start = 0; start < itemIds.length; start += BASE_INFO_MAX_IDS) {
      products.push(...await this.getProductChunk(itemIds.slice(start, start + BASE_INFO_MAX_IDS)));
    }
    return products;
  }

  private getProductChunk(itemIds: readonly number[]): Promise<SourceProduct[]> {
    return this.keeper.withShopAuth(async (auth) => {
      const { response } = await this.http.call({
        method: 'GET',
        path: '/api/v2/product/get_item_base_info',
        auth,
        // Comma-joined: the most common wire form (A5), and the one the simulator reads.
        query: { item_id_list: itemIds.join(',') },
        codec: BaseInfoBody,
      });
      // Only what we asked for, in our order; unknown ids are left out (the port's promise).
      const byId = new Map((response.item_list ?? []).map((item) => [item.item_id, item]));
      const items = itemIds.map((id) => byId.get(id)).filter((item): item is ShopeeBaseItem => item !== undefined);
      const models = await mapBounded(items, MODEL_LIST_CONCURRENCY, (item) => (item.has_model ? this.modelList(auth, item.item_id) : Promise.resolve(null)));
      return items.map((item, index) => toSourceProduct(item, models[index]));
    });
  }

  private async modelList(auth: ShopAuth, itemId: number): Promise<ShopeeModelList> {
    const { response } = await this.http.call({ method: 'GET', path: '/api/v2/product/get_model_list', auth, query: { item_id: itemId }, codec: ModelListBody });
    return response;
  }

  getCategories(): Promise<SourceCategory[]> {
    return this.keeper.withShopAuth(async (auth) => {
      const { response } = await this.http.call({
        method: 'GET', path: '/api/v2/product/get_category', auth, query: { language: 'zh-hant' }, codec: CategoryBody,
      });
      return response.category_list.map((category) => ({
        categoryId: category.category_id,
        // Shopee's roots have parent_category_id 0.
        parentId: category.parent_category_id ? category.parent_category_id : null,
        name: category.display_category_name || category.original_category_name || String(category.category_id),
      }));
    });
  }

  async getOrder(orderSn: string): Promise<SourceOrder | null> {
    // order_sn_list is a comma-separated list: a number holding a comma (or anything but an order number) must
    // not turn into a query for other orders. Such a number is simply unknown.
    if (!ORDER_SN.test(orderSn)) return null;
    return this.keeper.withShopAuth(async (auth) => {
      const { response } = await this.http.call({
        method: 'GET',
        path: '/api/v2/order/get_order_detail',
        auth,
        query: { order_sn_list: orderSn, response_optional_fields: 'recipient_address,item_list,total_amount,actual_shipping_fee,estimated_shipping_fee' },
        codec: OrderDetailBody,
      }).catch(orderNotFoundAsNull);
      if (!response) return null;
      const order = (response.order_list ?? []).find((each) => each.order_sn === orderSn);
      if (!order) return null;
      return {
        orderSn: order.order_sn,
        buyerPhone: order.recipient_address?.phone || null,
        createTime: order.create_time,
        totalAmount: Math.round(order.total_amount ?? 0),
        orderStatus: order.order_status,
        shippingFee: shippingFeeOf(order.actual_shipping_fee, order.estimated_shipping_fee),
        items: (order.item_list ?? []).map((item) => ({
          itemId: item.item_id,
          // Shopee writes model_id 0 for an item without models.
          modelId: item.model_id ? item.model_id : null,
          name: item.item_name,
          modelName: item.model_name || null,
          quantity: item.model_quantity_purchased,
          price: Math.round(item.model_discounted_price ?? 0),
          imageUrl: httpsImage(item.image_info?.image_url),
        })),
      };
    });
  }

  /**
   * logistics.get_tracking_number and get_tracking_info (issue 22). Shopee answers '' (with a hint) or an error while
   * the order has no parcel yet: both read as null. Busy and token errors still throw, like every other call.
   */
  async getOrderLogistics(orderSn: string): Promise<SourceOrderLogistics> {
    if (!ORDER_SN.test(orderSn)) return { trackingNumber: null, logisticsStatus: null };
    return this.keeper.withShopAuth(async (auth) => {
      const number = await this.http.call({ method: 'GET', path: '/api/v2/logistics/get_tracking_number', auth, query: { order_sn: orderSn }, codec: TrackingNumberBody })
        .catch(noValueOnShopeeError);
      const info = await this.http.call({ method: 'GET', path: '/api/v2/logistics/get_tracking_info', auth, query: { order_sn: orderSn }, codec: TrackingInfoBody })
        .catch(noValueOnShopeeError);
      return {
        trackingNumber: number?.response.tracking_number || null,
        logisticsStatus: info?.response.logistics_status || null,
        shippedAt: pickupDoneTime(info?.response.tracking_info),
      };
    });
  }
}

/** The earliest LOGISTICS_PICKUP_DONE event's time (Unix s): when the parcel was handed to the carrier; null without one. */
function pickupDoneTime(events: readonly { update_time?: number | null; logistics_status?: string | null }[] | null | undefined): number | null {
  const times = (events ?? []).filter((e) => e.logistics_status === 'LOGISTICS_PICKUP_DONE' && typeof e.update_time === 'number').map((e) => e.update_time as number);
  return times.length > 0 ? Math.min(...times) : null;
}

/** Shopee answers actual_shipping_fee 0 until the parcel is shipped: the estimate stands until then. */
function shippingFeeOf(actual: number | null | undefined, estimated: number | null | undefined): number | null {
  if (typeof actual === 'number' && actual > 0) return Math.round(actual);
  if (typeof estimated === 'number' && estimated >= 0) return Math.round(estimated);
  return typeof actual === 'number' ? Math.round(actual) : null;
}

/** A line's picture: an http(s) URL of reasonable length, else none (it is shown in the member's history). */
function httpsImage(url: string | null | undefined): string | null {
  return url && url.length <= 1000 && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * get_order_detail's answer for an order_sn the shop does not have is error_not_found "Wrong parameters, detail:
 * the order is not found." (its documented error example; the simulator answers the same). That answer alone is
 * an unknown order (null: link-order's 404). Every other error keeps its meaning: error_not_found about the API
 * path ("Wrong path, this api is not found") is our bug, and rate limits, system errors and refused tokens stay
 * SHOPEE_UNAVAILABLE / NOT_CONNECTED, never "no such order".
 */
export function isUnknownOrderError(error: unknown): boolean {
  return error instanceof ShopeeApiError && error.code === 'error_not_found' && /order/i.test(error.shopeeMessage) && !/\bapi\b/i.test(error.shopeeMessage);
}

function orderNotFoundAsNull(error: unknown): { response: null } {
  if (isUnknownOrderError(error)) return { response: null };
  throw error;
}

/** A Shopee answer that says "nothing here for this order" (any error but busy/token, which the client handles): no value. */
function noValueOnShopeeError(error: unknown): null {
  // A refused token is the keeper's to refresh and retry, never "no value".
  if (error instanceof ShopeeApiError && !(error instanceof ShopeeAccessTokenRejected)) return null;
  throw error;
}

/** Promise.all over `items` with at most `limit` calls running; results in input order; the first failure wins. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failed = true; // the others finish their call in flight and start no new one
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
