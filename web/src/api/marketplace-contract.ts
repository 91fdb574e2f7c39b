/**
 * The marketplace contract (its endpoints and codecs) loads with the first marketplace call, not with the
 * storefront's entry chunk. Here, not in the marketplace's sagas, so the shell's drawer (nav-categories-sagas)
 * can ask for the marketplace's categories without pulling the marketplace context into the entry.
 */
export type MarketplaceContract = typeof import('../../../application/contracts/marketplace');
export const loadMarketplaceContract = (): Promise<MarketplaceContract> => import('../../../application/contracts/marketplace');
