import type { Logger } from '../../logger';

/** A use case a job runs, stood in for: its execute is a jest mock running `run`, to count and script the runs. */
export function fakeUseCase<UseCase, Result>(run: () => Promise<Result>): { useCase: UseCase; execute: jest.Mock<Promise<Result>, []> } {
  const execute = jest.fn(run);
  return { useCase: { execute } as unknown as UseCase, execute };
}

/**
 * For a describe of a periodic job's tests: jest's fake timers in every test (the job's interval is advanced,
 * not waited for), and a logger whose lines are kept (errors prefixed 'error: '), emptied before each test.
 */
export function jobTestLogger(): { logger: Logger; logged: string[] } {
  const logged: string[] = [];
  const logger: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) };
  beforeEach(() => {
    jest.useFakeTimers();
    logged.length = 0;
  });
  afterEach(() => jest.useRealTimers());
  return { logger, logged };
}
