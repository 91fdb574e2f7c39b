/**
 * The server's log sink. One line per event on stdout/stderr (the process manager collects them);
 * tests pass a capturing logger to assert what is logged without printing it.
 */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const lineOf = (message: string, details?: Record<string, unknown>) => (details ? `${message} ${JSON.stringify(details)}` : message);

/** Where the lines go: a stream's write (process.stdout / process.stderr, or a test's capture). */
export interface LogStreams {
  out: { write(text: string): unknown };
  err: { write(text: string): unknown };
}

export interface TurnBufferedLogger extends Logger {
  /** Writes the info lines still held (on exit, and before an error line). */
  flush(): void;
}

/**
 * Info lines gathered and written once per event-loop turn; error lines written at once. A write to a pipe is
 * synchronous in Node on Linux, and the ECPay notification route logs a line per notice: under 50 connections that
 * was a system call per notice, 4.5 % of the route's time (decision 46, point 3). Here a turn's lines cost one write.
 * An error line first flushes the info lines held, so the order of lines is the order of events; process exit flushes
 * too (startServer registers it). What a kill -9 can lose is the one turn's info lines not yet written.
 */
export function turnBufferedLogger(streams: LogStreams): TurnBufferedLogger {
  let held: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (held.length === 0) return;
    const text = `${held.join('\n')}\n`;
    held = [];
    streams.out.write(text);
  };
  return {
    info(message, details) {
      held.push(lineOf(message, details));
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error(message, details) {
      flush();
      streams.err.write(`${lineOf(message, details)}\n`);
    },
    flush,
  };
}

/** The server's own: stdout and stderr, a turn's info lines in one write. */
export const consoleLogger: TurnBufferedLogger = turnBufferedLogger({ out: process.stdout, err: process.stderr });

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
