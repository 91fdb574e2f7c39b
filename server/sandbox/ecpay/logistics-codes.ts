import type { C2cSubType } from '../../../application/shipping/logistics-gateway.port';

/**
 * The C2C status codes the simulator sends, from ECPay's official status tables (research/ecpay.md section
 * 8.4, logistics_status.xlsx): the happy path of each chain, and the "not picked up" return path. The shop's
 * mapping of every code (domain/orders/shipment-status.ts) is not this list: this is only what the
 * simulator plays, exported for tests.
 */

/** RtnCode of a shipment ECPay has just accepted (訂單處理中), the create answer's code. */
export const CREATED_STATUS = 300;

export const DELIVERY_CHAINS: Readonly<Record<C2cSubType, readonly number[]>> = {
  // created, seller dropped the parcel at a store, logistics centre accepted, at the pickup store, picked up
  UNIMARTC2C: [300, 2068, 2030, 2073, 2067],
  FAMIC2C: [300, 3032, 3024, 3018, 3022],
};

/** Buyer did not pick up: returning, back at the sender's store, seller collected the return. */
export const RETURN_CHAINS: Readonly<Record<C2cSubType, readonly number[]>> = {
  UNIMARTC2C: [2074, 2072, 2070],
  FAMIC2C: [3020, 3019, 3023],
};

/**
 * A code in no ECPay table (the simulator's own), for the shop's "unknown code" path: it must be kept and shown
 * as in transit, never crash.
 */
export const UNKNOWN_STATUS_CODE = 9998;

/**
 * RtnMsg of each code the simulator sends: the milestone wording of research section 8.4 (ECPay's own texts
 * per code differ a little between chains and table versions).
 */
const MILESTONES = {
  created: '訂單處理中',
  droppedOff: '賣家已到門市寄件',
  centre: '物流中心驗收成功',
  atStore: '包裹配達取件門市',
  pickedUp: '買家已到店取貨',
  notPickedUp: '買家未取包裹,將退回物流中心',
  returned: '包裹已退至原寄件門市',
  collected: '賣家已取退回包裹',
};
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  300: MILESTONES.created,
  2068: MILESTONES.droppedOff, 3032: MILESTONES.droppedOff,
  2030: MILESTONES.centre, 3024: MILESTONES.centre,
  2073: MILESTONES.atStore, 3018: MILESTONES.atStore,
  2067: MILESTONES.pickedUp, 3022: MILESTONES.pickedUp,
  2074: MILESTONES.notPickedUp, 3020: MILESTONES.notPickedUp,
  2072: MILESTONES.returned, 3019: MILESTONES.returned,
  2070: MILESTONES.collected, 3023: MILESTONES.collected,
  [UNKNOWN_STATUS_CODE]: '（模擬器）不在綠界貨態表中的代碼',
};

export const statusMessage = (code: number): string => STATUS_MESSAGES[code] ?? `貨態 ${code}`;
