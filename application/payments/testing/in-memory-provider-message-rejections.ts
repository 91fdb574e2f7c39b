import type { Clock } from '../../shared/clock.port';
import type { ProviderMessageRejections, RecordedRejection, RejectedProviderMessage } from '../provider-message-rejections.port';

/** The refused provider messages in memory (tests): stamped by the clock like a row, listed newest first like the table. */
export class InMemoryProviderMessageRejections implements ProviderMessageRejections {
  readonly recorded: (RejectedProviderMessage & { receivedAt: Date })[] = [];

  constructor(private readonly clock: Clock) {}

  async record(message: RejectedProviderMessage): Promise<void> {
    // A copy, as a row would be: a caller changing its object afterwards changes nothing here.
    this.recorded.push({ ...message, fields: { ...message.fields }, receivedAt: this.clock.now() });
  }

  async listLatest(limit: number): Promise<RecordedRejection[]> {
    // Later recorded first among equal times (the table's id order), then newest time first (a stable sort).
    return [...this.recorded].reverse()
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
      .slice(0, limit)
      .map(({ fields: _fields, ...rejection }) => ({ ...rejection, receivedAt: new Date(rejection.receivedAt) }));
  }
}
