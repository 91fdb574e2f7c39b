import * as t from 'io-ts';
import { messageRef } from '../../../domain/messages';

/**
 * Field codecs of the HTTP edge. Each codec's name is the stable error code a client receives in
 * fields.{name}.code, and its failure message is the zh-TW text shown next to the field.
 */

/** Ids are MySQL INT UNSIGNED / SQLite INTEGER keys; anything above 2^31 - 1 cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** A path segment holding a positive integer in plain decimal ("1", "42"; not "01", "1e3", "-1", "abc"). */
export const PositiveIntegerFromString = new t.Type<number, string, unknown>(
  'NOT_A_POSITIVE_INTEGER',
  (input): input is number => typeof input === 'number' && Number.isInteger(input) && input > 0 && input <= MAX_ID,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) && Number(input) <= MAX_ID
      ? t.success(Number(input))
      : t.failure(input, context, messageRef('ITEM_ID_INVALID')),
  (value) => String(value),
);

export const MAX_SKU_LENGTH = 64;

/** A sku as it appears in a path: at least one non-blank character, at most 64 characters. */
export const Sku = new t.Type<string, string, unknown>(
  'INVALID_SKU',
  (input): input is string => typeof input === 'string' && input.trim() !== '' && input.length <= MAX_SKU_LENGTH,
  (input, context) =>
    typeof input === 'string' && input.trim() !== '' && input.length <= MAX_SKU_LENGTH
      ? t.success(input)
      : t.failure(input, context, messageRef('SKU_INVALID', { max: MAX_SKU_LENGTH })),
  t.identity,
);
