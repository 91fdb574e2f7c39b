import { ValidationError } from '../errors';
import { SearchMarketplaceProducts } from './search-marketplace-products';
import { InMemoryMarketplaceCatalogue } from './testing/in-memory-marketplace-catalogue';
import { marketplaceRecord } from './testing/marketplace-records';

describe('SearchMarketplaceProducts', () => {
  it('finds the names containing the trimmed keyword, priced, with the pagination', async () => {
    const catalogue = new InMemoryMarketplaceCatalogue();
    await catalogue.upsertProducts([marketplaceRecord(1, { name: '白色襯衫', price: 1290 }), marketplaceRecord(2, { name: '牛仔褲' })], new Date(), 1);
    const page = await new SearchMarketplaceProducts(catalogue).execute({ keyword: ' 襯衫 ', page: 1, limit: 20 });
    expect(page.products.map((p) => [p.item_id, p.discount_price])).toEqual([[1, 1161]]);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it('refuses a keyword of one character after trimming, naming the field', async () => {
    const search = new SearchMarketplaceProducts(new InMemoryMarketplaceCatalogue()).execute({ keyword: ' 衫 ', page: 1, limit: 20 });
    await expect(search).rejects.toBeInstanceOf(ValidationError);
    await expect(search).rejects.toMatchObject({ fields: { keyword: { code: 'KEYWORD_TOO_SHORT' } } });
  });
});
