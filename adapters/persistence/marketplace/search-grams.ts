/**
 * The text the marketplace search matches, and its character bigrams (migration 20261128_0701; docs/decisions.md
 * "Marketplace search is a character-bigram index"). Characters are code points, as the keyword codec counts
 * them, so an emoji or a rare CJK character outside the BMP is one character, not two UTF-16 halves.
 */

/** Case-insensitive for every script JavaScript knows the case of; the same function for names and keywords. */
export function searchText(text: string): string {
  return text.toLowerCase();
}

/** The distinct pairs of consecutive characters of `text` ('長袖襯衫' -> '長袖', '袖襯', '襯衫'); none below 2 characters. */
export function bigrams(text: string): string[] {
  const characters = [...text];
  const grams = new Set<string>();
  for (let at = 0; at + 1 < characters.length; at += 1) grams.add(characters[at] + characters[at + 1]);
  return [...grams];
}

/** How many characters (code points) `text` has. */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * At most MAX_NARROWING_GRAMS of a keyword's grams, spread over it, to pick the candidates: INSTR confirms every
 * candidate anyway, so fewer grams only mean a few more candidates, while a 100-character keyword of common
 * characters would otherwise group up to 99 posting lists per request (an easy way to load the database).
 */
const MAX_NARROWING_GRAMS = 8;

export function spreadGrams(grams: readonly string[]): string[] {
  if (grams.length <= MAX_NARROWING_GRAMS) return [...grams];
  const step = (grams.length - 1) / (MAX_NARROWING_GRAMS - 1);
  return [...new Set(Array.from({ length: MAX_NARROWING_GRAMS }, (_, at) => grams[Math.round(at * step)]))];
}
