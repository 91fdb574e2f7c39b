/**
 * ECPay's date fields ('yyyy/MM/dd HH:mm:ss') are Taiwan local time (research section 10: a server in UTC
 * sends times 8 hours behind). Taiwan has used UTC+8 without daylight saving since 1980, so a fixed offset is
 * exact for every date this shop will see and needs no time-zone database.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatEcpayDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid date');
  const t = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return `${pad(t.getUTCFullYear(), 4)}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} `
    + `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const ECPAY_DATE = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of an ECPay 'yyyy/MM/dd HH:mm:ss' Taipei time, or undefined when it is not one. */
export function parseEcpayDateTime(text: string): Date | undefined {
  const m = ECPAY_DATE.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const instant = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - TAIPEI_OFFSET_MS);
  return formatEcpayDateTime(instant) === text ? instant : undefined;
}
