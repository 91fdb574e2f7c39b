import { between, mixSeed, mulberry32, pick, type Random } from './prng';
import { CATEGORY_WORDS, COLOURS, PREFIXES, type CategoryWords, type VariationForm } from './catalogue-words';

/**
 * The simulator's product catalogue: a deterministic generator of N Shopee listings (default 320; the bench
 * asks for 10,000). Item n is drawn from its own seeded stream (seed, idBase, n), so it is the same whatever
 * the catalogue's size: growing the catalogue appends items, shrinking it drops the last ones.
 *
 * What it exercises on purpose:
 * - item ids above 2^32 (idBase 20,000,000,000 + n) and model ids above 2^37, all below 2^53;
 * - every variation name form of domain/marketplace/variation-name.ts (catalogue-words.ts lists them),
 *   cycled per category so a catalogue of 50 items or more holds each of them;
 * - sold-out models (stock 0), whole items sold out, a few MODEL_UNAVAILABLE models, promotions
 *   (current_price below original_price), UNLIST and SELLER_DELETE items, whole NT$ prices;
 * - update_time spread over the 30 days before `now`, create_time up to 200 days before that.
 */

export type ItemStatus = 'NORMAL' | 'BANNED' | 'UNLIST' | 'REVIEWING' | 'SELLER_DELETE' | 'SHOPEE_DELETE';
export const ITEM_STATUSES: readonly ItemStatus[] = ['NORMAL', 'BANNED', 'UNLIST', 'REVIEWING', 'SELLER_DELETE', 'SHOPEE_DELETE'];

export type ModelStatus = 'MODEL_NORMAL' | 'MODEL_UNAVAILABLE';

export interface SandboxTier {
  name: string;
  options: string[];
  /** Colour tiers carry one swatch image per option (Shopee allows images on the first tier only). */
  optionImages: boolean;
}

export interface SandboxModel {
  modelId: number;
  tierIndex: number[];
  sku: string;
  status: ModelStatus;
  originalPrice: number;
  currentPrice: number;
  stock: number;
}

export interface SandboxItem {
  itemId: number;
  categoryId: number;
  name: string;
  sku: string;
  description: string;
  status: ItemStatus;
  createTime: number;
  updateTime: number;
  /** How many gallery images (served by the simulator's image route). */
  imageCount: number;
  /** The item's swatch colour (its images' background). */
  colour: string;
  /** Price and stock of an item without models; for an item with models, those of its models count. */
  originalPrice: number;
  currentPrice: number;
  stock: number;
  form: VariationForm;
  tiers: SandboxTier[];
  models: SandboxModel[];
}

export interface SandboxCategory {
  categoryId: number;
  parentCategoryId: number;
  originalName: string;
  displayName: string;
}

export const DEFAULT_CATALOGUE_SIZE = 320;
export const MAX_CATALOGUE_SIZE = 50_000;
export const DEFAULT_SEED = 20261128;
export const DEFAULT_ITEM_ID_BASE = 20_000_000_000;
const DAY = 86_400;

export const SANDBOX_CATEGORIES: readonly SandboxCategory[] = CATEGORY_WORDS.map((c) => ({
  categoryId: c.categoryId, parentCategoryId: 0, originalName: c.english, displayName: c.chinese,
}));

export interface CatalogueOptions {
  seed?: number;
  /** item_id of item n is idBase + n (n from 1). */
  idBase?: number;
  /** Unix seconds the update times are spread back from. */
  now: number;
}

export function generateCatalogue(size: number, options: CatalogueOptions): SandboxItem[] {
  return Array.from({ length: size }, (_, i) => generateItem(i + 1, options));
}

/** Item n (1-based) of the catalogue. */
export function generateItem(n: number, options: CatalogueOptions): SandboxItem {
  const seed = options.seed ?? DEFAULT_SEED;
  const idBase = options.idBase ?? DEFAULT_ITEM_ID_BASE;
  const random = mulberry32(mixSeed(seed, idBase, n));
  const words = CATEGORY_WORDS[(n - 1) % CATEGORY_WORDS.length];
  const round = Math.floor((n - 1) / CATEGORY_WORDS.length);
  const form = words.forms[round % words.forms.length];
  const itemId = idBase + n;
  const sku = `${words.skuPrefix}-${String(n).padStart(5, '0')}`;
  const colour = pick(random, COLOURS);

  const noun = pick(random, (form === 'capacity' || form === 'pack') && words.packNouns ? words.packNouns : words.nouns);
  const name = `${pick(random, PREFIXES)}${noun}${pick(random, words.suffixes)}`.trim();
  const originalPrice = wholePrice(random, words.price);
  const onPromotion = random() < 0.15;
  const currentPrice = onPromotion ? Math.floor(originalPrice * 0.85) : originalPrice;

  const updateTime = options.now - between(random, 0, 30 * DAY);
  const createTime = updateTime - between(random, 0, 200 * DAY);
  const soldOut = random() < 0.05;
  const status: ItemStatus = n % 40 === 17 ? 'UNLIST' : n % 97 === 50 ? 'SELLER_DELETE' : 'NORMAL';

  const tiers = tiersOf(form, words, random, colour.name);
  const combos = combinations(tiers);
  const models: SandboxModel[] = combos.map((tierIndex, k) => {
    // A bigger size costs a little more on some listings (Shopee prices each model on its own).
    const surcharge = tierIndex.length === 2 && tierIndex[1] >= 3 && random() < 0.5 ? 30 : 0;
    const price = originalPrice + surcharge;
    return {
      modelId: idBase * 10 + n * 100 + k,
      tierIndex,
      sku: `${sku}-${String(k + 1).padStart(2, '0')}`,
      status: random() < 0.04 ? 'MODEL_UNAVAILABLE' : 'MODEL_NORMAL',
      originalPrice: price,
      currentPrice: onPromotion ? Math.floor(price * 0.85) : price,
      stock: soldOut || random() < 0.1 ? 0 : between(random, 1, 60),
    };
  });

  return {
    itemId, categoryId: words.categoryId, name, sku,
    description: describe(words, noun, random, tiers),
    status, createTime, updateTime,
    imageCount: between(random, 1, 3), colour: colour.hex,
    originalPrice, currentPrice,
    stock: models.length > 0 ? 0 : soldOut || random() < 0.08 ? 0 : between(random, 1, 120),
    form, tiers, models,
  };
}

