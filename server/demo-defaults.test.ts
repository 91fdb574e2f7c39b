import { demoDefaults, DEMO_LOGISTICS_AUTO_MS } from './demo-defaults';
import { loadConfig } from './load-config';

/** Issue 28: in the demo, shipments move by themselves; nowhere else, and never over the operator's own value. */
describe('npm start\'s demo defaults', () => {
  it('turn the simulator\'s auto-advance on under PROVIDERS=sandbox (or unset) outside production', () => {
    expect(demoDefaults({})).toEqual({ sandboxLogisticsAutoMs: DEMO_LOGISTICS_AUTO_MS });
    expect(demoDefaults({ PROVIDERS: 'sandbox', NODE_ENV: 'development' })).toEqual({ sandboxLogisticsAutoMs: DEMO_LOGISTICS_AUTO_MS });
    // What npm start then runs with: a parcel from created to picked up in a minute (four steps).
    expect(loadConfig({}, demoDefaults({})).sandboxLogisticsAutoMs * 4).toBe(60_000);
  });

  it('leave it off for a live shop and in production, and keep what the operator set, 0 included', () => {
    expect(demoDefaults({ PROVIDERS: 'ecpay' })).toEqual({});
    expect(demoDefaults({ NODE_ENV: 'production' })).toEqual({});
    expect(demoDefaults({ SANDBOX_LOGISTICS_AUTO_MS: '0' })).toEqual({});
    expect(loadConfig({ SANDBOX_LOGISTICS_AUTO_MS: '5000' }, demoDefaults({ SANDBOX_LOGISTICS_AUTO_MS: '5000' })).sandboxLogisticsAutoMs).toBe(5000);
  });

  it('a server a test starts (no demo defaults) keeps the simulator still', () => {
    expect(loadConfig({}, {}).sandboxLogisticsAutoMs).toBe(0);
  });
});
