import { InMemoryOutletCatalogue } from './testing/in-memory-outlet-catalogue';
import { ListOutletVariants } from './list-outlet-variants';

describe('ListOutletVariants', () => {
  const catalogue = new InMemoryOutletCatalogue([
    { id: 5, sku: 'DRESS', variant_details: '尺寸: M' },
    { id: 2, sku: 'DRESS', variant_details: '尺寸: S' },
    { id: 9, sku: 'HAT' },
  ]);
  const useCase = new ListOutletVariants(catalogue);

  it('returns the items sharing the sku, id ascending', async () => {
    const variants = await useCase.execute('DRESS');
    expect(variants.map((item) => [item.id, item.variant_details])).toEqual([[2, '尺寸: S'], [5, '尺寸: M']]);
  });

  it('returns an empty list for an unknown sku', async () => {
    await expect(useCase.execute('NOPE')).resolves.toEqual([]);
  });
});
