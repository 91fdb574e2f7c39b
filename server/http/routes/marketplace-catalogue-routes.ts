import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import {
  MarketplaceCategories, MarketplaceDetailParams, MarketplaceListQuery, MarketplacePage, MarketplaceProduct, MarketplaceSearchQuery,
} from '../../../application/contracts/marketplace';
import { GetMarketplaceProduct } from '../../../application/marketplace/get-marketplace-product';
import { ListMarketplaceCategories } from '../../../application/marketplace/list-marketplace-categories';
import { ListMarketplaceProducts } from '../../../application/marketplace/list-marketplace-products';
import { SearchMarketplaceProducts } from '../../../application/marketplace/search-marketplace-products';
import { decodeOrThrow } from '../codecs/decode';
import { respond } from '../respond';

/**
 * The answers change only when the sync job writes (every few minutes at most) and are the same for every
 * shopper, so browsers and shared caches may keep them a minute: a shopper paging back and forth costs no
 * query, and stock on the detail page is at most a minute older than the sync made it. The cart re-checks the
 * product when it is added, so a stale page cannot sell what is gone. Errors are not marked cacheable.
 */
const CACHE_CONTROL = 'public, max-age=60';

function cacheable(ctx: Context): void {
  ctx.set('Cache-Control', CACHE_CONTROL);
}

/** The marketplace catalogue read API (spec 1, section 7 "Marketplace catalogue"; application/contracts/marketplace.ts). */
export function marketplaceCatalogueRoutes(container: Container): Router {
  const listCategories = container.get(ListMarketplaceCategories);
  const listProducts = container.get(ListMarketplaceProducts);
  const searchProducts = container.get(SearchMarketplaceProducts);
  const getProduct = container.get(GetMarketplaceProduct);
  const router = new Router();

  router.get('/api/shopee-products/categories', async (ctx) => {
    const categories = await listCategories.execute();
    cacheable(ctx);
    respond(ctx, MarketplaceCategories, categories);
  });

  router.get('/api/shopee-products/list', async (ctx) => {
    const query = decodeOrThrow(MarketplaceListQuery, { page: ctx.query.page, limit: ctx.query.limit, category: ctx.query.category });
    const page = await listProducts.execute(query);
    cacheable(ctx);
    respond(ctx, MarketplacePage, page);
  });

  router.get('/api/shopee-products/search', async (ctx) => {
    const query = decodeOrThrow(MarketplaceSearchQuery, { keyword: ctx.query.keyword, page: ctx.query.page, limit: ctx.query.limit });
    const page = await searchProducts.execute(query);
    cacheable(ctx);
    respond(ctx, MarketplacePage, page);
  });

  router.get('/api/shopee-products/detail/:itemId', async (ctx) => {
    const { itemId } = decodeOrThrow(MarketplaceDetailParams, ctx.params);
    const product = await getProduct.execute(itemId);
    cacheable(ctx);
    respond(ctx, MarketplaceProduct, product);
  });

  return router;
}
