import { systemClock } from '../../../adapters/clock/system-clock';
import {
  DEFAULT_CATALOGUE_SIZE, DEFAULT_ITEM_ID_BASE, DEFAULT_SEED, ITEM_STATUSES, MAX_CATALOGUE_SIZE, generateItem,
  type ItemStatus, type SandboxItem,
} from './catalogue';
import { applyOrderChange, sampleOrders, type OrderChange, type SandboxOrder } from './orders';
import { RateLimiter } from './rate-limiter';
import { SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY } from './sandbox-credentials';
import { DEFAULT_RATE_LIMIT_PER_SECOND, type ShopeeSandboxOptions } from './shopee-sandbox-options';
import { TokenBook } from './token-book';

/**
 * The offline Shopee Open Platform v2 (research/platforms.md Part A), for PROVIDERS=sandbox: the state
 * and the in-process test switches. shopee-sandbox-router.ts serves it over HTTP, mounted at
 * /sandbox/shopee under PUBLIC_BASE_URL (server/sandbox-mounts.ts); the adapter points its Shopee host there.
 *
 * What it checks on every API call, as Shopee does (errors are HTTP 200 with {error, message, request_id}):
 *   partner_id present and known            error_param "There is no partner_id in query." / "Invalid partner_id."
 *   timestamp an integer within 5 minutes   error_param "no timestamp" / "Invalid timestamp" / "Timestamp is expired."
 *   sign = lowercase hex HMAC-SHA256(partner key, base string)        error_sign "Wrong sign."
 *   shop calls: access_token valid, unexpired, for that shop_id        error_auth "Invalid access_token."
 *   per partner + shop token bucket (default 100 calls/s)              error_rate_limit (HTTP 200, or 429 by option)
 *
 * Endpoints (paths after the mount point; signed as the path from /api/v2):
 *   GET  /auth?partner_id&auth_type=seller&redirect_uri&response_type=code&state   the seller's authorisation page
 *   POST /auth/approve, /auth/cancel                                                its buttons
 *   POST /api/v2/auth/token/get            {code, partner_id, shop_id}       public sign
 *   POST /api/v2/auth/access_token/get     {refresh_token, partner_id, shop_id}  public sign
 *   GET  /api/v2/shop/get_shop_info        shop sign
 *   GET  /api/v2/product/get_category?language=zh-hant
 *   GET  /api/v2/product/get_item_list?offset&page_size&item_status(repeated)&update_time_from&update_time_to
 *   GET  /api/v2/product/get_item_base_info?item_id_list=1,2,3   (comma-joined; repeated params and [1,2] work too)
 *   GET  /api/v2/product/get_model_list?item_id
 *   GET  /api/v2/order/get_order_detail?order_sn_list&response_optional_fields
 *   GET  /images/<item_id>-<n>.svg, /images/<item_id>-o<k>.svg                the catalogue's pictures
 *   /control/*                                                              test switches (control-routes.ts)
 *
 * Test shops (both on the authorisation page):
 *   880001234 小城衣櫃（測試店）      the demo shop: the configurable catalogue (item ids 20000000001..) and the orders
 *   880005678 好日子生活選物（測試店）  a second shop with 24 items of its own (item ids 21000000001..)
 *
 * Past orders of the demo shop (get_order_detail; the phone is returned in full, see orders.ts):
 *   241120ABCD1234  COMPLETED           王小明 0912345678   a two-tier item + a no-model item x2
 *   241203EFGH5678  SHIPPED             陳美玲 0987654321   a '黑色-XL' style item
 *   241125JKLM9012  READY_TO_SHIP       林志豪 0933222111   a 容量 item x3
 *   241118NPQR3456  CANCELLED           張雅婷 0955666777   a colour-only item
 *   241201STUV7890  TO_CONFIRM_RECEIVE  黃俊傑 0921000333   a two-tier item + a '顏色:紅 尺寸:L' style item
 *
 * Their logistics (logistics.get_tracking_number, get_tracking_info) follow their status; POST /control/orders/:sn
 * moves an order (status, tracking number, logistics status) as the seller and the carrier would.
 *
 * State is in memory, per process: the simulator plays a remote service, it is not part of the shop.
 */

