import type { OutletListItem } from '../../domain';
import { ApiRequestError, apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

export interface FetchOutletListOptions {
  /** Silent refreshes are background calls (8 s timeout). */
  background?: boolean;
  signal?: AbortSignal;
}

/** GET /api/outlet/list: every outlet item, one row per variant. */
export async function fetchOutletList(options: FetchOutletListOptions = {}): Promise<OutletListItem[]> {
  const items = await apiRequest<unknown>('/api/outlet/list', { ...options, defaultMessage: messages.outlet.loadError });
  // The grid maps over this; a non-array would crash every card, so treat it as a failed load instead.
  if (!Array.isArray(items)) throw new ApiRequestError(200, 'BAD_RESPONSE', messages.outlet.loadError);
  return items as OutletListItem[];
}
