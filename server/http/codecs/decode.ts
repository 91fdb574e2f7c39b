import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { fieldProblem, ValidationError, type FieldErrors } from '../../../application/errors';
import { parseMessageRef } from '../../../domain/messages';
import { VALIDATION_FAILED } from '../error-body';

/**
 * Decodes untrusted input (path params, query, body) with an io-ts codec, or throws the application's
 * ValidationError: 400 { code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { name: { code, message } } }.
 * A field codec names itself with its error code and fails with a catalogue reference (messageRef of
 * domain/messages, see field-codecs.ts), rendered here in zh-TW and again by the edge in the request's language.
 */
/**
 * The field an error is about: the first key below the whole input that is not a member of an intersection (a body of
 * required and optional fields, t.intersection([t.type, t.partial]), puts the member's index "0" or "1" first).
 */
function fieldOf(context: t.Context): string {
  for (let index = 1; index < context.length; index += 1) {
    if ((context[index - 1].type as { _tag?: string })._tag !== 'IntersectionType') return context[index].key;
  }
  return '_';
}

export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, input: unknown): A {
  const result = codec.decode(input);
  if (!isLeft(result)) return result.right;
  const fields: FieldErrors = {};
  for (const error of result.left) {
    // context[0] is the whole input; the next entry is the field; the last one is the codec that failed.
    const field = fieldOf(error.context);
    const failed = error.context[error.context.length - 1];
    const ref = parseMessageRef(error.message) ?? (error.message === undefined ? { code: 'FIELD_INVALID' as const } : undefined);
    fields[field] ??= ref ? fieldProblem(failed.type.name, ref) : { code: failed.type.name, message: error.message ?? '' };
  }
  throw new ValidationError(VALIDATION_FAILED.code, VALIDATION_FAILED.message, fields);
}
