import type { ProviderMessageRejections, RejectedProviderMessage } from '../provider-message-rejections.port';

/** The refused provider messages kept for a person, in memory (tests): what table provider_message_rejections holds. */
export class InMemoryProviderMessageRejections implements ProviderMessageRejections {
  readonly recorded: RejectedProviderMessage[] = [];

  async record(message: RejectedProviderMessage): Promise<void> {
    this.recorded.push({ ...message, fields: { ...message.fields } });
  }
}
