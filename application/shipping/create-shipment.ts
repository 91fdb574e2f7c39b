import { inject, injectable } from 'inversify';
import { formatMessage } from '../../domain/messages';
import { afterFailedAttempt } from '../../domain/orders/shipment-job';
import { parcelName } from '../../domain/validation/pickup-name';
import { ApplicationError } from '../errors';
import { TransitionOrder } from '../orders/transition-order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { LOGISTICS_GATEWAY, type C2cSubType, type EcpayShipment, type LogisticsGateway } from './logistics-gateway.port';
import type { Shipment } from './shipment';
import { decideByCode } from './shipment-decisions';
import { SHIPMENT_CALLBACK_URLS, type ShipmentCallbackUrls } from './shipment-callback-urls.port';
import { SHIPMENT_STORE, type ShipmentOrderFacts, type ShipmentStore } from './shipment-store.port';

/** The domain's limit (shipment-job.ts), also read here by the job's tests. */
export { SHIPMENT_MAX_ATTEMPTS } from '../../domain/orders/shipment-job';
/** How long a claim keeps other processes off a shipment (longer than any ECPay call). */
export const SHIPMENT_CLAIM_MS = 5 * 60_000;
/** ECPay's CVS bound for GoodsAmount (research 8.1). */
const GOODS_AMOUNT = { min: 1, max: 20_000 } as const;

export type CreateShipmentOutcome =
  | { kind: 'created'; shipment: Shipment; recovered: boolean; orderMoved: boolean }
  | { kind: 'retry_later'; error: string; retryAt: Date }
  | { kind: 'failed'; error: string };

const isC2c = (subType: string): subType is C2cSubType => subType === 'UNIMARTC2C' || subType === 'FAMIC2C';

/**
 * One ECPay logistics order for a shipment the caller has CLAIMED (ShipmentStore.claimDue/claimNow): the
 * claim makes this the only caller for the row. The MerchantTradeNo is the row's, derived from the order, so
 * after a crash between ECPay's answer and our write the retry sends the same number; ECPay refuses it as a
 * duplicate and findShipment gives us the shipment it already has: never two shipments for one order.
 * Then the order moves to PROCESSING through the status machine (TransitionOrder).
 * A buyer name ECPay cannot print whole (domain parcelName) fails at once with the reason for staff, never cut.
 * ECPay down: due again after the domain's backoff, failed after SHIPMENT_MAX_ATTEMPTS (afterFailedAttempt). ECPay
 * refusing the request (not a duplicate): failed at once, for a person to look at (retrying it would be refused again).
 */
