import { parseVariationName } from '../../../domain/marketplace/variation-name';
import { VARIATION_FORMS } from './catalogue-words';
import { DEFAULT_CATALOGUE_SIZE, generateCatalogue, generateItem, modelName, SANDBOX_CATEGORIES, type SandboxItem } from './catalogue';

const NOW = Math.floor(Date.parse('2026-11-20T04:00:00Z') / 1000);
const catalogue = generateCatalogue(DEFAULT_CATALOGUE_SIZE, { now: NOW });
const names = (item: SandboxItem) => item.models.map((m) => modelName(item, m));

describe('the Shopee simulator catalogue', () => {
  it('has at least 300 items in at least 8 categories, with zh-hant names, unique ids above 2^32', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    const used = new Set(catalogue.map((i) => i.categoryId));
    expect(used.size).toBeGreaterThanOrEqual(8);
    expect(SANDBOX_CATEGORIES.filter((c) => used.has(c.categoryId)).map((c) => c.displayName))
      .toEqual(expect.arrayContaining(['衣服', '褲裝', '鞋子', '包包', '配件', '家居', '美妝', '3C 周邊']));
    const itemIds = catalogue.map((i) => i.itemId);
    const modelIds = catalogue.flatMap((i) => i.models.map((m) => m.modelId));
    expect(new Set(itemIds).size).toBe(itemIds.length);
    expect(new Set(modelIds).size).toBe(modelIds.length);
    for (const id of [...itemIds, ...modelIds]) {
      expect(id).toBeGreaterThan(2 ** 32);
      expect(Number.isSafeInteger(id)).toBe(true);
    }
    expect(catalogue.every((i) => /\p{Script=Han}/u.test(i.name))).toBe(true);
  });

  it('holds every variation form, each read by the domain parser as the spec intends', () => {
    const byForm = new Map(VARIATION_FORMS.map((form) => [form, catalogue.filter((i) => i.form === form)]));
    for (const form of VARIATION_FORMS) expect(byForm.get(form)!.length).toBeGreaterThan(0);

    const twoTier = byForm.get('two-tier')!;
    expect(twoTier.every((i) => i.tiers.map((t) => t.name).join() === '顏色,尺寸')).toBe(true);
    for (const item of twoTier) {
      for (const model of item.models) {
        const [colour, size] = model.tierIndex.map((index, tier) => item.tiers[tier].options[index]);
        expect(modelName(item, model)).toBe(`${colour}/${size}`);
        expect(parseVariationName(modelName(item, model))).toEqual({ color: colour, size });
      }
    }
    const examples: Record<string, RegExp> = { hyphen: /^\p{Script=Han}+-\w+$/u, spaced: /^\p{Script=Han}+ \w+$/u, labelled: /^顏色:\p{Script=Han}+ 尺寸:\w+$/u, attached: /^\p{Script=Han}+\w+$/u };
    for (const [form, shape] of Object.entries(examples)) {
      for (const item of byForm.get(form as never)!) {
        expect(item.tiers).toHaveLength(1);
        for (const name of names(item)) {
          expect(name).toMatch(shape);
          expect(parseVariationName(name)).not.toBeNull();
        }
      }
    }
    expect(names(byForm.get('labelled')![0])[0]).toMatch(/^顏色:.+ 尺寸:.+$/);
    // Tiers that name no size: the parser must find none.
    for (const form of ['colour-only', 'capacity', 'pack'] as const) {
      for (const item of byForm.get(form)!) for (const name of names(item)) expect(parseVariationName(name)).toBeNull();
    }
    expect(byForm.get('capacity')!.some((i) => i.tiers[0].name === '容量' && i.tiers[0].options.includes('500ml'))).toBe(true);
    expect(byForm.get('none')!.every((i) => i.models.length === 0 && i.tiers.length === 0)).toBe(true);
    expect(catalogue.every((i) => i.models.length <= 50)).toBe(true);
  });

  it('has sold-out models, wholly sold-out items, unavailable models, promotions and whole NT$ prices', () => {
    const models = catalogue.flatMap((i) => i.models);
    expect(models.filter((m) => m.stock === 0).length).toBeGreaterThan(10);
    expect(models.filter((m) => m.stock > 0).length).toBeGreaterThan(models.length / 2);
    expect(catalogue.some((i) => i.models.length > 0 && i.models.every((m) => m.stock === 0))).toBe(true);
    expect(models.filter((m) => m.status === 'MODEL_UNAVAILABLE').length).toBeGreaterThan(0);
    expect(catalogue.some((i) => i.currentPrice < i.originalPrice)).toBe(true);
    for (const price of [...catalogue.flatMap((i) => [i.originalPrice, i.currentPrice]), ...models.flatMap((m) => [m.originalPrice, m.currentPrice])]) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
    }
    expect(catalogue.some((i) => i.status === 'UNLIST')).toBe(true);
    expect(catalogue.filter((i) => i.status === 'NORMAL').length).toBeGreaterThan(290);
  });

  it('spreads update_time over the last 30 days and keeps create_time before it', () => {
    const times = catalogue.map((i) => i.updateTime);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 30 * 86400);
    expect(new Set(times.map((t) => Math.floor((NOW - t) / 86400))).size).toBeGreaterThan(20);
    expect(catalogue.every((i) => i.createTime <= i.updateTime)).toBe(true);
  });

  it('is deterministic, and item n does not depend on the catalogue size or on other seeds\' items', () => {
    expect(generateCatalogue(DEFAULT_CATALOGUE_SIZE, { now: NOW })).toEqual(catalogue);
    expect(generateItem(123, { now: NOW })).toEqual(catalogue[122]);
    expect(generateItem(123, { now: NOW, seed: 7 }).name === catalogue[122].name && generateItem(124, { now: NOW, seed: 7 }).name === catalogue[123].name).toBe(false);
  });

  it('generates the bench\'s 10,000 items quickly, ids still unique', () => {
    const started = Date.now();
    const big = generateCatalogue(10_000, { now: NOW });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(new Set(big.map((i) => i.itemId)).size).toBe(10_000);
    expect(big.slice(0, DEFAULT_CATALOGUE_SIZE)).toEqual(catalogue);
  });
});
