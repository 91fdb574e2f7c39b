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
}
