import { isDatabaseUnavailable } from '../../adapters/persistence/database-unavailable';
import type { Logger } from '../logger';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress, so close() never destroys the pool under it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (0 or less: never), and once at the start when `immediately`. A slow run is not overlapped by the next tick; a failed
 * run is logged under `name` (marked `databaseUnavailable` when the database was down, unreachable or too slow:
 * an outage, not a bug) and the next tick tries again, so a job outlives a database outage without a restart. The timer never keeps a process alive on its own
 * (tests, a server being shut down).
 */
export function startPeriodicJob(
  name: string, intervalMs: number, run: () => Promise<void>, logger: Logger, { immediately = false }: { immediately?: boolean } = {},
): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.error(`${name} failed`, {
        error: error instanceof Error ? error.message : String(error), databaseUnavailable: isDatabaseUnavailable(error),
      }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (immediately) tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
