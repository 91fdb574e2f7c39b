import { formatMessage } from '../../domain/validation/messages';
import { ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';

/** The errors of the accounts capability, each with its stable code and catalogue text. */
export const invalidCredentials = () => new UnauthorizedError('INVALID_CREDENTIALS', formatMessage('INVALID_CREDENTIALS'));
export const emailTaken = () => new ConflictError('EMAIL_TAKEN', formatMessage('EMAIL_TAKEN'));
export const phoneTaken = () => new ConflictError('PHONE_TAKEN', formatMessage('PHONE_TAKEN'));
export const tooManyAttempts = (retryAfterMs: number) => new TooManyRequestsError('TOO_MANY_ATTEMPTS', formatMessage('TOO_MANY_ATTEMPTS'), retryAfterMs);
export const wrongPassword = () => new UnauthorizedError('WRONG_PASSWORD', formatMessage('WRONG_PASSWORD'));
export const secretCodeInvalid = () => new ForbiddenError('SECRET_CODE_INVALID', formatMessage('SECRET_CODE_INVALID'));
export const sessionExpired = () => new UnauthorizedError('SESSION_EXPIRED', formatMessage('SESSION_EXPIRED'));
export const unauthorized = () => new UnauthorizedError('UNAUTHORIZED', formatMessage('UNAUTHORIZED'));

export function takenError(which: 'email_taken' | 'phone_taken'): ConflictError {
  return which === 'email_taken' ? emailTaken() : phoneTaken();
}
