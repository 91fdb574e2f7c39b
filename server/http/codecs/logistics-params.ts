import * as t from 'io-ts';
import { DEFAULT_RETURN_PATH, isSafeReturnPath, MAX_RETURN_PATH_LENGTH } from '../../../application/logistics/store-map-request';
import { isStoreMapRef } from '../../../domain/orders/order-ids';
import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, type LogisticsSubType } from '../../../domain/orders/pickup-store';
import { messageRef } from '../../../domain/messages';

/**
 * Codecs of the store map API (spec 2, section 7). As elsewhere, a codec's name is the code in
 * fields.{name}.code and its failure message the zh-TW text.
 */

const absent = (input: unknown) => input === undefined || input === null || input === '';

/** A store map reference: MAP-{6 digits} (spec 2, sections 3 and 9). */
export const StoreMapRef = new t.Type<string, string, unknown>(
  'STORE_MAP_REF_INVALID',
  (input): input is string => typeof input === 'string' && isStoreMapRef(input),
  (input, context) => (typeof input === 'string' && isStoreMapRef(input) ? t.success(input) : t.failure(input, context, messageRef('STORE_MAP_REF_INVALID'))),
  t.identity,
);

/** UNIMARTC2C (7-ELEVEN, the default when absent) or FAMIC2C (FamilyMart). */
const SubType = new t.Type<LogisticsSubType, string, unknown>(
  'LOGISTICS_SUB_TYPE_INVALID',
  isLogisticsSubType,
  (input, context) => {
    if (absent(input)) return t.success(DEFAULT_LOGISTICS_SUB_TYPE);
    return isLogisticsSubType(input) ? t.success(input) : t.failure(input, context, messageRef('LOGISTICS_SUB_TYPE_INVALID'));
  },
  t.identity,
);

/** Pickup without cash on delivery: 'N' only (spec 2, section 9), 'N' when absent. */
const IsCollection = new t.Type<'N', string, unknown>(
  'IS_COLLECTION_INVALID',
  (input): input is 'N' => input === 'N',
  (input, context) => (absent(input) || input === 'N' ? t.success('N') : t.failure(input, context, messageRef('COLLECTION_NOT_SUPPORTED'))),
  t.identity,
);

/** 0 (PC) or 1 (mobile, the default: spec 2, section 9), as a number or a string. */
const Device = new t.Type<'pc' | 'mobile', unknown, unknown>(
  'DEVICE_INVALID',
  (input): input is 'pc' | 'mobile' => input === 'pc' || input === 'mobile',
  (input, context) => {
    if (absent(input) || input === 1 || input === '1') return t.success('mobile');
    if (input === 0 || input === '0') return t.success('pc');
    return t.failure(input, context, messageRef('MAP_DEVICE_INVALID'));
  },
  t.identity,
);

/** Accepted and not used (ExtraData carries the server's anti-forgery token): at most 20 characters. */
const ExtraData = new t.Type<string, string, unknown>(
  'EXTRA_DATA_INVALID',
  (input): input is string => typeof input === 'string' && input.length <= 20,
  (input, context) => (absent(input) ? t.success('') : typeof input === 'string' && input.length <= 20 ? t.success(input) : t.failure(input, context, messageRef('MAP_EXTRA_DATA_TOO_LONG', { max: 20 }))),
  t.identity,
);

/** A same-site path to come back to; '/checkout' when absent. Never another site (no open redirect). */
const ReturnUrl = new t.Type<string, string, unknown>(
  'RETURN_URL_INVALID',
  (input): input is string => typeof input === 'string' && isSafeReturnPath(input),
  (input, context) => {
    if (absent(input)) return t.success(DEFAULT_RETURN_PATH);
    return typeof input === 'string' && isSafeReturnPath(input)
      ? t.success(input)
      : t.failure(input, context, messageRef('RETURN_PATH_INVALID', { max: MAX_RETURN_PATH_LENGTH }));
  },
  t.identity,
);

/** POST /api/ecpay/logistics/map { logisticsSubType?, isCollection?, merchantTradeNo, device?, extraData?, returnUrl? }. */
export const StoreMapBody = t.type({
  logisticsSubType: SubType,
  isCollection: IsCollection,
  merchantTradeNo: StoreMapRef,
  device: Device,
  extraData: ExtraData,
  returnUrl: ReturnUrl,
});

export const StoreMapRefParams = t.type({ mapRef: StoreMapRef });
