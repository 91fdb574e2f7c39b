import { charLength, fieldError, type FieldError } from './field-error';

/** Search minimum: 2 characters (spec 1, sections 5 and 9), counted after trimming. */
export const SEARCH_MIN_LENGTH = 2;

export function isSearchQuery(text: string): boolean {
  return charLength(text.trim()) >= SEARCH_MIN_LENGTH;
}

/** With enough search text the search call is used, otherwise the plain list (spec 1, section 4). */
export function catalogueQueryMode(text: string): 'search' | 'list' {
  return isSearchQuery(text) ? 'search' : 'list';
}

/** For the server's codec on GET /api/shopee-products/search, where a short keyword is a client error. */
export function validateSearchKeyword(text: string): FieldError | undefined {
  return isSearchQuery(text) ? undefined : fieldError('SEARCH_TOO_SHORT');
}