/** The variation name a shopper sees for a model: one tier's option, or two joined 'colour/size'. */
export function modelName(item: SandboxItem, model: SandboxModel): string {
  return model.tierIndex.map((index, tier) => item.tiers[tier].options[index]).join('/');
}

/** Available stock of an item: its own, or the sum of its models'. */
export function itemStock(item: SandboxItem): number {
  return item.models.length > 0 ? item.models.reduce((sum, m) => sum + m.stock, 0) : item.stock;
}

function wholePrice(random: Random, [min, max]: readonly [number, number]): number {
  const tens = Math.round((min + random() * (max - min)) / 10) * 10;
  return random() < 0.5 ? tens - 1 : tens;
}

/** A run of 3 to 5 consecutive sizes (fewer when the list is short). */
function sizeRun(random: Random, sizes: readonly string[]): string[] {
  const length = Math.min(sizes.length, between(random, 3, 5));
  const start = between(random, 0, sizes.length - length);
  return sizes.slice(start, start + length);
}

function coloursOf(random: Random, count: number, first: string): typeof COLOURS[number][] {
  const rest = COLOURS.filter((c) => c.name !== first);
  const chosen = [COLOURS.find((c) => c.name === first)!];
  while (chosen.length < count) {
    const next = pick(random, rest);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return chosen;
}

function tiersOf(form: VariationForm, words: CategoryWords, random: Random, firstColour: string): SandboxTier[] {
  switch (form) {
    case 'none':
      return [];
    case 'two-tier': {
      const colours = coloursOf(random, between(random, 2, 4), firstColour);
      return [
        { name: '顏色', options: colours.map((c) => c.name), optionImages: true },
        { name: '尺寸', options: sizeRun(random, words.sizes), optionImages: false },
      ];
    }
    case 'colour-only':
      return [{ name: '顏色', options: coloursOf(random, between(random, 2, 5), firstColour).map((c) => c.name), optionImages: true }];
    case 'capacity':
    case 'pack':
      return [{ name: words.packTier || '規格', options: words.packs.slice(0, between(random, 2, words.packs.length)), optionImages: false }];
    default: {
      // One tier whose options each name a colour and a size, in the form's own spelling.
      const colours = coloursOf(random, 2, firstColour);
      const sizes = sizeRun(random, words.sizes).slice(0, 3);
      const spell = (c: typeof COLOURS[number], size: string) =>
        form === 'hyphen' ? `${c.name}-${size}` : form === 'spaced' ? `${c.name} ${size}` : form === 'labelled' ? `顏色:${c.short} 尺寸:${size}` : `${c.name}${size}`;
      return [{ name: '規格', options: colours.flatMap((c) => sizes.map((size) => spell(c, size))), optionImages: false }];
    }
  }
}

/** Every tier_index of the tiers: [[0], [1]] for one tier, [[0,0], [0,1], ...] for two; [] without tiers. */
function combinations(tiers: readonly SandboxTier[]): number[][] {
  if (tiers.length === 0) return [];
  return tiers.reduce<number[][]>(
    (acc, tier) => acc.flatMap((prefix) => tier.options.map((_, i) => [...prefix, i])),
    [[]],
  );
}

function describe(words: CategoryWords, noun: string, random: Random, tiers: readonly SandboxTier[]): string {
  const start = between(random, 0, words.features.length - 1);
  const features = [words.features[start], words.features[(start + 1) % words.features.length]];
  const lines = [`${noun}`, '', '【商品特色】', ...features.map((f) => `・${f}`)];
  if (tiers.length > 0) lines.push('', '【規格】', ...tiers.map((t) => `${t.name}：${t.options.join('、')}`));
  lines.push('', '※ 圖片顏色依螢幕顯示略有差異，請以實品為準。', '※ 此為離線模擬器的商品，並非真實販售。');
  return lines.join('\n');
}
