import type { Clock } from '../../application/shared/clock.port';

/** The real clock. The database stores UTC instants, so nothing here knows about time zones. */
export const systemClock: Clock = { now: () => new Date() };
