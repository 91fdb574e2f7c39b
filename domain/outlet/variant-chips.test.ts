import { group, outletItem } from '../test-support/builders';
import { availableVariantChips, variantChips } from './variant-chips';

describe('variant chips', () => {
  const s = outletItem({ id: 1, sku: 'J', variant_details: 'S', available_count: 0 });
  const m = outletItem({ id: 2, sku: 'J', variant_details: 'M', available_count: 2 });

  it('spec 2 §4: list-card chips with no availability are disabled and dimmed', () => {
    expect(variantChips(group([s, m])).map((c) => [c.label, c.available, c.disabled])).toEqual([
      ['S', 0, true],
      ['M', 2, false],
    ]);
  });

  it('spec 2 §2.1: a card with a single item has no chips', () => {
    expect(variantChips(group([m]))).toEqual([]);
  });

  it("spec 2 §3: a 'Default' variant is labelled by its display sku", () => {
    const d = outletItem({ id: 3, sku: 'J', display_sku: 'J-03', variant_details: 'Default' });
    expect(variantChips(group([d, m]))[0].label).toBe('J-03');
  });

  it("spec 2 §5: the product page's 'Available options' show only variants with stock above 0, with the count", () => {
    expect(availableVariantChips([s, m]).map((c) => [c.label, c.available])).toEqual([['M', 2]]);
  });
});
