import path from 'node:path';
import { ConfigError, loadConfig, sqliteFileOf } from './config';

const CWD = '/srv/shop';

describe('loadConfig', () => {
  it('has documented defaults for the local demo', () => {
    const config = loadConfig({}, {}, CWD);
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/shop/data',
      publicDir: '/srv/shop/dist/public',
      assetsDir: '/srv/shop/server/static',
      listCacheTtlMs: 1000,
      seedDemo: true,
      reservationSweepMs: 60_000,
      cartDebug: false,
    });
    expect(sqliteFileOf(config)).toBe(path.join('/srv/shop/data', 'shop.sqlite'));
  });

  it('reads every variable, resolving relative paths against the working directory', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'mysql://shop:pw@db:3306/shop', DATA_DIR: '/var/lib/shop',
      PUBLIC_DIR: 'web-build', ASSETS_DIR: 'static', LIST_CACHE_TTL_MS: '250', SEED_DEMO: 'yes',
      RESERVATION_SWEEP_MS: '0', CART_DEBUG: 'true',
    }, {}, CWD);
    expect(config).toEqual({
      port: 8080, host: '127.0.0.1', databaseUrl: 'mysql://shop:pw@db:3306/shop', dataDir: '/var/lib/shop',
      publicDir: '/srv/shop/web-build', assetsDir: '/srv/shop/static', listCacheTtlMs: 250, seedDemo: true,
      reservationSweepMs: 0, cartDebug: true,
    });
  });

  it('does not seed a MySQL database unless SEED_DEMO says so', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop' }, {}, CWD).seedDemo).toBe(false);
    expect(loadConfig({}, { databaseUrl: 'mysql://root@127.0.0.1:3306/shop' }, CWD).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }, {}, CWD).seedDemo).toBe(false);
  });

  it('lets overrides win over the environment', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'true', LIST_CACHE_TTL_MS: '5' }, { port: 0, seedDemo: false, listCacheTtlMs: 0 }, CWD);
    expect(config).toMatchObject({ port: 0, seedDemo: false, listCacheTtlMs: 0 });
  });

  it('treats an explicit databaseUrl: undefined override as the embedded SQLite, whatever DATABASE_URL says', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/shop' }, { databaseUrl: undefined }, CWD);
    expect(config).toMatchObject({ databaseUrl: undefined, seedDemo: true });
  });

  it('rejects invalid values with one error naming every bad variable, without echoing the database password', () => {
    const attempt = () => loadConfig({
      PORT: 'eighty', LIST_CACHE_TTL_MS: '-1', SEED_DEMO: 'maybe', DATABASE_URL: 'postgres://u:secret@h/db',
    }, {}, CWD);
    expect(attempt).toThrow(ConfigError);
    const error = (() => { try { attempt(); } catch (caught) { return caught as ConfigError; } throw new Error('no error'); })();
    expect(error.problems).toHaveLength(4);
    expect(error.message).toMatch(/PORT="eighty" must be an integer from 0 to 65535/);
    expect(error.message).toMatch(/LIST_CACHE_TTL_MS="-1"/);
    expect(error.message).toMatch(/SEED_DEMO="maybe" must be true or false/);
    expect(error.message).toMatch(/DATABASE_URL uses postgres:/);
    expect(error.message).not.toMatch(/secret/);
  });

  it('rejects a port above 65535 and a MySQL URL without a database', () => {
    expect(() => loadConfig({ PORT: '70000' }, {}, CWD)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306' }, {}, CWD)).toThrow(/names no database/);
  });
});
