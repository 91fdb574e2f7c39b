import { FakeClock } from '../../shared/testing/fake-clock';
import type { PrepareStoreMapInput, StoreMap, StoreMapForm, StoreSelectionResult, StoreChain } from '../../payments/store-map.port';
import { GetStoreSelection } from '../get-store-selection';
import { InMemoryStoreSelectionStore } from './in-memory-store-selection-store';
import { OpenStoreMap, type OpenStoreMapInput } from '../open-store-map';
import { ReceiveStoreSelection } from '../receive-store-selection';
import type { StoreMapTokens } from '../store-map-tokens.port';

export const MAP_URL = 'https://map.example/Express/map';
export const REPLY_URL = 'https://shop.example/api/ecpay/logistics/map-reply';

/** A StoreMap that echoes the request as its form and reads a reply like ECPay's (fields of research section 7). */
export class FakeStoreMap implements StoreMap {
  readonly prepared: PrepareStoreMapInput[] = [];

  prepareStoreMap(input: PrepareStoreMapInput): StoreMapForm {
    this.prepared.push(input);
    return {
      mapUrl: MAP_URL,
      formData: { MerchantTradeNo: input.tradeNo, LogisticsSubType: input.subType, ServerReplyURL: input.replyUrl, ExtraData: input.extraData ?? '', Device: input.device === 'mobile' ? '1' : '0' },
    };
  }

  parseStoreSelection(fields: Readonly<Record<string, string>>): StoreSelectionResult {
    if (!fields.CVSStoreID || !fields.CVSStoreName) return { ok: false, rejection: { code: 'STORE_SELECTION_MALFORMED', message: 'no store' } };
    return {
      ok: true,
      selection: {
        subType: fields.LogisticsSubType as StoreChain, storeId: fields.CVSStoreID, storeName: fields.CVSStoreName, address: fields.CVSAddress ?? '',
        telephone: fields.CVSTelephone ?? '', outlyingIsland: fields.CVSOutSide === '1', merchantTradeNo: fields.MerchantTradeNo ?? '', extraData: fields.ExtraData ?? '',
      },
    };
  }
}

/** Tokens tk000001, tk000002, ... */
export class SequentialStoreMapTokens implements StoreMapTokens {
  private next = 0;
  issue(): string {
    this.next += 1;
    return `tk${String(this.next).padStart(6, '0')}`;
  }
}

export function logisticsFixture() {
  const clock = new FakeClock('2026-11-20T04:00:00.000Z');
  const storeMap = new FakeStoreMap();
  const store = new InMemoryStoreSelectionStore();
  const open = new OpenStoreMap(storeMap, store, new SequentialStoreMapTokens(), clock);
  const receive = new ReceiveStoreSelection(storeMap, store, clock);
  const getSelection = new GetStoreSelection(store);
  const openInput = (overrides: Partial<OpenStoreMapInput> = {}): OpenStoreMapInput => ({
    mapRef: 'MAP-123456', subType: 'UNIMARTC2C', device: 'mobile', returnUrl: '/checkout', replyUrl: REPLY_URL, ...overrides,
  });
  /** The reply the map posts back for a form: a 7-ELEVEN (or the form's chain) store. */
  const replyTo = (form: StoreMapForm, overrides: Record<string, string> = {}) => ({
    MerchantID: '2000933', MerchantTradeNo: form.formData.MerchantTradeNo, LogisticsSubType: form.formData.LogisticsSubType,
    CVSStoreID: '131386', CVSStoreName: '台北車站門市', CVSAddress: '台北市中正區忠孝西路一段49號', CVSTelephone: '02-23713862', CVSOutSide: '0',
    ExtraData: form.formData.ExtraData, ...overrides,
  });
  return { clock, storeMap, store, open, receive, getSelection, openInput, replyTo };
}
