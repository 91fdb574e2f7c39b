import os from 'node:os';

/** The machine a bench ran on, as its report states it: cores and CPU model, memory, Node. */
export function machineDescription(): string {
  return `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

/** A load average (1 / 5 / 15 min) as the reports print it. */
export const loadAverages = (values: number[]): string => values.map((value) => value.toFixed(2)).join(' / ');

/** Prints a bench's tables, then its verdicts, then the databases it skipped. */
export function printTablesAndVerdicts(text: string, verdictLines: string[], skipped: string[]): void {
  console.log(`\n${text}\n\n${verdictLines.join('\n')}${skipped.length ? `\n(skipped: ${skipped.join(', ')})` : ''}`);
}
