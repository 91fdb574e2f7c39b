import type * as t from 'io-ts';
import { AdminShipmentAttentionList, type AdminShipmentAttentionItem } from '../../../../application/contracts/admin';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The staff console's shipments that need a person (issue 12; application/contracts/admin.ts), with the staff token.
 * Loaded by its saga on first use, so the admin contract's codecs stay out of the storefront's entry chunk.
 */
export type ShipmentAttentionItem = t.TypeOf<typeof AdminShipmentAttentionItem>;

/** GET /api/admin/shipments/attention -> { items }, newest change first. */
export async function fetchShipmentsAttention(token: string): Promise<ShipmentAttentionItem[]> {
  const body = await apiRequest('/api/admin/shipments/attention', {
    auth: { token }, defaultMessage: messages.admin.shipmentsAttention.loadFailed, decode: AdminShipmentAttentionList,
  });
  return body.items;
}
