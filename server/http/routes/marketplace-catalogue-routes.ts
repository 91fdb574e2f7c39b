import { Router } from '@koa/router';
import type { Container } from 'inversify';
import {
  MarketplaceCategories, MarketplaceDetailParams, MarketplaceListQuery, MarketplacePage, MarketplaceProduct, MarketplaceSearchQuery,
} from '../../../application/contracts/marketplace';
import { GetMarketplaceProduct } from '../../../application/marketplace/get-marketplace-product';
import { ListMarketplaceCategories } from '../../../application/marketplace/list-marketplace-categories';
import { ListMarketplaceProducts } from '../../../application/marketplace/list-marketplace-products';
import { SearchMarketplaceProducts } from '../../../application/marketplace/search-marketplace-products';
import { decodeOrThrow } from '../codecs/decode';
import { CATEGORIES_KEY, listKey, MarketplaceReadModel, searchKey } from '../read-models/marketplace-read-model';
import { sendSerialized } from '../read-models/serialized-answer';
import { encodeAnswer } from '../respond';

/**
 * The answers change only when the sync job writes (every few minutes at most) and are the same for every
 * shopper, so browsers and shared caches may keep them a minute: a shopper paging back and forth costs no
 * query, and stock on the detail page is at most a minute older than the sync made it. The cart re-checks the
 * product when it is added, so a stale page cannot sell what is gone. Errors are not marked cacheable.
 */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * The marketplace catalogue read API (spec 1, section 7 "Marketplace catalogue"; application/contracts/marketplace.ts).
 * Every answer comes from the read model (server/http/read-models/marketplace-read-model.ts): bytes serialized
 * once per TTL and key, with an ETag (If-None-Match: 304) and a gzip copy. The query is decoded first, so a
 * bad request is a 400 that never reaches the cache, and a failed load (404, 503) is not kept.
 */
export function marketplaceCatalogueRoutes(container: Container): Router {
  const listCategories = container.get(ListMarketplaceCategories);
  const listProducts = container.get(ListMarketplaceProducts);
  const searchProducts = container.get(SearchMarketplaceProducts);
  const getProduct = container.get(GetMarketplaceProduct);
  const readModel = container.get(MarketplaceReadModel);
  const router = new Router();

  router.get('/api/shopee-products/categories', async (ctx) => {
    const answer = await readModel.pages.get(CATEGORIES_KEY, async () => encodeAnswer(ctx, MarketplaceCategories, await listCategories.execute()));
    await sendSerialized(ctx, answer, CACHE_CONTROL);
  });

  router.get('/api/shopee-products/list', async (ctx) => {
    const query = decodeOrThrow(MarketplaceListQuery, { page: ctx.query.page, limit: ctx.query.limit, category: ctx.query.category });
    const answer = await readModel.pages.get(listKey(query.page, query.limit, query.category), async () => encodeAnswer(ctx, MarketplacePage, await listProducts.execute(query)));
    await sendSerialized(ctx, answer, CACHE_CONTROL);
  });

  router.get('/api/shopee-products/search', async (ctx) => {
    const query = decodeOrThrow(MarketplaceSearchQuery, { keyword: ctx.query.keyword, page: ctx.query.page, limit: ctx.query.limit });
    const key = searchKey(query.keyword, query.page, query.limit);
    const answer = await readModel.searches.get(key, async () => encodeAnswer(ctx, MarketplacePage, await searchProducts.execute(query)));
    await sendSerialized(ctx, answer, CACHE_CONTROL);
  });

  router.get('/api/shopee-products/detail/:itemId', async (ctx) => {
    const { itemId } = decodeOrThrow(MarketplaceDetailParams, ctx.params);
    const answer = await readModel.details.get(String(itemId), async () => encodeAnswer(ctx, MarketplaceProduct, await getProduct.execute(itemId)));
    await sendSerialized(ctx, answer, CACHE_CONTROL);
  });

  return router;
}
