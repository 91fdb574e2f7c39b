/**
 * Static JS under a login flood (issue 29): the storefront's entry script fetched by BENCH_STATIC_CONNECTIONS (10)
 * connections, alone and while BENCH_LOGIN_CONNECTIONS (10) connections post correct logins (one password verify
 * each), on the server's own password-hashing defaults (login-flood.bench.ts's run, a fresh server each).
 *
 * Measured as BENCH_LOGIN_PAIRS (3) adjacent pairs, idle then flood, BENCH_LOGIN_PAIR_S (6) seconds each, and the
 * row reads the median of the pairs' ratios. One idle run and one flood run ten seconds apart compared a quiet moment
 * of a shared machine with a busy one as often as they compared the flood: on unchanged code the single ratio read
 * 0.91, 0.95 and 0.78 in three runs. A pair's two halves see the same neighbours; the median drops the odd pair.
 */
import { formatNumber, median, ratioOf, type Row } from '../goals';
import { intFromEnv } from '../bench-env';
import { run, type Row as FloodRow } from '../login-flood.bench';
import { entryScript } from './bundle';

const PAIRS = intFromEnv('BENCH_LOGIN_PAIRS', 3);
const PAIR_S = intFromEnv('BENCH_LOGIN_PAIR_S', 6);

interface Pair { idle: FloodRow; flood: FloodRow; ratio: number | undefined }

export async function loginRows(): Promise<Row[]> {
  const script = entryScript();
  const pairs: Pair[] = [];
  for (let n = 1; n <= PAIRS; n += 1) {
    console.log(`[logins] pair ${n} of ${PAIRS}: static ${script}, idle, then under 10 concurrent logins (${PAIR_S} s each)`);
    const idle = await run({ name: 'static JS alone', flood: false }, script, PAIR_S);
    const flood = await run({ name: 'static JS under 10 logins', flood: true }, script, PAIR_S);
    pairs.push({ idle, flood, ratio: ratioOf(flood.staticRps, idle.staticRps) });
  }
  const ratios = pairs.map((pair) => pair.ratio).filter((ratio): ratio is number => ratio !== undefined);
  const ratio = ratios.length === pairs.length ? median(ratios) : undefined;
  const middle = pairs.find((pair) => pair.ratio === ratio) ?? pairs[0];
  const { idle, flood } = middle;
  return [{
    id: 'static-under-logins',
    what: 'Static JS under 10 concurrent logins, vs idle',
    figures: `${ratio ?? '-'}, the median of ${pairs.length} adjacent pairs (${ratios.join(' / ')}); median pair: ` +
      `${formatNumber(flood.staticRps)} vs ${formatNumber(idle.staticRps)} req/s; p99 ${flood.staticP99Ms} vs ${idle.staticP99Ms} ms; ` +
      `logins ${formatNumber(flood.loginRps)}/s, ${flood.loginOk} x 2xx, ${flood.loginBusy} refused busy`,
    checks: [
      { label: 'under logins / idle', value: ratio, goal: 'atLeast', bound: 0.9 },
      { label: 'logins answered 2xx', value: Math.min(...pairs.map((pair) => pair.flood.loginOk)), goal: 'atLeast', bound: 1 },
    ],
    data: { script, pairSeconds: PAIR_S, pairs },
  }];
}
