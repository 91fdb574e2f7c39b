/**
 * Static JS under a login flood (issue 29): the storefront's entry script fetched by BENCH_STATIC_CONNECTIONS (10)
 * connections, alone and while BENCH_LOGIN_CONNECTIONS (10) connections post correct logins (one password verify
 * each), on the server's own password-hashing defaults (login-flood.bench.ts's run, a fresh server each).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatNumber, ratioOf, type Row } from '../goals';
import { run } from '../login-flood.bench';
import { firstLoadFromHtml } from './bundle';
import { ROOT } from './load';

/** The built index.html's module script: the first script a shopper's browser fetches. */
export function entryScript(publicDir = path.join(ROOT, 'dist', 'public')): string {
  const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const script = firstLoadFromHtml(html).find((file) => file.endsWith('.js'));
  if (!script) throw new Error('the built index.html names no script');
  return `/${script}`;
}

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
