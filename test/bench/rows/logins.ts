/**
 * Static JS under a login flood (issue 29): the storefront's entry script fetched by BENCH_STATIC_CONNECTIONS (10)
 * connections, alone and while BENCH_LOGIN_CONNECTIONS (10) connections post correct logins (one password verify
 * each), on the server's own password-hashing defaults (login-flood.bench.ts's run, a fresh server each).
 */
import { formatNumber, ratioOf, type Row } from '../goals';
import { run } from '../login-flood.bench';
import { entryScript } from './bundle';

export async function loginRows(): Promise<Row[]> {
  const script = entryScript();
  console.log(`[logins] static ${script}, idle`);
  const idle = await run({ name: 'static JS alone', flood: false }, script);
  console.log(`[logins] static ${script} under 10 concurrent logins`);
  const flood = await run({ name: 'static JS under 10 logins', flood: true }, script);
  const ratio = ratioOf(flood.staticRps, idle.staticRps);
  return [{
    id: 'static-under-logins',
    what: 'Static JS under 10 concurrent logins, vs idle',
    figures: `${ratio ?? '-'} (${formatNumber(flood.staticRps)} vs ${formatNumber(idle.staticRps)} req/s; p99 ${flood.staticP99Ms} vs ${idle.staticP99Ms} ms; ` +
      `logins ${formatNumber(flood.loginRps)}/s, ${flood.loginOk} x 2xx, ${flood.loginBusy} refused busy)`,
    checks: [
      { label: 'under logins / idle', value: ratio, goal: 'atLeast', bound: 0.9 },
      { label: 'logins answered 2xx', value: flood.loginOk, goal: 'atLeast', bound: 1 },
    ],
    data: { script, idle, flood },
  }];
}
