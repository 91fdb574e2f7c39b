import fc from 'fast-check';
import { parseVariation, parseVariationName } from './variation-name';

describe('variation name parsing (spec 1 §9)', () => {
  it("spec 1 §9: 'colour/size'", () => {
    expect(parseVariationName('黑色/XL')).toEqual({ color: '黑色', size: 'XL' });
    expect(parseVariationName('白色 / F')).toEqual({ color: '白色', size: 'F' });
    expect(parseVariationName('藍／28')).toEqual({ color: '藍', size: '28' });
  });

  it("spec 1 §9: 'colour-size'", () => {
    expect(parseVariationName('黑色-XL')).toEqual({ color: '黑色', size: 'XL' });
    expect(parseVariationName('Navy - 2XL')).toEqual({ color: 'Navy', size: '2XL' });
  });

  it("spec 1 §9: a name followed by a size token ('黑色 XL')", () => {
    expect(parseVariationName('黑色 XL')).toEqual({ color: '黑色', size: 'XL' });
    expect(parseVariationName('Dark Blue M')).toEqual({ color: 'Dark Blue', size: 'M' });
    expect(parseVariationName('黑色XXL')).toEqual({ color: '黑色', size: 'XXL' });
    expect(parseVariationName('卡其 3XL')).toEqual({ color: '卡其', size: '3XL' });
  });

  it("spec 1 §9: labelled text ('顏色:黑色 尺寸:XL', '顏色：黑 尺寸：M')", () => {
    expect(parseVariationName('顏色:黑色 尺寸:XL')).toEqual({ color: '黑色', size: 'XL' });
    expect(parseVariationName('顏色：黑 尺寸：M')).toEqual({ color: '黑', size: 'M' });
    expect(parseVariationName('顏色：黑，尺寸：M')).toEqual({ color: '黑', size: 'M' });
    expect(parseVariationName('Color: Black, Size: L')).toEqual({ color: 'Black', size: 'L' });
    expect(parseVariationName('尺寸:S 顏色:白')).toEqual({ color: '白', size: 'S' });
  });

  it('spec 1 §9: names that carry no colour-size pair do not parse', () => {
    for (const name of ['', '   ', '黑色', 'T-shirt', 'Navy-Blue', 'Glass', 'Black Glass', '黑/XL/加長', '/XL', '黑色/', '單一規格']) {
      expect(parseVariationName(name)).toBeNull();
    }
    expect(parseVariationName(null)).toBeNull();
  });

  it('design §1: parseVariation is the integrator-facing name of the same rule', () => {
    expect(parseVariation('紅/S')).toEqual(parseVariationName('紅/S'));
  });

  it('spec 1 §9 (property): every pattern gives back the colour and size it was built from', () => {
    const color = fc.constantFrom('黑色', '白', '深藍', '卡其', '酒紅色', 'Black', 'Dark Green');
    const size = fc.constantFrom('XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', '7XL');
    const build = fc.constantFrom(
      (c: string, s: string) => `${c}/${s}`,
      (c: string, s: string) => `${c}-${s}`,
      (c: string, s: string) => `${c} ${s}`,
      (c: string, s: string) => `顏色:${c} 尺寸:${s}`,
      (c: string, s: string) => `顏色：${c} 尺寸：${s}`,
    );
    fc.assert(
      fc.property(color, size, build, (c, s, make) => {
        expect(parseVariationName(make(c, s))).toEqual({ color: c, size: s });
      }),
    );
  });
});
