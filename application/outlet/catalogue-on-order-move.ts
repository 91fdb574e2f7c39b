import { inject, injectable } from 'inversify';
import type { OrderEventListener } from '../order-events/order-event-listener';
import { MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation } from '../marketplace/marketplace-catalogue-invalidation.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from './outlet-list-invalidation.port';

/**
 * Cache invalidation on order moves (issue 30), in every process: a placed order sold stock, so this process's outlet
 * list and marketplace catalogue read their numbers again. The process that placed it already did so in CheckoutCart;
 * the others used to wait for their TTL (LIST_CACHE_TTL_MS), and now notice within one follow interval.
 */
@injectable()
export class CatalogueOnOrderMove implements OrderEventListener {
  readonly name = 'catalogue-caches';
  readonly subscribes = ['order:placed'] as const;

  constructor(
    @inject(OUTLET_LIST_INVALIDATION) private readonly outlet: OutletListInvalidation,
    @inject(MARKETPLACE_CATALOGUE_INVALIDATION) private readonly marketplace: MarketplaceCatalogueInvalidation,
  ) {}

  notice(): void {
    this.outlet.invalidate();
    this.marketplace.invalidate();
  }
}
