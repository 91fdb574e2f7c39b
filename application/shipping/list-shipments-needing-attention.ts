import { inject, injectable } from 'inversify';
import { SHIPMENT_STORE, type ShipmentNeedingAttention, type ShipmentStore } from './shipment-store.port';

/**
 * Staff: the shipments a person must look at, newest change first: creation failed for good (ECPay refused, or
 * unreachable SHIPMENT_MAX_ATTEMPTS times; last_error says why), or ECPay's latest code needs someone (a store
 * closed, a return not collected, a cancellation: domain/orders/shipment-status.ts `attention`).
 */
@injectable()
export class ListShipmentsNeedingAttention {
  constructor(@inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore) {}

  execute({ limit = 100 }: { limit?: number } = {}): Promise<ShipmentNeedingAttention[]> {
    return this.shipments.listNeedingAttention(Math.min(Math.max(1, Math.floor(limit)), 500));
  }
}
