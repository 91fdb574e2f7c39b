import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; undefined where there is no
 * /proc (not Linux) or the process is gone. The benches print it per request to show where the time of a
 * scenario goes on a machine whose cores the load generator and the database share with the servers.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is
    // the 14th field of the line, stime the 15th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

let ticks: number | undefined;

function clockTicks(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** CPU ms per request of each named process between two readings (undefined where either reading is). */
export function cpuPerRequest(before: Record<string, number | undefined>, after: Record<string, number | undefined>, requests: number): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(after).map(([name, ms]) => {
    const start = before[name];
    return [name, ms === undefined || start === undefined ? undefined : Math.round(((ms - start) / requests) * 100) / 100];
  }));
}
