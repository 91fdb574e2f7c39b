import type { MarketplaceSource } from '../marketplace/marketplace-source.port';

/**
 * What link-order needs of the marketplace: Shopee's order detail (MarketplaceSource.getOrder); and what following a
 * linked order needs (issue 22): the detail again and its logistics (getOrderLogistics). Bound by the
 * accounts module from Adapters.marketplaceSource, under a token of its own so that the marketplace module
 * may bind the whole MarketplaceSource without a clash. Unbound (no Shopee adapter configured): link-order
 * answers 503 SHOPEE_NOT_CONNECTED.
 */
export type MarketplaceOrders = Pick<MarketplaceSource, 'getOrder' | 'getOrderLogistics'>;

export const MARKETPLACE_ORDERS = Symbol.for('LinkOrderMarketplaceOrders');
