import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType } from '../../domain';
import { orderMessages } from './order-messages';

/** '7-ELEVEN' or '全家 FamilyMart' from the logistics sub-type (UNIMARTC2C when none is given, spec 2 §3). */
export function storeChainName(subType: string | null | undefined): string {
  const type = isLogisticsSubType(subType) ? subType : DEFAULT_LOGISTICS_SUB_TYPE;
  return orderMessages.chains[type] ?? type;
}
