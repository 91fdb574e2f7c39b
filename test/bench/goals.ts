/**
 * The pure part of `npm run bench` (issue 29's proof): a row of the issue's table, the checks its goal is made of,
 * their verdicts, the tables the run prints and writes, and the exit code. No I/O here: test/bench/goals.test.ts
 * covers it, the umbrella (test/bench/bench.ts) measures and calls it.
 */

/** One figure against its bound: `value` is what was measured (undefined: not measured, which misses the goal). */
export type Check =
  | { label: string; value: number | undefined; goal: 'atLeast' | 'atMost' | 'below'; bound: number; unit?: string }
  | { label: string; value: boolean | undefined; goal: 'yes' };

export interface Row {
  /** Stable key in the JSON (`lighthouse./product`, `hot-item.mysql`). */
  id: string;
  /** The issue table's "What", as the row prints it. */
  what: string;
  /** The figures as printed, beside their bare baselines ("4,091 req/s vs bare hello 11,098 req/s"). */
  figures: string;
  /** The checks the goal is made of; none: a reference row (the bare UPDATE: the limit, printed). */
  checks: Check[];
  /** The row could not be measured: the reason (a missed goal, never a pass). */
  error?: string;
  /** Everything measured, for the JSON. */
  data?: unknown;
}

export type Verdict = 'PASS' | 'FAIL' | 'ERROR' | 'INFO';

export function checkPasses(check: Check): boolean {
  if (check.value === undefined) return false;
  switch (check.goal) {
    case 'yes': return check.value === true;
    case 'atLeast': return check.value >= check.bound;
    case 'atMost': return check.value <= check.bound;
    case 'below': return check.value < check.bound;
  }
}

export function verdictOf(row: Row): Verdict {
  if (row.error !== undefined) return 'ERROR';
  if (row.checks.length === 0) return 'INFO';
  return row.checks.every(checkPasses) ? 'PASS' : 'FAIL';
}

const SYMBOL = { atLeast: '>=', atMost: '<=', below: '<' } as const;

/** How a number prints in the tables: thousands separated, at most 3 decimals (ratios), no trailing zeros. */
export function formatNumber(value: number): string {
  const digits = Math.abs(value) < 10 && !Number.isInteger(value) ? 3 : Math.abs(value) < 100 && !Number.isInteger(value) ? 1 : 0;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

export function describeGoal(check: Check): string {
  if (check.goal === 'yes') return `${check.label}: yes`;
  return `${check.label} ${SYMBOL[check.goal]} ${formatNumber(check.bound)}${check.unit ? ` ${check.unit}` : ''}`;
}

export function describeValue(check: Check): string {
  if (check.value === undefined) return `${check.label}: not measured`;
  if (check.goal === 'yes') return `${check.label}: ${check.value ? 'yes' : 'no'}`;
  return `${check.label} ${formatNumber(check.value)}${check.unit ? ` ${check.unit}` : ''}`;
}

/** The checks of a row that missed, as one line each ("hot-item.mysql: p99 1,436 ms, goal p99 < 50 ms"). */
export function missedChecks(rows: readonly Row[]): string[] {
  return rows.flatMap((row) => {
    if (row.error !== undefined) return [`${row.id}: not measured (${row.error})`];
    return row.checks.filter((check) => !checkPasses(check)).map((check) => `${row.id}: ${describeValue(check)}, goal ${describeGoal(check)}`);
  });
}

/** 0 when every row with a goal passed; 1 when any missed or could not be measured (reference rows never fail). */
export function exitCodeFor(rows: readonly Row[]): 0 | 1 {
  return rows.some((row) => verdictOf(row) === 'FAIL' || verdictOf(row) === 'ERROR') ? 1 : 0;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The issue's table as measured: what, figures beside their baselines, goal, verdict (markdown). */
export function renderTable(rows: readonly Row[]): string {
  const lines = ['| What | Measured (beside its bare baseline) | Goal | Verdict |', '|---|---|---|---|'];
  for (const row of rows) {
    const verdict = verdictOf(row);
    const goal = row.checks.length ? row.checks.map(describeGoal).join('; ') : '- (the limit, printed)';
    const figures = row.error !== undefined ? `not measured: ${row.error}` : row.figures;
    lines.push(`| ${cell(row.what)} | ${cell(figures)} | ${cell(goal)} | ${verdict === 'PASS' || verdict === 'INFO' ? verdict : `**${verdict}**`} |`);
  }
  return lines.join('\n');
}

export interface RunInfo {
  started: string;
  finished: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  /** Row groups left out (BENCH_ONLY / BENCH_SKIP_*), named so that a partial run never reads as whole. */
  skipped: string[];
}

/** The whole report: when and where, the table, then what missed (or that every goal was met). */
export function renderReport(rows: readonly Row[], info: RunInfo): string {
  const missed = missedChecks(rows);
  const passed = rows.filter((row) => verdictOf(row) === 'PASS').length;
  const withGoal = rows.filter((row) => verdictOf(row) !== 'INFO').length;
  return [
    '# npm run bench: every figure of issue 29',
    '',
    `${info.started} to ${info.finished}; ${info.machine}. Load average (1 / 5 / 15 min) ${info.loadBefore} before, ${info.loadAfter} after.`,
    'Every ratio compares two figures of this run, on this machine (a shared machine gives noisy absolute figures).',
    ...(info.skipped.length ? ['', `Left out of this run: ${info.skipped.join(', ')}.`] : []),
    '',
    renderTable(rows),
    '',
    missed.length === 0
      ? `Every goal met (${passed} of ${withGoal} rows).`
      : `${withGoal - passed} of ${withGoal} rows missed their goal:\n${missed.map((line) => `- ${line}`).join('\n')}`,
    '',
  ].join('\n');
}

/** Median of a non-empty list (the middle one of an odd count; the mean of the two middle ones otherwise). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A ratio as the rows compare them, to 3 decimals; undefined when the baseline is missing or zero. */
export function ratioOf(value: number | undefined, baseline: number | undefined): number | undefined {
  if (value === undefined || baseline === undefined || baseline === 0) return undefined;
  return Math.round((value / baseline) * 1000) / 1000;
}
