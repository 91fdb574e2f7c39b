import type { OutletItemDetail, OutletListItem } from '../../../application/contracts/catalogue';
import type { MarketplacePage } from '../../../application/contracts/marketplace';
import { marketplaceListActions, marketplaceListReducer } from '../features/marketplace/marketplace-list-slice';
import { productActions, productReducer } from '../features/product/product-slice';
import { pageStateOf } from './page-state';

/** Issue 29: the first state of a page the server painted, and the slices keeping it when the page mounts. */
const row: OutletListItem = {
  id: 7, title: '男款機能防潑水連帽外套', sku: 'OL-7', price: 2980, discount_price: 1490, image_url: '/images/7.svg', created_at: '2026-11-01T00:00:00.000Z',
  variant_details: '黑色 / M', display_sku: 'OL-7-M', total_quantity: 3, reserved_count: 0, available_count: 3, category: '外套',
};
const detail: OutletItemDetail = {
  id: 7, sku: 'OL-7', title: row.title, variant_title: 'M', variant_details: row.variant_details, price: 2980, discount_price: 1490, image_url: row.image_url,
  all_images: '[]', description: '輕量機能布料', available_count: 3, available_quantity: 3, total_quantity: 3, display_sku: 'OL-7-M',
};
const marketplacePage: MarketplacePage = { products: [], pagination: { page: 2, limit: 20, total: 25, pages: 2 } };

describe('pageStateOf', () => {
  it('home: the list loaded, with the address filters the page reads (?category=, ?q=, ?sort=)', () => {
    const state = pageStateOf({ url: '/?category=%E5%A4%96%E5%A5%97&q=%E5%A4%96&sort=price-low', readAt: 42, outletList: [row] });
    expect(state.outlet).toMatchObject({ items: [row], status: 'succeeded', category: '外套', search: '外', sort: 'price-low', lastLoadedAt: 42 });
  });

  it('a product: its detail and variants, marked as painted; an unknown one its not-found state', () => {
    expect(pageStateOf({ url: '/product/7', readAt: 1, outletItem: detail, outletVariants: [row] }).product).toMatchObject({
      id: 7, status: 'succeeded', detail, variants: [row], served: true,
    });
    expect(pageStateOf({ url: '/product/8', readAt: 1, notFound: true }).product).toMatchObject({ id: 8, status: 'failed', error: 'not-found', served: true });
  });

  it('the marketplace list: the page the address asks for, answered', () => {
    const state = pageStateOf({ url: '/shopee-products?page=2', readAt: 1, marketplacePage, marketplaceCategories: ['童裝'] });
    expect(state.marketplaceList).toMatchObject({ query: { page: 2, category: null, q: '' }, status: 'succeeded', pagination: marketplacePage.pagination, categories: ['童裝'], served: true });
  });

  it("answers of another route leave that route's slices alone", () => {
    expect(pageStateOf({ url: '/checkout', readAt: 1, outletList: [row] })).toEqual({});
  });
});

describe('a painted page mounting', () => {
  it("the product page's first load request for the painted id keeps the product on screen; another id starts afresh", () => {
    const painted = pageStateOf({ url: '/product/7', readAt: 1, outletItem: detail, outletVariants: [row] }).product;
    if (!painted) throw new Error('no product state');
    expect(productReducer(painted, productActions.loadRequested(7))).toBe(painted);
    const other = productReducer(painted, productActions.loadRequested(9));
    expect(other).toMatchObject({ id: 9, status: 'loading', detail: null });
    expect(other.served).toBeUndefined();
  });

  it("the marketplace list's query for the painted address keeps the cards; another query loads", () => {
    const painted = pageStateOf({ url: '/shopee-products?page=2', readAt: 1, marketplacePage }).marketplaceList;
    if (!painted) throw new Error('no list state');
    expect(marketplaceListReducer(painted, marketplaceListActions.queryChanged({ page: 2, category: null, q: '' }))).toBe(painted);
    const next = marketplaceListReducer(painted, marketplaceListActions.queryChanged({ page: 1, category: null, q: '' }));
    expect(next).toMatchObject({ status: 'loading' });
    expect(next.served).toBeUndefined();
  });
});
