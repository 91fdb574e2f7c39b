import { STORE_CHAINS, type PrepareStoreMapInput, type StoreChain, type StoreMapForm, type StoreSelectionResult } from '../../application/payments/store-map.port';
import { signFields, type EcpayFields } from './check-mac-value';
import type { EcpayMerchant } from './aio-payment';
import { endpoint } from './aio-payment';
import { FieldProblems } from './input-rules';

/**
 * The logistics CVS e-map (電子地圖, research section 7): a BROWSER form POST to Express/map; ECPay shows the
 * chain's store map and form-POSTs the chosen store back to ServerReplyURL.
 *
 * CheckMacValue: the official parameter list (D22409) has none and the legacy official SDK sends none, but the
 * current official SDKs (SDK_PHP Map.php, ecpay_logistics_nodejs) add an MD5 one and ECPay accepts it. We send
 * it, like the current SDKs (pinned by vector NEW-D). The reply carries no CheckMacValue: it is untrusted.
 */

export const LOGISTICS_MAP_PATH = '/Express/map';
export const MAX_EXTRA_DATA_LENGTH = 20;
/** ReceiverStoreID of a shipment is String(6). */
const STORE_ID = /^[A-Za-z0-9]{1,6}$/;

export function buildStoreMapForm(input: PrepareStoreMapInput, merchant: EcpayMerchant, baseUrl: string): StoreMapForm {
  const problems = new FieldProblems();
  if (!STORE_CHAINS.includes(input.subType)) {
    problems.add('subType', 'ECPAY_STORE_CHAIN_INVALID');
  }
  problems.tradeNo('tradeNo', input.tradeNo);
  problems.url('replyUrl', input.replyUrl, true);
  const extraData = input.extraData ?? '';
  if (typeof extraData !== 'string' || extraData.length > MAX_EXTRA_DATA_LENGTH || !/^[A-Za-z0-9_.-]*$/.test(extraData)) {
    problems.add('extraData', 'ECPAY_EXTRA_DATA_INVALID', { max: MAX_EXTRA_DATA_LENGTH });
  }
  if (input.device !== undefined && input.device !== 'pc' && input.device !== 'mobile') {
    problems.add('device', 'ECPAY_DEVICE_INVALID');
  }
  problems.throwIfAny('ECPAY_CONTEXT_STORE_MAP');
  const fields: Record<string, string> = {
    MerchantID: merchant.merchantId,
    MerchantTradeNo: input.tradeNo,
    LogisticsType: 'CVS',
    LogisticsSubType: input.subType,
    IsCollection: 'N',
    ServerReplyURL: input.replyUrl,
    ExtraData: extraData,
    Device: input.device === 'mobile' ? '1' : '0',
  };
  return { mapUrl: endpoint(baseUrl, LOGISTICS_MAP_PATH), formData: signFields(fields, merchant, 'md5') };
}

/**
 * The map's POST back (MerchantID, MerchantTradeNo, LogisticsSubType, CVSStoreID, CVSStoreName, CVSAddress,
 * CVSTelephone, CVSOutSide, ExtraData). Checks the shape only: the caller must match merchantTradeNo and
 * extraData with its own state.
 */
export function parseStoreMapReply(fields: EcpayFields, merchantId: string): StoreSelectionResult {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name].trim() : '');
  const malformed = (message: string): StoreSelectionResult => ({ ok: false, rejection: { code: 'STORE_SELECTION_MALFORMED', message } });
  if (fields.MerchantID !== undefined && text('MerchantID') !== merchantId) {
    return { ok: false, rejection: { code: 'MERCHANT_ID_MISMATCH', message: `store selection for merchant ${text('MerchantID')}` } };
  }
  const subType = text('LogisticsSubType');
  if (!STORE_CHAINS.includes(subType as StoreChain)) return malformed(`unsupported LogisticsSubType ${JSON.stringify(subType)}`);
  if (!STORE_ID.test(text('CVSStoreID'))) return malformed('CVSStoreID missing or not 1-6 letters/digits');
  if (text('CVSStoreName') === '' || text('CVSStoreName').length > 60) return malformed('CVSStoreName missing or too long');
  if (text('CVSAddress').length > 200 || text('CVSTelephone').length > 30) return malformed('CVSAddress or CVSTelephone too long');
  if (text('ExtraData').length > MAX_EXTRA_DATA_LENGTH || text('MerchantTradeNo').length > 20) return malformed('ExtraData or MerchantTradeNo too long');
  return {
    ok: true,
    selection: {
      subType: subType as StoreChain,
      storeId: text('CVSStoreID'),
      storeName: text('CVSStoreName'),
      address: text('CVSAddress'),
      telephone: text('CVSTelephone'),
      outlyingIsland: text('CVSOutSide') === '1',
      merchantTradeNo: text('MerchantTradeNo'),
      extraData: typeof fields.ExtraData === 'string' ? fields.ExtraData : '',
    },
  };
}
