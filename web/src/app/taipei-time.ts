import { parseInstant } from '../domain';

/** Taiwan time whatever the device's zone (the shop, its orders and its staff are in Taiwan). */
const TAIPEI_TIME_FORMAT = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A date and time as the storefront and the console show it, e.g. '2026/11/20 12:00'; '' for a missing or broken time. */
export function formatTaipeiTime(value: string | null | undefined): string {
  const ms = parseInstant(value);
  if (ms === null) return '';
  // Put together from the parts, not format(): the separators differ between ICU versions (Node's and the
  // browser's), and a page the server painted must read the same once the browser hydrates it (issue 29).
  const parts = TAIPEI_TIME_FORMAT.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}
