import fc from 'fast-check';
import { PASSWORD_MIN_LENGTH, validatePassword, validatePasswordConfirmation, validatePasswordLength } from './password';

describe('password', () => {
  it('spec 1 §9: the password minimum is 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(validatePasswordLength('12345')?.code).toBe('PASSWORD_TOO_SHORT');
    expect(validatePasswordLength('123456')).toBeUndefined();
  });

  it('spec 1 §5 (property): valid exactly when at least 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), (value) => {
        const long = [...value].length >= 6;
        expect(validatePasswordLength(value) === undefined).toBe(long);
      }),
    );
  });

  it('spec 1 §5 register: a blank password is required; spaces count and are never trimmed', () => {
    expect(validatePassword('')?.code).toBe('PASSWORD_REQUIRED');
    expect(validatePassword('      ')).toBeUndefined();
    expect(validatePassword('abc')?.code).toBe('PASSWORD_TOO_SHORT');
  });

  it("spec 1 §5: confirm is required ('Please confirm your password') and must equal ('Passwords do not match')", () => {
    expect(validatePasswordConfirmation('secret1', '')?.code).toBe('CONFIRM_PASSWORD_REQUIRED');
    expect(validatePasswordConfirmation('secret1', 'secret2')?.code).toBe('PASSWORDS_DIFFER');
    expect(validatePasswordConfirmation('secret1', 'secret1')).toBeUndefined();
    expect(validatePasswordConfirmation('secret1', 'secret2', 'NEW_PASSWORDS_DIFFER')?.code).toBe('NEW_PASSWORDS_DIFFER');
  });
});
