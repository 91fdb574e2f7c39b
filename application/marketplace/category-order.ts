/**
 * The order of the category dropdown: Traditional Chinese collation (ICU's zh-Hant: by stroke count, then
 * code point), Latin names case-insensitively. Sorted here, not by the database, so that SQLite (binary
 * order), MySQL (utf8mb4_unicode_ci) and the in-memory fake all answer the same list.
 */
const collator = new Intl.Collator('zh-Hant', { sensitivity: 'variant' });

export function sortCategoryNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
