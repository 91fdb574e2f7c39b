import type { EventLog } from '../event-log.port';

/** An EventLog that keeps what was logged, for a test to read: level, message and details. */
export class RecordingEventLog implements EventLog {
  readonly entries: Array<{ level: 'info' | 'error'; message: string; details?: Record<string, unknown> }> = [];

  info(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'info', message, ...(details ? { details } : {}) });
  }

  error(message: string, details?: Record<string, unknown>): void {
    this.entries.push({ level: 'error', message, ...(details ? { details } : {}) });
  }

  /** The entries logged as errors, in order (a test of what reaches the operator ignores the info lines). */
  get errors() {
    return this.entries.filter((entry) => entry.level === 'error');
  }
}
