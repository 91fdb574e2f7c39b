import { ListMarketplaceCategories } from './list-marketplace-categories';
import { InMemoryMarketplaceCatalogue } from './testing/in-memory-marketplace-catalogue';
import { marketplaceRecord } from './testing/marketplace-records';

describe('ListMarketplaceCategories', () => {
  it('names each category with a product once, sorted by stroke count', async () => {
    const catalogue = new InMemoryMarketplaceCatalogue();
    await catalogue.upsertProducts([marketplaceRecord(1, { category: '鞋子' }), marketplaceRecord(2, { category: '上衣' }), marketplaceRecord(3, { category: '鞋子' }), marketplaceRecord(4, { category: null })], new Date(), 1);
    expect(await new ListMarketplaceCategories(catalogue).execute()).toEqual(['上衣', '鞋子']);
  });
});
