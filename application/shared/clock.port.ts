/**
 * Where "now" comes from (design.md, section 2: "Time comes from a Clock port"). Reservation expiry and
 * availability depend on it, so tests inject a clock they can move past the 2-hour hold instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol.for('Clock');
