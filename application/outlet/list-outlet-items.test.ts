import { InMemoryOutletCatalogue } from './testing/in-memory-outlet-catalogue';
import { ListOutletItems } from './list-outlet-items';

describe('ListOutletItems', () => {
  it('returns every item, variants included, id ascending', async () => {
    const catalogue = new InMemoryOutletCatalogue([
      { id: 3, sku: 'A' },
      { id: 1, sku: 'A', variant_details: '顏色: 紅' },
      { id: 2, sku: 'B' },
    ]);
    const items = await new ListOutletItems(catalogue).execute();
    expect(items.map((item) => [item.id, item.sku])).toEqual([[1, 'A'], [2, 'B'], [3, 'A']]);
  });

  it('returns an empty list for an empty catalogue', async () => {
    await expect(new ListOutletItems(new InMemoryOutletCatalogue()).execute()).resolves.toEqual([]);
  });
});
