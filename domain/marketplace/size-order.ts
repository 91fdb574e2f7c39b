/**
 * Size ordering (spec 1, section 9): XS 1, S 2, M 3, L 4, XL 5, XXL/2XL 6, XXXL/3XL 7, 4XL 8, 5XL 9,
 * 6XL 10, 7XL 11; unknown sizes last. Sizes compare case-insensitively and ignoring surrounding spaces.
 */
const RANKS: Readonly<Record<string, number>> = {
  XS: 1,
  S: 2,
  M: 3,
  L: 4,
  XL: 5,
  XXL: 6,
  '2XL': 6,
  XXXL: 7,
  '3XL': 7,
  '4XL': 8,
  '5XL': 9,
  '6XL': 10,
  '7XL': 11,
};

/** Rank of an unknown size: after every known one. */
export const UNKNOWN_SIZE_RANK = Number.MAX_SAFE_INTEGER;

export const KNOWN_SIZES: readonly string[] = Object.keys(RANKS);

function normalize(size: string): string {
  return size.trim().toUpperCase();
}

export function isKnownSize(size: string): boolean {
  return Object.prototype.hasOwnProperty.call(RANKS, normalize(size));
}

export function sizeRank(size: string): number {
  const key = normalize(size);
  return Object.prototype.hasOwnProperty.call(RANKS, key) ? RANKS[key] : UNKNOWN_SIZE_RANK;
}

/**
 * Comparator for Array.prototype.sort. Known sizes by rank; unknown ones after them, among themselves
 * numerically when both are numbers (waist 28 before 30 before 100), else by text, so the order is total
 * and the same on every machine.
 */
export function compareSizes(a: string, b: string): number {
  const byRank = sizeRank(a) - sizeRank(b);
  if (byRank !== 0) return byRank < 0 ? -1 : 1;
  if (sizeRank(a) !== UNKNOWN_SIZE_RANK) return 0;
  const na = Number(a.trim());
  const nb = Number(b.trim());
  const aNum = a.trim() !== '' && Number.isFinite(na);
  const bNum = b.trim() !== '' && Number.isFinite(nb);
  if (aNum && bNum) return na === nb ? 0 : na < nb ? -1 : 1;
  if (aNum !== bNum) return aNum ? -1 : 1;
  const ka = normalize(a);
  const kb = normalize(b);
  return ka === kb ? 0 : ka < kb ? -1 : 1;
}
