import { EMAIL_PATTERN, normalizeEmail, validateEmail, validateEmailFormat } from './email';

describe('email', () => {
  it.each(['a@b.co', 'mei.lin+shop@example.com.tw', '  user@example.com  '])("spec 1 §5: '%s' matches the simple address pattern", (value) => {
    expect(validateEmail(value)).toBeUndefined();
    expect(validateEmailFormat(value)).toBeUndefined();
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co x', 'a b@c.co', 'a@@b.co'])("spec 1 §5: '%s' is 'not a valid email address'", (value) => {
    expect(validateEmail(value)?.code).toBe('EMAIL_INVALID');
  });

  it("spec 1 §5 register: a blank email is 'Email address is required'", () => {
    expect(validateEmail('')?.code).toBe('EMAIL_REQUIRED');
    expect(validateEmail('   ')?.code).toBe('EMAIL_REQUIRED');
  });

  it("spec 1 §5 login: the login form checks the pattern only ('please enter a valid email address')", () => {
    expect(validateEmailFormat('')?.code).toBe('EMAIL_INVALID');
  });

  it('emails are trimmed before checking and sending', () => {
    expect(normalizeEmail('  a@b.co ')).toBe('a@b.co');
    expect(EMAIL_PATTERN.test(' a@b.co')).toBe(false);
  });
});
