/**
 * The server's log sink. One line per event on stdout/stderr (the process manager collects them);
 * tests pass a capturing logger to assert what is logged without printing it.
 */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, details) => console.log(details ? `${message} ${JSON.stringify(details)}` : message),
  error: (message, details) => console.error(details ? `${message} ${JSON.stringify(details)}` : message),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
