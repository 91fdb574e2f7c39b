import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { SHOPEE_CONNECTION_STORE, SHOPEE_TARGET, type ShopeeConnectionStore } from './shopee-connection.port';

/**
 * POST /api/shopee/auth/logout (staff): forgets the connection and its tokens (idempotent), audited
 * 'shopee.disconnect'. The synced products stay listed: carts and the storefront keep working on the last synced
 * data until staff connect again and a full sync runs (which deletes what the shop no longer lists); emptying the
 * catalogue on a click would be a far bigger, and irreversible, surprise. A sync running now fails with
 * SHOPEE_NOT_CONNECTED at its next call.
 */
@injectable()
export class DisconnectShopee {
  constructor(
    @inject(SHOPEE_CONNECTION_STORE) private readonly connections: ShopeeConnectionStore,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  async execute(staffId: number): Promise<void> {
    await this.connections.clear();
    await this.audit.execute(staffId, 'shopee.disconnect', SHOPEE_TARGET);
  }
}
