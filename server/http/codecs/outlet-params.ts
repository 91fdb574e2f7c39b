import * as t from 'io-ts';
import { PositiveIntegerFromString, Sku } from './field-codecs';

/** Path parameters of GET /api/outlet/item/:id. */
export const OutletItemParams = t.type({ id: PositiveIntegerFromString });

/** Path parameters of GET /api/outlet/variants/:sku (the router has already percent-decoded it). */
export const OutletVariantsParams = t.type({ sku: Sku });
