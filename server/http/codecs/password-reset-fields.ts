import * as t from 'io-ts';
import { fieldError } from '../../../domain/validation/field-error';
import { isMessageCode, messageRef } from '../../../domain/messages';

/**
 * Bodies of the password reset routes (docs/accounts-contract.md). They only take the fields as text (a
 * missing or non-string field reads as empty) and cap their length; the rules themselves (address pattern,
 * password of at least 6 characters, the code) are the use cases', so that every failure of a code gives
 * the one answer RESET_CODE_INVALID. A field above its cap is fields.{field} = TEXT_TOO_LONG.
 * The code is not capped: any text that is not 6 digits is simply a wrong code.
 */
const MAX_LENGTHS = { email: 191, newPassword: 128 } as const;

function textFields<K extends string>(name: string, keys: readonly K[]): t.Decoder<unknown, Record<K, string>> {
  return new t.Type<Record<K, string>, Record<K, string>, unknown>(
    name,
    (input): input is Record<K, string> => typeof input === 'object' && input !== null,
    (input, context) => {
      const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const form = {} as Record<K, string>;
      for (const key of keys) form[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
      const failures: t.ValidationError[] = [];
      for (const key of keys) {
        const max = (MAX_LENGTHS as Record<string, number>)[key];
        if (max === undefined || form[key].length <= max) continue;
        const error = fieldError('TEXT_TOO_LONG', { max });
        const type = new t.Type<unknown>(error.code, t.unknown.is, t.success, t.identity);
        failures.push({ value: source[key], context: [...context, { key, type, actual: source[key] }], message: isMessageCode(error.code) ? messageRef(error.code, error.params) : error.message });
      }
      return failures.length > 0 ? t.failures(failures) : t.success(form);
    },
    t.identity,
  );
}

/** POST /api/customers/forgot-password { email }. */
export const ForgotPasswordBody = textFields('ForgotPasswordBody', ['email']);
/** POST /api/customers/verify-reset-code { email, resetCode }. */
export const VerifyResetCodeBody = textFields('VerifyResetCodeBody', ['email', 'resetCode']);
/** POST /api/customers/reset-password { email, resetCode, newPassword }. */
export const ResetPasswordBody = textFields('ResetPasswordBody', ['email', 'resetCode', 'newPassword']);
