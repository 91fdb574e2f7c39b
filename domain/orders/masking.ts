/**
 * What an order shows to someone who cannot prove they are its buyer (docs/decisions.md, decision 5): the
 * confirmation endpoints answer anyone who knows an order id, and ORD-{8 digits} ids are guessable, so the
 * buyer's name and phone are masked unless the request carries the order's access token.
 *
 * - Name: the first and the last character stay, every character between becomes '*': 王小明 -> 王*明,
 *   John Smith -> J********h. A two-character name keeps its first: 王明 -> 王*. One character -> '*'.
 *   Characters are counted as a shopper counts them (code points), so no CJK character is cut in half.
 * - Phone: the first two and the last two digits stay: 0912345678 -> 09******78 (the 09 mobile prefix and
 *   two digits a buyer recognises, not enough to call anyone). Four characters or fewer are fully masked.
 * Blank values stay as they are (null or ''): there is nothing to hide.
 */
export const MASK_CHARACTER = '*';

export function maskName(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK_CHARACTER;
  if (chars.length === 2) return `${chars[0]}${MASK_CHARACTER}`;
  return `${chars[0]}${MASK_CHARACTER.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function maskPhone(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined) return null;
  const chars = [...phone.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 4) return MASK_CHARACTER.repeat(chars.length);
  return `${chars.slice(0, 2).join('')}${MASK_CHARACTER.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}
