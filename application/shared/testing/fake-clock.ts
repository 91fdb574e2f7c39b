import type { Clock } from '../clock.port';

/** A clock that stands still until a test moves it: for use-case, adapter and HTTP tests. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-20T04:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
