import type { Container } from 'inversify';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { OutletItemDetail, OutletList, OutletItemParams } from '../../../application/contracts/catalogue';
import { MarketplaceCategories, MarketplaceDetailParams, MarketplaceListQuery, MarketplacePage, MarketplaceProduct, MarketplaceSearchQuery } from '../../../application/contracts/marketplace';
import type { PageAnswers } from '../../../application/contracts/pages';
import { ShopSettings } from '../../../application/contracts/platform';
import { NotFoundError } from '../../../application/errors';
import { GetMarketplaceProduct } from '../../../application/marketplace/get-marketplace-product';
import { ListMarketplaceCategories } from '../../../application/marketplace/list-marketplace-categories';
import { ListMarketplaceProducts } from '../../../application/marketplace/list-marketplace-products';
import { SearchMarketplaceProducts } from '../../../application/marketplace/search-marketplace-products';
import { GetOutletItem } from '../../../application/outlet/get-outlet-item';
import { ListOutletVariants } from '../../../application/outlet/list-outlet-variants';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { CATEGORIES_KEY, listKey, MarketplaceReadModel, searchKey } from '../read-models/marketplace-read-model';
import { OutletListReadModel } from '../read-models/outlet-list-read-model';
import type { SerializedAnswer } from '../read-models/serialized-answer';
import { encodeAnswer } from '../respond';
import { shopSettingsOf } from '../routes/shop-settings-routes';
import type { StorefrontRenderer } from './storefront-renderer';

/** The wire form of a page's answers (what the API routes send, as application/contracts/pages.ts lists them). */
export type PageAnswersWire = t.OutputOf<typeof PageAnswers>;

/** What a page reader found: the answers, and 404 when the product the address names does not exist. */
export interface PageRead {
  answers: PageAnswersWire;
  status: 200 | 404;
}

type Reader = (ctx: Context, match: RegExpExecArray) => Promise<Omit<PageAnswersWire, 'url' | 'readAt'>>;

/** The page marketplace list pages are read with (MARKETPLACE_PAGE_SIZE of the storefront). */
const MARKETPLACE_PAGE_SIZE = 20;

const fromBytes = (answer: SerializedAnswer): unknown => JSON.parse(answer.json.toString('utf8'));

/**
 * The page readers of the painted routes (issue 29), one per route: each reads what its page shows through the
 * use cases (and read models) the API routes call, with no HTTP round trip, and encodes every answer with the
 * route's codec exactly as the route would send it. The marketplace answers are the read model's own bytes, so
 * a page and the API share one cache entry. A product that does not exist is { notFound: true } (the page's
 * not-found screen, 404); any other failure (the database down) is thrown to the caller, which sends the shell.
 */
export function pageReaders(container: Container, renderer: () => StorefrontRenderer | undefined) {
  const config = container.get<AppConfig>(APP_CONFIG);
  const outletList = container.get(OutletListReadModel);
  const getItem = container.get(GetOutletItem);
  const listVariants = container.get(ListOutletVariants);
  const marketplace = container.get(MarketplaceReadModel);
  const listCategories = container.get(ListMarketplaceCategories);
  const listProducts = container.get(ListMarketplaceProducts);
  const searchProducts = container.get(SearchMarketplaceProducts);
  const getProduct = container.get(GetMarketplaceProduct);

  const home: Reader = async () => ({ outletList: JSON.parse((await outletList.current()).json.toString('utf8')) as t.OutputOf<typeof OutletList> });

  const product: Reader = async (ctx, match) => {
    const params = OutletItemParams.decode({ id: match[1] });
    if (params._tag === 'Left') return { notFound: true };
    const detail = await getItem.execute(params.right.id);
    const variants = await listVariants.execute(detail.sku);
    return { outletItem: encodeAnswer(ctx, OutletItemDetail, detail), outletVariants: encodeAnswer(ctx, OutletList, variants) };
  };

  const marketplaceList: Reader = async (ctx) => {
    const address = renderer()?.marketplaceQueryOf(ctx.querystring);
    if (!address) return {};
    const categories = marketplace.pages.get(CATEGORIES_KEY, async () => encodeAnswer(ctx, MarketplaceCategories, await listCategories.execute()));
    let page: Promise<SerializedAnswer>;
    if (address.q !== '') {
      const query = decodeOrThrow(MarketplaceSearchQuery, { keyword: address.q, page: String(address.page), limit: String(MARKETPLACE_PAGE_SIZE) });
      page = marketplace.searches.get(searchKey(query.keyword, query.page, query.limit), async () => encodeAnswer(ctx, MarketplacePage, await searchProducts.execute(query)));
    } else {
      const query = decodeOrThrow(MarketplaceListQuery, { page: String(address.page), limit: String(MARKETPLACE_PAGE_SIZE), category: address.category ?? undefined });
      page = marketplace.pages.get(listKey(query.page, query.limit, query.category), async () => encodeAnswer(ctx, MarketplacePage, await listProducts.execute(query)));
    }
    const [pageAnswer, categoriesAnswer] = await Promise.all([page, categories]);
    return {
      marketplacePage: fromBytes(pageAnswer) as t.OutputOf<typeof MarketplacePage>,
      marketplaceCategories: fromBytes(categoriesAnswer) as t.OutputOf<typeof MarketplaceCategories>,
    };
  };

  const marketplaceProduct: Reader = async (ctx, match) => {
    const params = MarketplaceDetailParams.decode({ itemId: match[1] });
    if (params._tag === 'Left') return { notFound: true };
    const { itemId } = params.right;
    const answer = await marketplace.details.get(String(itemId), async () => encodeAnswer(ctx, MarketplaceProduct, await getProduct.execute(itemId)));
    return { marketplaceProduct: fromBytes(answer) as t.OutputOf<typeof MarketplaceProduct> };
  };

  // The cart page's shell: the cart is the browser's (localStorage), so only the settings are read.
  const checkout: Reader = () => Promise.resolve({});

  const routes: ReadonlyArray<readonly [RegExp, Reader]> = [
    [/^\/$/, home],
    [/^\/product\/([^/]+)$/, product],
    [/^\/shopee-products$/, marketplaceList],
    [/^\/shopee-product\/([^/]+)$/, marketplaceProduct],
    [/^\/checkout$/, checkout],
  ];

  /** Undefined for an address the server does not paint (the console, account pages: the shell as before). */
  return (ctx: Context): (() => Promise<PageRead>) | undefined => {
    for (const [pattern, reader] of routes) {
      const match = pattern.exec(ctx.path);
      if (!match) continue;
      return async () => {
        const readAt = Date.now();
        const shopSettings = encodeAnswer(ctx, ShopSettings, shopSettingsOf(config));
        try {
          const found = await reader(ctx, match);
          const answers: PageAnswersWire = { url: ctx.url, readAt, shopSettings, ...found };
          return { answers, status: found.notFound ? 404 : 200 };
        } catch (error) {
          if (error instanceof NotFoundError) return { answers: { url: ctx.url, readAt, shopSettings, notFound: true }, status: 404 };
          throw error;
        }
      };
    }
    return undefined;
  };
}