export interface SandboxShop {
  shopId: number;
  name: string;
}

export const DEMO_SHOP: SandboxShop = { shopId: 880001234, name: '小城衣櫃（測試店）' };
export const SECOND_SHOP: SandboxShop = { shopId: 880005678, name: '好日子生活選物（測試店）' };
export const SANDBOX_SHOPS: readonly SandboxShop[] = [DEMO_SHOP, SECOND_SHOP];
const SECOND_SHOP_SIZE = 24;
const SECOND_SHOP_ID_BASE = 21_000_000_000;

export interface ItemChange {
  /** New original price in whole NT$ (ends any promotion); for an item with models, of every model unless modelId. */
  price?: number;
  stock?: number;
  modelId?: number;
}

class ShopCatalogue {
  readonly items: SandboxItem[] = [];
  readonly byId = new Map<number, SandboxItem>();

  constructor(private readonly seed: number, private readonly idBase: number, size: number, now: number) {
    this.resize(size, now);
  }

  /** Appends items up to `size` (new ones dated from `now`) or drops the last ones; kept items keep their changes. */
  resize(size: number, now: number): void {
    while (this.items.length > size) this.byId.delete(this.items.pop()!.itemId);
    for (let n = this.items.length + 1; n <= size; n += 1) {
      const item = generateItem(n, { seed: this.seed, idBase: this.idBase, now });
      this.items.push(item);
      this.byId.set(item.itemId, item);
    }
  }
}

export class ShopeeSandbox {
  readonly partnerId: number;
  readonly partnerKey: string;
  readonly clock;
  readonly tokens = new TokenBook();
  readonly limiter: RateLimiter;
  readonly orders: readonly SandboxOrder[];
  readonly rateLimitStatus: 200 | 429;
  private readonly catalogues = new Map<number, ShopCatalogue>();
  private forcedFailures = 0;
  /** Authenticated API calls received, and how many of them were answered error_rate_limit (the bench reads both). */
  readonly counters = { apiCalls: 0, rateLimited: 0 };

  constructor(readonly options: ShopeeSandboxOptions) {
    this.partnerId = options.partnerId ?? SANDBOX_SHOPEE_PARTNER_ID;
    this.partnerKey = options.partnerKey ?? SANDBOX_SHOPEE_PARTNER_KEY;
    this.clock = options.clock ?? systemClock;
    this.limiter = new RateLimiter(options.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND);
    this.rateLimitStatus = options.rateLimitStatus ?? 200;
    const seed = options.seed ?? DEFAULT_SEED;
    const now = this.nowSeconds();
    this.catalogues.set(DEMO_SHOP.shopId, new ShopCatalogue(seed, DEFAULT_ITEM_ID_BASE, checkSize(options.catalogueSize ?? DEFAULT_CATALOGUE_SIZE), now));
    this.catalogues.set(SECOND_SHOP.shopId, new ShopCatalogue(seed, SECOND_SHOP_ID_BASE, SECOND_SHOP_SIZE, now));
    this.orders = sampleOrders({ seed, idBase: DEFAULT_ITEM_ID_BASE, now });
  }

  /** Moves a demo-shop order (control switch, issue 22); undefined for an unknown order_sn. */
  updateOrder(orderSn: string, change: OrderChange): SandboxOrder | undefined {
    const order = this.orders.find((o) => o.orderSn === orderSn);
    if (order) applyOrderChange(order, change, this.nowSeconds());
    return order;
  }

  nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  shop(shopId: number): SandboxShop | undefined {
    return SANDBOX_SHOPS.find((s) => s.shopId === shopId);
  }

