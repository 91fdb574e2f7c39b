import { NotFoundError } from '../errors';
import { GetMarketplaceProduct } from './get-marketplace-product';
import { InMemoryMarketplaceCatalogue } from './testing/in-memory-marketplace-catalogue';
import { marketplaceModel, marketplaceRecord } from './testing/marketplace-records';

describe('GetMarketplaceProduct', () => {
  it('prices the product and each variation, with colour and size parsed from the model name', async () => {
    const catalogue = new InMemoryMarketplaceCatalogue();
    await catalogue.upsertProducts([marketplaceRecord(9, { price: 990, models: [marketplaceModel(1, { name: '黑色/M', price: 990 }), marketplaceModel(2, { name: '特大號', price: 1100 })] })], new Date(), 1);
    const product = await new GetMarketplaceProduct(catalogue).execute(9);
    expect(product).toMatchObject({ item_id: 9, price: 990, discount_price: 891, has_variations: true });
    expect(product.variations.map((v) => [v.model_id, v.discount_price, v.color, v.size])).toEqual([[1, 891, '黑色', 'M'], [2, 990, null, null]]);
  });

  it('an unknown item is NotFound MARKETPLACE_PRODUCT_NOT_FOUND', async () => {
    const get = new GetMarketplaceProduct(new InMemoryMarketplaceCatalogue()).execute(404);
    await expect(get).rejects.toBeInstanceOf(NotFoundError);
    await expect(get).rejects.toMatchObject({ code: 'MARKETPLACE_PRODUCT_NOT_FOUND' });
  });
});
