import { fieldError } from '../../domain/validation/field-error';
import { ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors';

/** The errors of the accounts capability, each with its stable code and catalogue text. */
export const invalidCredentials = () => new UnauthorizedError('INVALID_CREDENTIALS', 'INVALID_CREDENTIALS');
export const emailTaken = () => new ConflictError('EMAIL_TAKEN', 'EMAIL_TAKEN');
export const phoneTaken = () => new ConflictError('PHONE_TAKEN', 'PHONE_TAKEN');
export const tooManyAttempts = (retryAfterMs: number) => new TooManyRequestsError('TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS', retryAfterMs);
/**
 * The current password the customer typed is wrong (PUT /password, PUT /profile): 400 with fields.currentPassword
 * (issue 28). It is a field of the form, not the session: a 401 would read as an expired token.
 */
export const wrongPassword = () => new ValidationError('WRONG_PASSWORD', 'WRONG_PASSWORD', { currentPassword: fieldError('WRONG_PASSWORD') });
export const secretCodeInvalid = () => new ForbiddenError('SECRET_CODE_INVALID', 'SECRET_CODE_INVALID');
export const sessionExpired = () => new UnauthorizedError('SESSION_EXPIRED', 'SESSION_EXPIRED');
export const unauthorized = () => new UnauthorizedError('UNAUTHORIZED', 'UNAUTHORIZED');

export function takenError(which: 'email_taken' | 'phone_taken'): ConflictError {
  return which === 'email_taken' ? emailTaken() : phoneTaken();
}
