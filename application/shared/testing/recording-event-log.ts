import type { EventLog } from '../event-log.port';

export interface LoggedEvent {
  level: 'info' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

/** The event log in memory (tests): what a use case told the operator, in order, with its level and details. */
export class RecordingEventLog implements EventLog {
  readonly events: LoggedEvent[] = [];

  info(message: string, details?: Record<string, unknown>): void {
    this.events.push({ level: 'info', message, ...(details ? { details } : {}) });
  }

  error(message: string, details?: Record<string, unknown>): void {
    this.events.push({ level: 'error', message, ...(details ? { details } : {}) });
  }

  /** The entries logged as errors, in order (a test of what reaches the operator ignores the info lines). */
  get errors() {
    return this.events.filter((entry) => entry.level === 'error');
  }
}
