import { compareSizes } from './size-order';
import type { PricedVariation } from './marketplace-product';

/**
 * The spec choice on the marketplace detail page (spec 1, sections 2 and 4). When every variation parses
 * into a colour and a size, two selectors appear; otherwise one spec dropdown lists them all.
 */
export type SelectorMode = 'color-size' | 'single';

export function variationSelectorMode(variations: readonly Pick<PricedVariation, 'color' | 'size'>[]): SelectorMode {
  if (variations.length === 0) return 'single';
  return variations.every((v) => v.color && v.size) ? 'color-size' : 'single';
}

export interface ColorOption {
  color: string;
  /** Every variation of the colour has stock 0 or less: shown with a warning text. */
  soldOut: boolean;
}

/** Colours in the order they first appear. */
export function colorOptions(variations: readonly PricedVariation[]): ColorOption[] {
  const byColor = new Map<string, boolean>();
  for (const v of variations) {
    if (!v.color) continue;
    byColor.set(v.color, (byColor.get(v.color) ?? false) || v.stock > 0);
  }
  return [...byColor.entries()].map(([color, anyStock]) => ({ color, soldOut: !anyStock }));
}

export interface SizeOption {
  size: string;
  variation: PricedVariation;
  soldOut: boolean;
}

/** Sizes of one colour in size order (spec 1, section 9); empty until a colour is picked. */
export function sizeOptions(variations: readonly PricedVariation[], color: string | null): SizeOption[] {
  if (!color) return [];
  return variations
    .filter((v): v is PricedVariation & { size: string } => v.color === color && Boolean(v.size))
    .map((variation) => ({ size: variation.size, variation, soldOut: variation.stock <= 0 }))
    .sort((a, b) => compareSizes(a.size, b.size));
}

export interface SpecOption {
  variation: PricedVariation;
  /** Name and discounted price are listed; sold-out entries are disabled. */
  label: string;
  price: number;
  disabled: boolean;
}

export function specOptions(variations: readonly PricedVariation[]): SpecOption[] {
  return variations.map((variation) => ({
    variation,
    label: variation.name,
    price: variation.discount_price,
    disabled: variation.stock <= 0,
  }));
}

/** What the shopper has picked. */
export interface VariationSelection {
  color: string | null;
  size: string | null;
  variation: PricedVariation | null;
  /** The picture to show: the chosen variation's, when it has one. */
  imageUrl: string | null;
}

export const EMPTY_SELECTION: VariationSelection = { color: null, size: null, variation: null, imageUrl: null };

/** A product with a single variation is preselected (spec 1, section 4). */
export function initialSelection(variations: readonly PricedVariation[]): VariationSelection {
  if (variations.length !== 1) return EMPTY_SELECTION;
  const [only] = variations;
  return { color: only.color, size: only.size, variation: only, imageUrl: only.image_url ?? null };
}

/** Changing colour clears size and the chosen variation (spec 1, section 4). */
export function selectColor(_selection: VariationSelection, color: string): VariationSelection {
  return { color, size: null, variation: null, imageUrl: null };
}

/** Changing size selects the matching variation and its image (spec 1, section 4). */
export function selectSize(variations: readonly PricedVariation[], selection: VariationSelection, size: string): VariationSelection {
  const variation = variations.find((v) => v.color === selection.color && v.size === size) ?? null;
  return { ...selection, size, variation, imageUrl: variation?.image_url ?? selection.imageUrl };
}

/** The single spec dropdown picks a variation directly. */
export function selectSpec(variation: PricedVariation): VariationSelection {
  return { color: variation.color, size: variation.size, variation, imageUrl: variation.image_url ?? null };
}
