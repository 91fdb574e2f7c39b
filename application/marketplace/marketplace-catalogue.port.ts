import type { MarketplaceProduct } from '../../domain/marketplace/marketplace-product';
import type { SourceModel, SourceProduct } from './marketplace-source.port';

/**
 * The marketplace catalogue in our database (tables shopee_products, shopee_models, shopee_categories and
 * the search index; migration 20261128_0501). Implemented by adapters/persistence/marketplace/; for unit
 * tests by application/marketplace/testing/in-memory-marketplace-catalogue.ts.
 *
 * The read side answers the storefront's catalogue calls (spec 1, section 7 "Marketplace catalogue") from
 * our rows alone; the write side is used by the sync job only. Products come back as the domain's
 * MarketplaceProduct (original prices; the use case prices them with domain/marketplace priceProduct).
 */
export interface MarketplacePage {
  products: MarketplaceProduct[];
  /** Every product matching, for pagination {page, limit, total, pages}. */
  total: number;
}

export interface MarketplaceListQuery {
  page: number;
  limit: number;
  /** A category name as the categories call returns it; absent: every category. */
  category?: string;
}

export interface MarketplaceSearchQuery {
  /** Trimmed, at least 2 characters; matched as a substring of the item name (Chinese included), case-insensitive. */
  keyword: string;
  page: number;
  limit: number;
}

export interface MarketplaceCatalogue {
  /** Names of the categories that hold at least one listed product, sorted. */
  categories(): Promise<string[]>;
  /** Newest item first (item_id descending). List pages carry no variations (has_variations says whether there are). */
  list(query: MarketplaceListQuery): Promise<MarketplacePage>;
  search(query: MarketplaceSearchQuery): Promise<MarketplacePage>;
  /** The product with every model as a variation (position order); undefined for an unknown or unlisted item. */
  detail(itemId: number): Promise<MarketplaceProduct | undefined>;
}

/** One product as the sync job stores it, with the category's display name resolved. */
export interface MarketplaceProductRecord extends SourceProduct {
  category: string | null;
  models: SourceModel[];
}

export interface MarketplaceCatalogueWriter {
  /**
   * Inserts or replaces each product and its models (and its search index entries), in one transaction per
   * call; `runId` is written to seen_run_id. Idempotent: the same records twice leave the same rows.
   */
  upsertProducts(records: readonly MarketplaceProductRecord[], syncedAt: Date, runId: number | null): Promise<void>;
  /** Deletes these items (unlisted, banned or deleted on Shopee) with their models and index entries. */
  removeProducts(itemIds: readonly number[]): Promise<number>;
  /** Deletes every product a full sync `runId` did not see; returns how many. */
  removeUnseen(runId: number): Promise<number>;
  replaceCategories(categories: readonly { categoryId: number; parentId: number | null; name: string }[]): Promise<void>;
  /** category_id -> display name, for resolving records. */
  categoryNames(): Promise<Map<number, string>>;
  /** The highest source_update_time stored (the incremental sync's default cursor); null when empty. */
  latestUpdateTime(): Promise<number | null>;
  countProducts(): Promise<number>;
}

export const MARKETPLACE_CATALOGUE = Symbol.for('MarketplaceCatalogue');
export const MARKETPLACE_CATALOGUE_WRITER = Symbol.for('MarketplaceCatalogueWriter');
