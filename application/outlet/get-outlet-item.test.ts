import { ApplicationError, NotFoundError } from '../errors';
import { GetOutletItem } from './get-outlet-item';
import { InMemoryOutletCatalogue } from './testing/in-memory-outlet-catalogue';

describe('GetOutletItem', () => {
  const catalogue = new InMemoryOutletCatalogue([{ id: 7, sku: 'TEE', title: '條紋上衣', total_quantity: 4 }]);
  const useCase = new GetOutletItem(catalogue);

  it('returns the detail of a known item', async () => {
    const item = await useCase.execute(7);
    expect(item).toMatchObject({ id: 7, sku: 'TEE', title: '條紋上衣', total_quantity: 4 });
  });

  it('throws NotFoundError OUTLET_ITEM_NOT_FOUND with a zh-TW message for an unknown id', async () => {
    const error: unknown = await useCase.execute(999).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ kind: 'not_found', code: 'OUTLET_ITEM_NOT_FOUND', message: '找不到這個商品，可能已售完或下架。' });
  });
});
