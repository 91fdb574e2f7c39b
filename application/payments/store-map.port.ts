/**
 * The convenience-store map (ECPay logistics e-map, C2C), as the checkout use cases see it. Implemented by
 * adapters/ecpay/ecpay-gateway.ts. The shopper's BROWSER POSTs the form to mapUrl, picks a store, and is
 * then form-POSTed back to replyUrl with the selection (a cross-site top-level POST: no SameSite=Lax
 * cookies, so correlate with tradeNo/extraData, not with the session).
 */

/** 7-ELEVEN and FamilyMart store-to-store pickup. */
export type StoreChain = 'UNIMARTC2C' | 'FAMIC2C';

export const STORE_CHAINS: readonly StoreChain[] = ['UNIMARTC2C', 'FAMIC2C'];

export interface PrepareStoreMapInput {
  subType: StoreChain;
  /** 1 to 20 ASCII letters or digits; echoed back. */
  tradeNo: string;
  /** Where the browser is POSTed the chosen store; answer it with a page or a redirect. */
  replyUrl: string;
  /** Echoed back unchanged (at most 20 characters): a correlation / anti-forgery token. */
  extraData?: string;
  /** 'mobile' asks for the phone-sized map (7-ELEVEN; FamilyMart ignores it). Default 'pc'. */
  device?: 'pc' | 'mobile';
}

export interface StoreMapForm {
  mapUrl: string;
  formData: Record<string, string>;
}

export interface StoreSelection {
  subType: StoreChain;
  /** The store id to ship to (ReceiverStoreID of the shipment, at most 6 characters). */
  storeId: string;
  storeName: string;
  address: string;
  telephone: string;
  /** An outlying-island store (CVSOutSide = 1). */
  outlyingIsland: boolean;
  merchantTradeNo: string;
  extraData: string;
}

export type StoreSelectionRejectionCode = 'STORE_SELECTION_MALFORMED' | 'MERCHANT_ID_MISMATCH';

/**
 * The reply is NOT signed by the provider: a structurally valid selection is still untrusted input. The
 * caller must check merchantTradeNo / extraData against its own state before using it.
 */
export type StoreSelectionResult =
  | { ok: true; selection: StoreSelection }
  | { ok: false; rejection: { code: StoreSelectionRejectionCode; message: string } };

export interface StoreMap {
  /** @throws ValidationError (application/errors) naming the invalid input fields. */
  prepareStoreMap(input: PrepareStoreMapInput): StoreMapForm;
  /** Never throws. */
  parseStoreSelection(fields: Readonly<Record<string, string>>): StoreSelectionResult;
}

export const STORE_MAP = Symbol.for('StoreMap');
