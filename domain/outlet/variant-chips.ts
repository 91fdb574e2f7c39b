import { availability } from './availability';
import type { OutletListItem, OutletProductGroup } from './outlet-item';
import { DEFAULT_VARIANT } from './outlet-item';

export interface VariantChip {
  item: OutletListItem;
  label: string;
  available: number;
  /** Disabled and dimmed: nothing left (spec 2, section 4). */
  disabled: boolean;
}

/** The label of a variant: its variant_details, or its display sku when it has no variant text. */
function labelOf(item: OutletListItem): string {
  const details = item.variant_details?.trim();
  return details && details !== DEFAULT_VARIANT ? details : item.display_sku || item.sku;
}

/** Chips of a list card: every variant, sold-out ones disabled (spec 2, section 4). None for a one-item card. */
export function variantChips(group: OutletProductGroup): VariantChip[] {
  if (group.variants.length < 2) return [];
  return group.variants.map((item) => {
    const available = availability(item);
    return { item, label: labelOf(item), available, disabled: available <= 0 };
  });
}

/** Chips of the product page ('Available options'): only variants with stock above 0 (spec 2, section 5). */
export function availableVariantChips(variants: readonly OutletListItem[]): VariantChip[] {
  return variants
    .map((item) => ({ item, label: labelOf(item), available: availability(item), disabled: false }))
    .filter((chip) => chip.available > 0);
}
