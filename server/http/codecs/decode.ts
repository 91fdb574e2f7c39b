import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { ValidationError, type FieldErrors } from '../../../application/errors';
import { VALIDATION_FAILED } from '../error-body';

/**
 * Decodes untrusted input (path params, query, body) with an io-ts codec, or throws the application's
 * ValidationError: 400 { code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { name: { code, message } } }.
 * A field codec names itself with its error code and fails with its zh-TW message (see field-codecs.ts).
 */
export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, input: unknown): A {
  const result = codec.decode(input);
  if (!isLeft(result)) return result.right;
  const fields: FieldErrors = {};
  for (const error of result.left) {
    // context[0] is the whole input; the next entry is the field; the last one is the codec that failed.
    const field = error.context.length > 1 ? error.context[1].key : '_';
    const failed = error.context[error.context.length - 1];
    fields[field] ??= { code: failed.type.name, message: error.message ?? '格式不正確' };
  }
  throw new ValidationError(VALIDATION_FAILED.code, VALIDATION_FAILED.message, fields);
}
