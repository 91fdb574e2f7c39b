import { MAX_SYNC_ERRORS, type NewSyncRun, type SyncKind, type SyncProgress, type SyncRun, type SyncRunStore } from '../sync-run-store.port';

/** SyncRunStore in memory, with the rules of the knex store (copies in and out, errors capped). */
export class InMemorySyncRunStore implements SyncRunStore {
  private readonly runs: SyncRun[] = [];

  async create(run: NewSyncRun): Promise<SyncRun> {
    const created: SyncRun = {
      id: this.runs.length + 1, kind: run.kind, status: 'running', phase: run.phase, cursorOffset: 0,
      updateTimeFrom: run.updateTimeFrom, updateTimeTo: run.updateTimeTo, done: 0, total: 0, upserted: 0, removed: 0,
      itemFailures: 0, errors: [], startedAt: new Date(run.startedAt), finishedAt: null, heartbeatAt: new Date(run.startedAt),
    };
    this.runs.push(created);
    return copy(created);
  }

  async get(id: number): Promise<SyncRun | null> {
    const run = this.runs.find((candidate) => candidate.id === id);
    return run ? copy(run) : null;
  }

  async findRunning(): Promise<SyncRun | null> {
    return this.newest((run) => run.status === 'running');
  }

  async saveProgress(id: number, progress: SyncProgress, now: Date): Promise<boolean> {
    const run = this.runs.find((candidate) => candidate.id === id && candidate.status === 'running');
    if (!run) return false;
    Object.assign(run, progressOf(progress), { heartbeatAt: new Date(now) });
    return true;
  }

  async finish(id: number, status: 'done' | 'failed', progress: SyncProgress, now: Date): Promise<boolean> {
    const run = this.runs.find((candidate) => candidate.id === id && candidate.status === 'running');
    if (!run) return false;
    Object.assign(run, progressOf(progress), { status, finishedAt: new Date(now), heartbeatAt: new Date(now) });
    return true;
  }

  async lastFinished(): Promise<SyncRun | null> {
    return this.newest((run) => run.status !== 'running');
  }

  async lastSuccessful(kind?: SyncKind): Promise<SyncRun | null> {
    return this.newest((run) => run.status === 'done' && (kind === undefined || run.kind === kind));
  }

  /** Every run, oldest first (tests). */
  all(): SyncRun[] {
    return this.runs.map(copy);
  }

  private newest(matches: (run: SyncRun) => boolean): SyncRun | null {
    const found = [...this.runs].reverse().find(matches);
    return found ? copy(found) : null;
  }
}

function progressOf(progress: SyncProgress): SyncProgress {
  return { ...progress, errors: progress.errors.slice(-MAX_SYNC_ERRORS) };
}

function copy(run: SyncRun): SyncRun {
  return {
    ...run, errors: [...run.errors], startedAt: new Date(run.startedAt), heartbeatAt: new Date(run.heartbeatAt),
    finishedAt: run.finishedAt ? new Date(run.finishedAt) : null,
  };
}
