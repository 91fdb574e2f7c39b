import { randomInt } from 'node:crypto';
import type { C2cSubType } from '../../../application/shipping/logistics-gateway.port';
import { DELIVERY_CHAINS, RETURN_CHAINS } from './logistics-codes';

/** One status a shipment went through, and whether the shop acknowledged its first delivery. */
export interface ShipmentStep {
  code: number;
  at: Date;
  acknowledged: boolean;
}

/** A C2C shipment the simulator holds: the create form it was made from, its numbers, and its status path. */
export interface SandboxShipment {
  logisticsId: string;
  /** The accepted /Express/Create fields (CheckMacValue left out). */
  request: Record<string, string>;
  subType: C2cSubType;
  /** CVSPaymentNo (7-ELEVEN: 8 characters; FamilyMart: 11 digits). */
  paymentNo: string;
  /** CVSValidationNo: 4 digits for 7-ELEVEN, empty for FamilyMart. */
  validationNo: string;
  statusCode: number;
  /** Which chain `step` indexes: the way to the buyer, or back after 'not picked up'. */
  path: 'delivery' | 'return';
  step: number;
  createdAt: Date;
  history: ShipmentStep[];
}

const MAX_SHIPMENTS = 2000;

/** The shipments in memory, by AllPayLogisticsID and by MerchantTradeNo; past MAX_SHIPMENTS the oldest is forgotten. */
export function shipmentBook() {
  const byLogisticsId = new Map<string, SandboxShipment>();
  const byMerchantTradeNo = new Map<string, SandboxShipment>();
  return { byLogisticsId, byMerchantTradeNo, remember };

  function remember(shipment: SandboxShipment): void {
    byLogisticsId.set(shipment.logisticsId, shipment);
    byMerchantTradeNo.set(shipment.request.MerchantTradeNo, shipment);
    if (byLogisticsId.size > MAX_SHIPMENTS) {
      const oldest = byLogisticsId.values().next().value as SandboxShipment;
      byLogisticsId.delete(oldest.logisticsId);
      byMerchantTradeNo.delete(oldest.request.MerchantTradeNo);
    }
  }
}

/**
 * The shipment's numbers. AllPayLogisticsID: Unix seconds and a 4-digit sequence, so a restarted simulator
 * does not hand out an id a shop's database already holds for another shipment.
 */
export function shipmentNumbers(now: Date, sequence: number, subType: C2cSubType): Pick<SandboxShipment, 'logisticsId' | 'paymentNo' | 'validationNo'> {
  const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
  return {
    logisticsId: `${Math.floor(now.getTime() / 1000)}${String(sequence % 10000).padStart(4, '0')}`,
    paymentNo: subType === 'UNIMARTC2C' ? `F${digits(7)}` : digits(11),
    validationNo: subType === 'UNIMARTC2C' ? digits(4) : '',
  };
}

/** The code a 'next step' moves to, or undefined at the end of the shipment's path. */
export function nextCode(shipment: SandboxShipment): number | undefined {
  const chain = (shipment.path === 'delivery' ? DELIVERY_CHAINS : RETURN_CHAINS)[shipment.subType];
  return chain[shipment.step + 1];
}

/**
 * Moves the shipment to `code`: a code of its delivery or return chain also moves it along that chain (so
 * 'next step' continues from there); any other code (an unknown one) only changes the status.
 */
export function moveTo(shipment: SandboxShipment, code: number, at: Date): void {
  const delivery = DELIVERY_CHAINS[shipment.subType].indexOf(code);
  const back = RETURN_CHAINS[shipment.subType].indexOf(code);
  if (delivery >= 0) {
    shipment.path = 'delivery';
    shipment.step = delivery;
  } else if (back >= 0) {
    shipment.path = 'return';
    shipment.step = back;
  }
  shipment.statusCode = code;
  shipment.history.push({ code, at, acknowledged: false });
}
