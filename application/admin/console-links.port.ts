/**
 * Where the console's overview points the owner (issue 28): the storefront, and in the demo (PROVIDERS=sandbox) the
 * ECPay simulator's logistics back office, where parcels are moved by hand. Paths on the shop's own origin; bound
 * by the admin module from the configuration.
 */
export interface ConsoleLinks {
  storefront: string;
  /** null outside the demo: a live shop has ECPay's own back office, which we do not link to. */
  logisticsBackOffice: string | null;
}

export const CONSOLE_LINKS = Symbol.for('ConsoleLinks');
