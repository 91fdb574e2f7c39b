import { inject, injectable, multiInject, optional } from 'inversify';
import { ORDER_EVENT_LISTENERS, type OrderEventListener } from './order-event-listener';
import { ORDER_EVENT_LOG, type OrderEventLog } from './order-event-log.port';

/** Events read per run; a burst larger than this is read over the next runs. */
export const FOLLOW_BATCH = 200;

/**
 * This process's follower of order moves (one instance per process: a singleton of the container). The first run starts
 * at the newest event (a process that just started has fresh read models); each later run hands every new event to the
 * listeners subscribed to its type. An id that commits after a higher one (MySQL hands out auto-increment ids before
 * commit) can be passed over: a listener only invalidates a cache, whose TTL bounds that miss.
 */
@injectable()
export class FollowOrderEvents {
  private cursor: number | undefined;

  constructor(
    @inject(ORDER_EVENT_LOG) private readonly log: OrderEventLog,
    @multiInject(ORDER_EVENT_LISTENERS) @optional() private readonly listeners: readonly OrderEventListener[] = [],
  ) {}

  /** @returns how many events were handed to at least one listener. */
  async execute(): Promise<number> {
    if (this.cursor === undefined) {
      this.cursor = await this.log.lastId();
      return 0;
    }
    let noticed = 0;
    for (const event of await this.log.listAfter(this.cursor, FOLLOW_BATCH)) {
      this.cursor = event.id;
      const listeners = this.listeners.filter((listener) => listener.subscribes.includes(event.type));
      for (const listener of listeners) listener.notice(event);
      if (listeners.length > 0) noticed += 1;
    }
    return noticed;
  }
}
