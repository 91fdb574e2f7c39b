import { parseInstant } from '../../domain';

/** Taiwan time whatever the device's zone, e.g. '2026/11/20 12:00'; '' for a missing or broken time. */
const TIME_FORMAT = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatTaipeiTime(value: string | null | undefined): string {
  const ms = parseInstant(value);
  return ms === null ? '' : TIME_FORMAT.format(ms);
}
