import { isKnownSize } from './size-order';

/**
 * A marketplace variation name parsed into colour and size (spec 1, section 9), by any of four patterns:
 *   1. labelled text: '顏色:黑色 尺寸:XL', '顏色：黑 尺寸：M', 'Color: Black, Size: L' (either order);
 *   2. 'colour/size': '黑色/XL' (also the full-width slash ／);
 *   3. 'colour-size': '黑色-XL';
 *   4. a name followed by a size token: '黑色 XL', '黑色XL'.
 * Decisions (the spec leaves them open):
 * - The slash is an explicit separator, so any non-empty size after it is accepted ('白色/F', '藍/28').
 * - A hyphen also occurs inside words ('T-shirt', 'Navy-Blue'), so pattern 3 and 4 only accept a size
 *   that looks like one: a known size (size-order.ts), F / FREE / 均碼 / ONE SIZE, or a number.
 * - In pattern 4 a Latin colour needs a space before the size ('Black XL'), so 'Glass' does not read
 *   as 'Glas' + 'S'; a Chinese colour may touch it ('黑色XL').
 * - Exactly two parts: '黑/XL/加長' is not a colour-size pair.
 */
export interface ParsedVariation {
  color: string;
  size: string;
}

const COLOR_LABEL = '(?:顏色|颜色|色系|colou?r)';
const SIZE_LABEL = '(?:尺寸|尺碼|尺码|size)';
const COLON = '\\s*[:：]\\s*';
const GAP = '[\\s,，;；/、]*';
const COLOR_FIRST = new RegExp(`^${COLOR_LABEL}${COLON}(.+?)${GAP}${SIZE_LABEL}${COLON}(.+)$`, 'iu');
const SIZE_FIRST = new RegExp(`^${SIZE_LABEL}${COLON}(.+?)${GAP}${COLOR_LABEL}${COLON}(.+)$`, 'iu');
const FREE_SIZE = /^(?:F|FREE|FREE ?SIZE|ONE ?SIZE|均碼|均码|單一尺寸)$/iu;
const NUMERIC_SIZE = /^\d{1,3}(?:\.\d)?$/;
const SPACED_TRAILING = /^(.*\S)\s+(\S+)$/u;
const HAN_TRAILING = /^(.*\p{Script=Han})([2-7]XL|X{0,3}L|XS|S|M|F|FREE|均碼|\d{1,3})$/iu;

function isSizeLike(text: string): boolean {
  return isKnownSize(text) || FREE_SIZE.test(text) || NUMERIC_SIZE.test(text);
}

function pair(color: string | undefined, size: string | undefined): ParsedVariation | null {
  const c = color?.trim() ?? '';
  const s = size?.trim() ?? '';
  return c !== '' && s !== '' ? { color: c, size: s } : null;
}

function splitOnce(name: string, separator: RegExp): [string, string] | null {
  const parts = name.split(separator);
  return parts.length === 2 ? [parts[0], parts[1]] : null;
}

export function parseVariationName(name: string | null | undefined): ParsedVariation | null {
  const text = (name ?? '').trim();
  if (text === '') return null;

  const colorFirst = COLOR_FIRST.exec(text);
  if (colorFirst) return pair(colorFirst[1], colorFirst[2]);
  const sizeFirst = SIZE_FIRST.exec(text);
  if (sizeFirst) return pair(sizeFirst[2], sizeFirst[1]);

  const slash = splitOnce(text, /[/／]/u);
  if (slash) return pair(slash[0], slash[1]);

  const hyphen = splitOnce(text, /\s*-\s*/u);
  if (hyphen && isSizeLike(hyphen[1].trim())) return pair(hyphen[0], hyphen[1]);

  for (const pattern of [SPACED_TRAILING, HAN_TRAILING]) {
    const trailing = pattern.exec(text);
    if (trailing && isSizeLike(trailing[2])) return pair(trailing[1], trailing[2]);
  }

  return null;
}

/** The name design.md (section 1) gives an integrator. */
export const parseVariation = parseVariationName;
