import type { OutletListItem } from '../../domain';
import { OutletList } from '../../../../application/contracts/catalogue';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

export interface FetchOutletListOptions {
  /** Silent refreshes are background calls (8 s timeout). */
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/outlet/list: every outlet item, one row per variant (decoded with the contract's OutletList). */
export function fetchOutletList(options: FetchOutletListOptions = {}): Promise<OutletListItem[]> {
  return apiRequest('/api/outlet/list', { ...options, defaultMessage: messages.outlet.loadError, decode: OutletList });
}
