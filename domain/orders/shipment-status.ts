import type { LogisticsSubType } from './pickup-store';

/**
 * ECPay C2C logistics status codes (research/ecpay.md section 8.4, from ECPay's own logistics_status and
 * logistics_history sheets) mapped onto the shipping statuses the order history shows (spec 1, section 4:
 * pending / prepared / shipped / delivered), plus `returned`, which the spec's block lacks but a parcel that
 * goes back to the seller needs (showing it as "in transit" for days would be a lie).
 *
 * Decisions:
 * - "Needs a store re-pick" (pickup or sender store closed: 2104, 7011, 7101, 7032, 7201) is NOT a stage of its
 *   own: it says nothing about where the parcel is, only that a person must act. Those codes keep the stage
 *   the shipment had (`stage: null`) and raise `attention`, which lists the shipment to staff. The same holds
 *   for 9999 (cancelled), 7013 (seller never shipped) and OKMART's inspection errors 7102 to 7107.
 * - The stage 'shipped' covers everything between the hand-in and the pickup, arrival at the store included (the
 *   stored stage, forward-only). Issue 22: the arrival codes carry `atStore`, and the screens show that as its own
 *   step (domain/orders/order-truth.ts), since 'in transit' for a parcel waiting at the store was untrue.
 * - An unknown code is kept (history, status_code) and counts as `shipped` ('in transit' to the shopper):
 *   never a crash, never a refusal; ECPay's sheets list more codes (53 for 7-ELEVEN) than section 8.4 does.
 * - The codes mean the same on every chain where they appear, so the table is keyed by code; `chains` says
 *   where research 8.4 lists each one (documentation and tests).
 */
export const SHIPMENT_STAGES = ['pending', 'prepared', 'shipped', 'delivered', 'returned'] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

type Chain = LogisticsSubType | 'HILIFEC2C' | 'OKMARTC2C';

export interface StatusCodeMeaning {
  /** The stage this code puts the parcel in; null: it tells nothing about the parcel's place (keeps the stage). */
  stage: ShipmentStage | null;
  /** The parcel was handed in at the sender's store: shipped_at is set (the first time). */
  handedIn?: true;
  /** The buyer picked the parcel up: delivered_at is set. */
  pickedUp?: true;
  /** The parcel waits at the pickup store (issue 22: the buyer is told to collect it, not that it travels). */
  atStore?: true;
  /** A person must act (store closed, never collected, cancelled...): listed to staff. */
  attention?: true;
  chains: readonly Chain[];
  /** What ECPay's sheet says, in English, for whoever reads this table. */
  note: string;
}

const U: Chain = 'UNIMARTC2C';
const F: Chain = 'FAMIC2C';
const H: Chain = 'HILIFEC2C';
const O: Chain = 'OKMARTC2C';

export const C2C_STATUS_CODES: Readonly<Record<number, StatusCodeMeaning>> = {
  // Order created at ECPay (the create answer's RtnCode; Hi-Life then 2001 "sent to the chain").
  300: { stage: 'prepared', chains: [U, F, H], note: 'order created at ECPay' },
  2001: { stage: 'prepared', chains: [H], note: 'order sent to the chain' },
  // The seller dropped the parcel at a store: the hand-in.
  2068: { stage: 'shipped', handedIn: true, chains: [U], note: 'seller dropped the parcel at the store' },
  3032: { stage: 'shipped', handedIn: true, chains: [F, H, O], note: 'seller dropped the parcel at the store' },
  // Logistics centre accepted, on the way, arrived at the pickup store.
  2030: { stage: 'shipped', chains: [U, O], note: 'logistics centre accepted the parcel' },
  3024: { stage: 'shipped', chains: [F, H], note: 'logistics centre accepted the parcel' },
  2073: { stage: 'shipped', atStore: true, chains: [U, O], note: 'arrived at the pickup store' },
  2063: { stage: 'shipped', atStore: true, chains: [U], note: 'arrived at the pickup store' },
  3018: { stage: 'shipped', atStore: true, chains: [F, H], note: 'arrived at the pickup store' },
  3029: { stage: 'shipped', atStore: true, chains: [F], note: 'arrived at the designated pickup store' },
  2105: { stage: 'shipped', chains: [U, F, H, O], note: 'store change applied' },
  // The buyer picked it up.
  2067: { stage: 'delivered', pickedUp: true, chains: [U], note: 'buyer picked the parcel up' },
  3022: { stage: 'delivered', pickedUp: true, chains: [F, H, O], note: 'buyer picked the parcel up' },
  // Not picked up: on its way back, back at the sender's store, collected by the seller (or not).
  2074: { stage: 'returned', chains: [U, O], note: 'buyer did not pick up; returning to the logistics centre' },
  3020: { stage: 'returned', chains: [F, H], note: 'buyer did not pick up; returning to the logistics centre' },
  2076: { stage: 'returned', chains: [U], note: 'returned to the logistics centre' },
  3025: { stage: 'returned', chains: [H], note: 'returned to the logistics centre' },
  2078: { stage: 'returned', chains: [O], note: 'returned to the logistics centre' },
  2072: { stage: 'returned', chains: [U, O], note: "back at the sender's store" },
  3019: { stage: 'returned', chains: [F, H], note: "back at the sender's store" },
  3031: { stage: 'returned', chains: [F], note: "back at the sender's designated store" },
  2070: { stage: 'returned', chains: [U], note: 'seller collected the returned parcel' },
  3023: { stage: 'returned', chains: [F, H, O], note: 'seller collected the returned parcel' },
  2096: { stage: 'returned', attention: true, chains: [U], note: 'seller did not collect the return' },
  3021: { stage: 'returned', attention: true, chains: [F, O], note: 'seller did not collect the return' },
  2075: { stage: 'returned', attention: true, chains: [O], note: 'seller did not collect the return (first notice)' },
  2097: { stage: 'returned', chains: [U], note: 'parcel returning by home delivery' },
  7035: { stage: 'returned', attention: true, chains: [F], note: 'not collected in time, parcel destroyed' },
  // A store closed: someone must choose again (stage unchanged).
  2104: { stage: null, attention: true, chains: [U], note: 'pickup or sender store closed: choose another' },
  7011: { stage: null, attention: true, chains: [F, H], note: 'pickup store closed: choose another' },
  7101: { stage: null, attention: true, chains: [O], note: 'pickup store closed: choose another' },
  7032: { stage: null, attention: true, chains: [F, H], note: 'sender store closed' },
  7201: { stage: null, attention: true, chains: [O], note: 'sender store closed' },
  // Cancelled or never shipped.
  9999: { stage: null, attention: true, chains: [U], note: 'order cancelled' },
  7013: { stage: null, attention: true, chains: [U, F], note: 'not handed in before the deadline (seller did not ship)' },
  // OKMART delivery inspection errors.
  7102: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
  7103: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
  7104: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
  7105: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
  7106: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
  7107: { stage: null, attention: true, chains: [O], note: 'delivery inspection error' },
};

