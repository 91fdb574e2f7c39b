/** ECPay B2C e-invoice paths and answer codes shared by the adapter and the simulator (research ecpay-einvoice.md). */
export const EINVOICE_PATHS = {
  issue: '/B2CInvoice/Issue',
  invalid: '/B2CInvoice/Invalid',
  getIssue: '/B2CInvoice/GetIssue',
  checkBarcode: '/B2CInvoice/CheckBarcode',
  checkLoveCode: '/B2CInvoice/CheckLoveCode',
} as const;

export const EINVOICE_STAGE_BASE_URL = 'https://einvoice-stage.ecpay.com.tw';
export const EINVOICE_PRODUCTION_BASE_URL = 'https://einvoice.ecpay.com.tw';

/** RqHeader.Revision: the official tables omit it, ECPay's SDK sends it (research section 2); we send it. */
export const EINVOICE_REVISION = '3.0.0';

/** A repeated RelateNumber (PARTIAL: HOTAI and a Ruby stub; SKILL says 10000009). */
export const DUPLICATE_RELATE_NUMBER = 5070357;
/** The Ministry of Finance's service failed or is under maintenance (CheckBarcode / CheckLoveCode; VERIFIED as code). */
export const MOF_SERVICE_DOWN = 9000001;
/** ECPay asks to wait 30 minutes after an HTTP 403 (research section 9). */
export const RATE_LIMIT_WAIT_MS = 30 * 60 * 1000;