  /** A shop's items, in catalogue order (item n at index n - 1). */
  items(shopId: number = DEMO_SHOP.shopId): readonly SandboxItem[] {
    return this.catalogues.get(shopId)?.items ?? [];
  }

  item(itemId: number, shopId?: number): SandboxItem | undefined {
    if (shopId !== undefined) return this.catalogues.get(shopId)?.byId.get(itemId);
    for (const catalogue of this.catalogues.values()) {
      const item = catalogue.byId.get(itemId);
      if (item) return item;
    }
    return undefined;
  }

  // ---- test switches (also under /control/*) -------------------------------------------------------------

  /** An authorisation code for a shop, as if its seller had approved on the page (the demo's automatic connection). */
  issueCode(shopId: number = DEMO_SHOP.shopId): string {
    if (!this.shop(shopId)) throw new RangeError(`unknown sandbox shop ${shopId}`);
    return this.tokens.issueCode(this.partnerId, shopId, this.nowSeconds());
  }

  /** The next `count` API calls (that pass the sign and token checks) answer error_rate_limit. */
  failNextCalls(count: number): void {
    this.forcedFailures = Math.max(0, Math.floor(count));
  }

  /** Consumes one forced failure; true when this call must fail. */
  takeForcedFailure(): boolean {
    if (this.forcedFailures <= 0) return false;
    this.forcedFailures -= 1;
    return true;
  }

  get pendingFailures(): number {
    return this.forcedFailures;
  }

  /** Every access token issued so far stops working now; refresh tokens still do. Returns how many were live. */
  expireAccessTokens(): number {
    return this.tokens.expireAccessTokens(this.nowSeconds());
  }

  setRateLimit(perSecond: number): void {
    this.limiter.setRate(perSecond);
  }

  /** The demo shop's catalogue size (items added are generated, items dropped are gone). */
  setCatalogueSize(size: number): void {
    this.catalogues.get(DEMO_SHOP.shopId)!.resize(checkSize(size), this.nowSeconds());
  }

  /** Changes price and/or stock (of one model, or of every model) and bumps update_time. undefined: no such item or model. */
  updateItem(itemId: number, change: ItemChange): SandboxItem | undefined {
    const item = this.item(itemId);
    if (!item) return undefined;
    const models = change.modelId === undefined ? item.models : item.models.filter((m) => m.modelId === change.modelId);
    if (change.modelId !== undefined && models.length === 0) return undefined;
    if (change.price !== undefined) {
      for (const target of models.length > 0 ? models : [item]) {
        target.originalPrice = change.price;
        target.currentPrice = change.price;
      }
      if (models.length > 0 && change.modelId === undefined) Object.assign(item, { originalPrice: change.price, currentPrice: change.price });
    }
    if (change.stock !== undefined) {
      for (const target of models.length > 0 ? models : [item]) target.stock = change.stock;
    }
    this.touch(item);
    return item;
  }

  /** UNLIST, SELLER_DELETE, NORMAL again, ...; bumps update_time (so an incremental sync sees it). */
  setItemStatus(itemId: number, status: ItemStatus): SandboxItem | undefined {
    if (!ITEM_STATUSES.includes(status)) throw new RangeError(`unknown item_status ${String(status)}`);
    const item = this.item(itemId);
    if (!item) return undefined;
    item.status = status;
    this.touch(item);
    return item;
  }

  unlistItem(itemId: number): SandboxItem | undefined {
    return this.setItemStatus(itemId, 'UNLIST');
  }

  deleteItem(itemId: number): SandboxItem | undefined {
    return this.setItemStatus(itemId, 'SELLER_DELETE');
  }

  private touch(item: SandboxItem): void {
    item.updateTime = Math.max(this.nowSeconds(), item.updateTime);
  }
}

function checkSize(size: number): number {
  if (!Number.isInteger(size) || size < 0 || size > MAX_CATALOGUE_SIZE) throw new RangeError(`catalogue size must be 0..${MAX_CATALOGUE_SIZE}`);
  return size;
}
