import { DEFAULT_LOGISTICS_SUB_TYPE, isLogisticsSubType, parseInstant } from '../../domain';
import { orderMessages } from './order-messages';

/** Taiwan time, whatever the device's zone: the order was placed in a Taiwan shop. */
const ORDER_TIME_FORMAT = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The order card's date and time (zh-TW, Asia/Taipei), e.g. '2026/11/20 12:00'; '' for a missing or broken date. */
export function formatOrderTime(value: string | null | undefined): string {
  const ms = parseInstant(value);
  return ms === null ? '' : ORDER_TIME_FORMAT.format(ms);
}

/** '7-ELEVEN' or '全家 FamilyMart' from the logistics sub-type (UNIMARTC2C when none is given, spec 2 §3). */
export function storeChainName(subType: string | null | undefined): string {
  const type = isLogisticsSubType(subType) ? subType : DEFAULT_LOGISTICS_SUB_TYPE;
  return orderMessages.chains[type] ?? type;
}