@injectable()
export class CreateShipment {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(LOGISTICS_GATEWAY) private readonly gateway: LogisticsGateway,
    @inject(SHIPMENT_CALLBACK_URLS) private readonly urls: ShipmentCallbackUrls,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(claimed: Shipment): Promise<CreateShipmentOutcome> {
    const facts = await this.shipments.orderFacts(claimed.orderId);
    if (!facts) return this.fail(claimed, 'order not found', false);
    if (!isC2c(facts.subType)) return this.fail(claimed, `logistics sub type ${facts.subType} is not C2C`, false);
    if (facts.totalAmount < GOODS_AMOUNT.min || facts.totalAmount > GOODS_AMOUNT.max) {
      return this.fail(claimed, `goods amount ${facts.totalAmount} outside ECPay's ${GOODS_AMOUNT.min}..${GOODS_AMOUNT.max}`, false);
    }
    // The clerk checks this name against the buyer's ID: it is sent whole (its spaces out) or not at all (issue 28).
    const receiverName = parcelName(facts.customerName);
    if (receiverName === undefined) return this.fail(claimed, formatMessage('SHIPMENT_RECEIVER_NAME_UNFIT', { name: facts.customerName.trim() }), false);
    let answer: EcpayShipment | null;
    let recovered = false;
    try {
      const outcome = await this.gateway.createShipment({
        merchantTradeNo: claimed.merchantTradeNo, tradeDate: this.clock.now(), subType: facts.subType,
        goodsAmount: facts.totalAmount, goodsName: goodsName(facts),
        // Store payment: ECPay collects the order total at pickup.
        collectOnPickup: facts.paymentMethod === 'store_cod',
        receiverName, receiverCellPhone: facts.customerPhone, receiverStoreId: facts.storeId,
        serverReplyUrl: this.urls.statusNotifyUrl(),
      });
      if (outcome.kind === 'created') {
        answer = outcome.shipment;
      } else if (outcome.duplicate) {
        // We (a crashed earlier run) created it already: ECPay's copy is the truth.
        answer = await this.gateway.findShipment(claimed.merchantTradeNo);
        recovered = true;
        if (!answer) return this.fail(claimed, `ECPay says duplicate but has no shipment: ${outcome.message}`, true);
      } else {
        return this.fail(claimed, `ECPay refused: ${outcome.message}`, false);
      }
    } catch (error) {
      return this.fail(claimed, errorText(error), true);
    }

    const now = this.clock.now();
    await this.shipments.recordCreated(claimed.id, answer, now);
    const recorded = await this.shipments.recordStatus(claimed.merchantTradeNo, {
      statusCode: answer.statusCode, message: answer.statusMessage, source: 'create', occurredAt: now, receivedAt: now,
      logisticsId: answer.logisticsId, paymentNo: answer.paymentNo, validationNo: answer.validationNo,
      decide: decideByCode(answer.statusCode, now),
    });
    const orderMoved = await this.moveOrder(claimed.orderId);
    const shipment = recorded.kind === 'recorded' ? recorded.shipment : claimed;
    return { kind: 'created', shipment, recovered, orderMoved };
  }

  /**
   * PAID or PENDING -> PROCESSING (the domain's machine); false when the order is elsewhere already (a repeat).
   * Also called by the job for created shipments whose order did not move (a crash between the two writes).
   */
  async moveOrder(orderId: string): Promise<boolean> {
    try {
      const moved = await this.transition.execute({ orderId, to: 'PROCESSING', reason: 'ecpay logistics order created' });
      return moved.changed;
    } catch (error) {
      if (error instanceof ApplicationError) return false;
      throw error;
    }
  }

  private async fail(claimed: Shipment, error: string, retryable: boolean): Promise<CreateShipmentOutcome> {
    const now = this.clock.now();
    const { retryAt } = afterFailedAttempt(claimed.attempts, retryable, now);
    await this.shipments.recordFailure(claimed.id, error, retryAt, now);
    return retryAt ? { kind: 'retry_later', error, retryAt } : { kind: 'failed', error };
  }
}

/** ECPay's GoodsName has at most 50 characters (research/ecpay.md, String(50)). */
const GOODS_NAME_MAX = 50;
/** Room kept for the first item's variant (label and SKU) in GoodsName; the title gives way first. */
const GOODS_NAME_VARIANT_MAX = 30;

/**
 * ECPay's GoodsName: the first item, its variant (label and SKU, issue 22: the one field of the shipment that
 * names what is in the parcel, so the variant must survive a long title), and how many more items there are.
 */
export function goodsName(facts: ShipmentOrderFacts): string {
  const more = facts.itemCount > 1 ? ` +${facts.itemCount - 1}` : '';
  const variantText = [facts.firstItemVariantName, facts.firstItemVariantSku].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ');
  const variant = variantText === '' ? '' : ` ${variantText}`.slice(0, GOODS_NAME_VARIANT_MAX);
  const title = (facts.firstItemTitle.trim() || facts.orderId).slice(0, GOODS_NAME_MAX - more.length - variant.length);
  return `${title}${variant}${more}`;
}

function errorText(error: unknown): string {
  if (error instanceof ApplicationError) return `${error.code}`;
  return error instanceof Error ? error.message : String(error);
}
