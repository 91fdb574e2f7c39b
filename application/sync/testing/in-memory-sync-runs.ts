import { MAX_SYNC_ERRORS, type SyncCounts, type SyncJobRun, type SyncJobRuns } from '../sync-runs.port';

/** The runs of any sync job in memory, with the rules of the knex store (copies in and out, errors capped). */
export class InMemorySyncRuns<Fixed, Progress extends SyncCounts> implements SyncJobRuns<Fixed, Progress> {
  private readonly runs: Array<SyncJobRun<Fixed, Progress>> = [];

  async create(start: Fixed & Progress, startedAt: Date): Promise<SyncJobRun<Fixed, Progress>> {
    const created: SyncJobRun<Fixed, Progress> = {
      ...copy(start), errors: capped(start.errors), id: this.runs.length + 1, status: 'running',
      startedAt: new Date(startedAt), finishedAt: null, heartbeatAt: new Date(startedAt),
    };
    this.runs.push(created);
    return copy(created);
  }

  async get(id: number): Promise<SyncJobRun<Fixed, Progress> | null> {
    return this.newest((run) => run.id === id);
  }

  async findRunning(): Promise<SyncJobRun<Fixed, Progress> | null> {
    return this.newest((run) => run.status === 'running');
  }

  async saveProgress(id: number, progress: Progress, now: Date): Promise<boolean> {
    const run = this.runs.find((candidate) => candidate.id === id && candidate.status === 'running');
    if (!run) return false;
    Object.assign(run, copy(progress), { errors: capped(progress.errors), heartbeatAt: new Date(now) });
    return true;
  }

  async finish(id: number, status: 'done' | 'failed', progress: Progress, now: Date): Promise<boolean> {
    const run = this.runs.find((candidate) => candidate.id === id && candidate.status === 'running');
    if (!run) return false;
    Object.assign(run, copy(progress), { errors: capped(progress.errors), status, finishedAt: new Date(now), heartbeatAt: new Date(now) });
    return true;
  }

  async lastFinished(status?: 'done' | 'failed', fixed: Partial<Fixed> = {}): Promise<SyncJobRun<Fixed, Progress> | null> {
    const wanted = Object.entries(fixed).filter(([, value]) => value !== undefined);
    return this.newest((run) => run.status !== 'running' && (status === undefined || run.status === status)
      && wanted.every(([key, value]) => (run as Record<string, unknown>)[key] === value));
  }

  /** Every run, oldest first (tests). */
  all(): Array<SyncJobRun<Fixed, Progress>> {
    return this.runs.map(copy);
  }

  private newest(matches: (run: SyncJobRun<Fixed, Progress>) => boolean): SyncJobRun<Fixed, Progress> | null {
    const found = [...this.runs].reverse().find(matches);
    return found ? copy(found) : null;
  }
}

const capped = (errors: readonly string[]): string[] => errors.slice(-MAX_SYNC_ERRORS);
/** Runs hold plain values, dates and the errors array: a deep copy keeps callers from changing what is stored. */
const copy = <T>(value: T): T => structuredClone(value);
