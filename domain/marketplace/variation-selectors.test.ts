import { variation } from '../test-support/builders';
import { priceVariation } from './marketplace-product';
import {
  colorOptions,
  EMPTY_SELECTION,
  initialSelection,
  selectColor,
  selectSize,
  selectSpec,
  sizeOptions,
  specOptions,
  variationSelectorMode,
} from './variation-selectors';

const v = (model_id: number, name: string, stock = 3, image_url: string | null = null) => priceVariation(variation({ model_id, name, stock, image_url, price: 1000 }));

describe('variation selectors (spec 1 §2, §4)', () => {
  const grid = [v(1, '黑色/L'), v(2, '黑色/S', 0), v(3, '白色/M', 0), v(4, '黑色/XL', 2, 'black-xl.jpg')];

  it('spec 1 §2: when every variation parses into colour and size, two selectors appear', () => {
    expect(variationSelectorMode(grid)).toBe('color-size');
  });

  it('spec 1 §2: otherwise a single spec dropdown', () => {
    expect(variationSelectorMode([...grid, v(5, '加大款')])).toBe('single');
    expect(variationSelectorMode([])).toBe('single');
  });

  it('spec 1 §2: colours in first-seen order; a colour with no stock is flagged for the sold-out warning', () => {
    expect(colorOptions(grid)).toEqual([
      { color: '黑色', soldOut: false },
      { color: '白色', soldOut: true },
    ]);
  });

  it('spec 1 §2/§9: sizes of the chosen colour in size order; none before a colour is picked', () => {
    expect(sizeOptions(grid, '黑色').map((o) => [o.size, o.soldOut])).toEqual([
      ['S', true],
      ['L', false],
      ['XL', false],
    ]);
    expect(sizeOptions(grid, null)).toEqual([]);
  });

  it('spec 1 §2: the single dropdown lists name and discounted price with sold-out entries disabled', () => {
    expect(specOptions([v(1, '加大款', 0), v(2, '標準款', 2)]).map((o) => [o.label, o.price, o.disabled])).toEqual([
      ['加大款', 900, true],
      ['標準款', 900, false],
    ]);
  });

  it('spec 1 §4: a product with a single variation is preselected', () => {
    const only = v(9, '單一規格', 1, 'only.jpg');
    expect(initialSelection([only])).toEqual({ color: null, size: null, variation: only, imageUrl: 'only.jpg' });
    expect(initialSelection(grid)).toEqual(EMPTY_SELECTION);
  });

  it('spec 1 §4: changing colour clears size and the chosen variation', () => {
    const chosen = selectSize(grid, selectColor(EMPTY_SELECTION, '黑色'), 'XL');
    expect(chosen.variation?.model_id).toBe(4);
    expect(selectColor(chosen, '白色')).toEqual({ color: '白色', size: null, variation: null, imageUrl: null });
  });

  it('spec 1 §4: changing size selects the matching variation and its image', () => {
    const chosen = selectSize(grid, selectColor(EMPTY_SELECTION, '黑色'), 'XL');
    expect(chosen).toMatchObject({ color: '黑色', size: 'XL', imageUrl: 'black-xl.jpg' });
    expect(selectSize(grid, selectColor(EMPTY_SELECTION, '白色'), 'XL').variation).toBeNull();
  });

  it('spec 1 §2: the single dropdown selects a variation directly', () => {
    expect(selectSpec(grid[0])).toMatchObject({ variation: grid[0], color: '黑色', size: 'L' });
  });
});
