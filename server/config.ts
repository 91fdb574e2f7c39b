import path from 'node:path';

/**
 * Runtime configuration, read once from environment variables at startup. Every default below is for the
 * local demo (`npm start` on a laptop); production sets at least DATABASE_URL. An invalid value stops the
 * server at startup with ConfigError, naming the variable, instead of failing on the first request.
 *
 * | Variable          | Default          | Meaning                                                             |
 * |-------------------|------------------|---------------------------------------------------------------------|
 * | PORT              | 3000             | TCP port; 0 picks a free one (tests, bench).                        |
 * | HOST              | 0.0.0.0          | Interface to listen on.                                             |
 * | DATABASE_URL      | (unset)          | mysql://user:pass@host:3306/db. Unset: embedded SQLite file.        |
 * | DATA_DIR          | data             | Folder of the embedded SQLite file DATA_DIR/shop.sqlite.            |
 * | PUBLIC_DIR        | dist/public      | The Vite build of web/ (index.html, /assets/*).                     |
 * | ASSETS_DIR        | server/static    | Server-owned static files (e.g. /images/demo/*.svg).                |
 * | LIST_CACHE_TTL_MS | 1000             | Max age of the cached GET /api/outlet/list body; 0 = no reuse.      |
 * | SEED_DEMO         | true for SQLite, | Insert the demo catalogue when the outlet table is empty.           |
 * |                   | false for MySQL  |                                                                     |
 * | RESERVATION_SWEEP_MS | 60000         | How often expired reservations are recorded as such; 0 = never.     |
 * | CART_DEBUG        | false            | Serve GET /api/cart/debug/{phone} (raw rows); never in production.  |
 *
 * Relative paths are resolved against process.cwd() (the repository root for `npm start`).
 */
export interface AppConfig {
  port: number;
  host: string;
  /** undefined: the embedded SQLite database at sqliteFileOf(config). */
  databaseUrl: string | undefined;
  dataDir: string;
  publicDir: string;
  assetsDir: string;
  listCacheTtlMs: number;
  seedDemo: boolean;
  /** 0 disables the sweep job (availability does not depend on it: expired holds stop counting anyway). */
  reservationSweepMs: number;
  cartDebug: boolean;
}

export const SQLITE_FILE_NAME = 'shop.sqlite';

/** Upper bound of LIST_CACHE_TTL_MS: a list older than a minute would defeat the storefront's 60 s refresh. */
export const MAX_LIST_CACHE_TTL_MS = 60_000;

/** Upper bound of RESERVATION_SWEEP_MS: one day (the 2-hour holds need no slower bookkeeping than that). */
export const MAX_RESERVATION_SWEEP_MS = 86_400_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function sqliteFileOf(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, SQLITE_FILE_NAME);
}

/**
 * Builds the configuration: `overrides` (from code: tests, the bench) win over `env`, env wins over the
 * defaults. Paths come out absolute.
 * @throws ConfigError listing every invalid variable at once.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
  cwd: string = process.cwd(),
): AppConfig {
  const problems: string[] = [];
  // An override is checked like the variable it stands for, so a typo in a test fails the same way.
  const pick = <T>(name: string, override: T | undefined, parse: Parser<T>, fallback: T): T => {
    const raw = override !== undefined ? String(override) : env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    // DATABASE_URL may hold a password: never echo it.
    const shown = name === 'DATABASE_URL' ? '' : `=${JSON.stringify(raw)}`;
    problems.push(`${name}${shown} ${parsed.problem}`);
    return fallback;
  };

  // `{ databaseUrl: undefined }` is a real choice (the embedded SQLite, whatever DATABASE_URL says).
  const databaseUrl = 'databaseUrl' in overrides && overrides.databaseUrl === undefined
    ? undefined
    : pick<string | undefined>('DATABASE_URL', overrides.databaseUrl, parseDatabaseUrl, undefined);
  const config: AppConfig = {
    port: pick('PORT', overrides.port, parseInteger(0, 65535), 3000),
    host: pick('HOST', overrides.host, parseText, '0.0.0.0'),
    databaseUrl,
    dataDir: path.resolve(cwd, pick('DATA_DIR', overrides.dataDir, parseText, 'data')),
    publicDir: path.resolve(cwd, pick('PUBLIC_DIR', overrides.publicDir, parseText, path.join('dist', 'public'))),
    assetsDir: path.resolve(cwd, pick('ASSETS_DIR', overrides.assetsDir, parseText, path.join('server', 'static'))),
    listCacheTtlMs: pick('LIST_CACHE_TTL_MS', overrides.listCacheTtlMs, parseInteger(0, MAX_LIST_CACHE_TTL_MS), 1000),
    // The demo catalogue belongs in a throwaway local database, never silently in a shared MySQL one.
    seedDemo: pick('SEED_DEMO', overrides.seedDemo, parseBoolean, databaseUrl === undefined),
    reservationSweepMs: pick('RESERVATION_SWEEP_MS', overrides.reservationSweepMs, parseInteger(0, MAX_RESERVATION_SWEEP_MS), 60_000),
    cartDebug: pick('CART_DEBUG', overrides.cartDebug, parseBoolean, false),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
type Parser<T> = (raw: string) => Parsed<T>;
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = <T>(text: string): Parsed<T> => ({ ok: false, problem: text });

const parseText: Parser<string> = (raw) => ok(raw);

function parseInteger(min: number, max: number): Parser<number> {
  return (raw) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? ok(Number(raw)) : problem(`must be an integer from ${min} to ${max}`));
}

const parseBoolean: Parser<boolean> = (raw) => {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return ok(true);
  if (['false', '0', 'no', 'off'].includes(value)) return ok(false);
  return problem('must be true or false');
};

const parseDatabaseUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not a URL (expected mysql://user:password@host:3306/database; leave it unset for the embedded SQLite)');
  }
  if (url.protocol !== 'mysql:') return problem(`uses ${url.protocol} (expected mysql://; leave it unset for the embedded SQLite)`);
  if (url.pathname.replace(/^\//, '') === '') return problem('names no database (expected mysql://user:password@host:3306/database)');
  return ok(raw);
};
