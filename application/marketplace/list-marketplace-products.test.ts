import { ValidationError } from '../errors';
import { ListMarketplaceProducts } from './list-marketplace-products';
import { InMemoryMarketplaceCatalogue } from './testing/in-memory-marketplace-catalogue';
import { marketplaceRecord } from './testing/marketplace-records';

describe('ListMarketplaceProducts', () => {
  const synced = new Date('2026-11-28T00:00:00.000Z');

  it('prices each product 10% off (rounded down) and counts the pages', async () => {
    const catalogue = new InMemoryMarketplaceCatalogue();
    await catalogue.upsertProducts([1, 2, 3, 4, 5].map((id) => marketplaceRecord(id, { price: 999 + id })), synced, 1);
    const page = await new ListMarketplaceProducts(catalogue).execute({ page: 2, limit: 2 });
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(page.products.map((p) => [p.item_id, p.price, p.discount_price])).toEqual([[3, 1002, 901], [2, 1001, 900]]);
  });

  it('filters by category; an empty category has no pages', async () => {
    const catalogue = new InMemoryMarketplaceCatalogue();
    await catalogue.upsertProducts([marketplaceRecord(1, { category: '男裝' }), marketplaceRecord(2, { category: '女裝' })], synced, 1);
    const useCase = new ListMarketplaceProducts(catalogue);
    expect((await useCase.execute({ page: 1, limit: 20, category: '男裝' })).products.map((p) => p.item_id)).toEqual([1]);
    expect((await useCase.execute({ page: 1, limit: 20, category: '童裝' })).pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });

  it.each([[0, 20], [1, 0], [1, 101], [1.5, 20]])('refuses page %p limit %p', async (page, limit) => {
    await expect(new ListMarketplaceProducts(new InMemoryMarketplaceCatalogue()).execute({ page, limit })).rejects.toBeInstanceOf(ValidationError);
  });
});
