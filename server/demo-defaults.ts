import type { AppConfig } from './config';

/** The demo's step of the logistics simulator: four steps from created to picked up, so a parcel arrives in a minute. */
export const DEMO_LOGISTICS_AUTO_MS = 15_000;

/**
 * What `npm start` (server/main.ts) turns on in the demo only (issue 28): PROVIDERS=sandbox (or unset, its default)
 * and NODE_ENV not production. Then shipments move by themselves (SANDBOX_LOGISTICS_AUTO_MS = 15 s a step) unless the
 * operator set SANDBOX_LOGISTICS_AUTO_MS, 0 included. startServer's own default stays 0, so tests that start a server
 * keep the simulator still and step it themselves.
 */
export function demoDefaults(env: NodeJS.ProcessEnv): Partial<AppConfig> {
  const providers = env.PROVIDERS?.trim() || 'sandbox';
  if (providers !== 'sandbox' || env.NODE_ENV === 'production') return {};
  const set = env.SANDBOX_LOGISTICS_AUTO_MS?.trim();
  return set === undefined || set === '' ? { sandboxLogisticsAutoMs: DEMO_LOGISTICS_AUTO_MS } : {};
}
