import type { MarketplaceSource } from '../marketplace/marketplace-source.port';

/**
 * What link-order needs of the marketplace: Shopee's order detail (MarketplaceSource.getOrder); and what following a
 * linked order needs (issue 22): the detail again and its logistics (getOrderLogistics). Bound by the
 * marketplace module to its MarketplaceSource, under a token of the accounts context's own (the port is what
 * accounts asks, not all of MarketplaceSource). Unbound (no marketplace context listed): link-order answers 503
 * SHOPEE_NOT_CONNECTED.
 */
export type MarketplaceOrders = Pick<MarketplaceSource, 'getOrder' | 'getOrderLogistics'>;

export const MARKETPLACE_ORDERS = Symbol.for('LinkOrderMarketplaceOrders');