const UNKNOWN: StatusCodeMeaning = { stage: 'shipped', chains: [], note: 'unknown code: shown as in transit' };

/** What an ECPay status code means; an unknown code is 'in transit' (see above), never an error. */
export function meaningOfStatusCode(code: number): StatusCodeMeaning & { known: boolean } {
  const meaning = C2C_STATUS_CODES[code];
  return meaning ? { ...meaning, known: true } : { ...UNKNOWN, known: false };
}

const RANK: Readonly<Record<ShipmentStage, number>> = { pending: 0, prepared: 1, shipped: 2, delivered: 3, returned: 4 };

/** The shipment's state as far as its notifications go. */
export interface ShipmentProgress {
  stage: ShipmentStage;
  statusCode: number | null;
  /** UpdateStatusDate of the notification that set statusCode (null before any). */
  statusAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/**
 * Applies one status code (ECPay's UpdateStatusDate `at`) to a shipment. Forward only: a code of an earlier
 * stage than the current one changes nothing (notifications arrive late and out of order); `returned` is
 * reached from any stage and left by none. Within the same stage the newer UpdateStatusDate wins the shown
 * code (an older one of the same stage arriving late does not replace it). The hand-in and pickup instants are
 * recorded whenever their code arrives, even late (the earliest hand-in wins), since they are facts, not stages.
 */
export function applyStatusCode(current: ShipmentProgress, code: number, at: Date): ShipmentProgress {
  const meaning = meaningOfStatusCode(code);
  const next: ShipmentProgress = { ...current };
  if (meaning.handedIn && (next.shippedAt === null || at < next.shippedAt)) next.shippedAt = at;
  if (meaning.pickedUp && next.deliveredAt === null) next.deliveredAt = at;
  const target = meaning.stage ?? current.stage;
  const forward = RANK[target] > RANK[current.stage];
  const sameStageNewer = RANK[target] === RANK[current.stage] && (current.statusAt === null || at >= current.statusAt);
  if (forward || sameStageNewer) {
    next.stage = target;
    next.statusCode = code;
    next.statusAt = at;
  }
  return next;
}

/** Whether moving from `from` to `to` goes forward (or into returned); a staff action obeys the same rule. */
export function isForwardStage(from: ShipmentStage, to: ShipmentStage): boolean {
  return RANK[to] > RANK[from];
}

/**
 * The tracking number a shopper can look up (research/ecpay.md 8.2): for 7-ELEVEN C2C the store-to-store
 * shipment number is CVSPaymentNo followed by CVSValidationNo (G6544529 + 7175 = G65445297175); the other chains
 * use CVSPaymentNo alone. Null before ECPay gave a number.
 */
export function trackingNumberOf(subType: string, paymentNo: string | null, validationNo: string | null): string | null {
  if (!paymentNo) return null;
  return subType === 'UNIMARTC2C' && validationNo ? `${paymentNo}${validationNo}` : paymentNo;
}
