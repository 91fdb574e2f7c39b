import { ConflictError, NotFoundError } from '../errors';

/** The errors of the store map endpoints, with the zh-TW text a shopper reads. */
export const STORE_SELECTION_NOT_FOUND = 'STORE_SELECTION_NOT_FOUND';
export const STORE_MAP_REF_IN_USE = 'STORE_MAP_REF_IN_USE';

export function storeSelectionNotFound(): NotFoundError {
  return new NotFoundError(STORE_SELECTION_NOT_FOUND, 'STORE_SELECTION_NOT_FOUND');
}

export function storeMapRefInUse(): ConflictError {
  return new ConflictError(STORE_MAP_REF_IN_USE, 'STORE_MAP_REF_IN_USE');
}
