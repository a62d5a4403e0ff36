// Cart events between gateway processes: PUBLISH on one channel, and one subscriber connection per
// process that hands each message to the process's sockets. Pub/sub keeps nothing: a process that
// is disconnected misses events, and its clients catch up by reading the record when they reconnect.
import type { Redis } from 'ioredis';
import { cartEventSchema } from './cart-events.ts';
import type { CartEvent, CartEventBus, CartEventListener } from './cart-events.ts';
import { closeRedis, openCartRedis, redisReady } from './redis-connection.ts';
import type { OutageLogger } from './redis-connection.ts';

export interface RedisCartEventsOptions {
  url: string;
  /** The channel is `<prefix>events`: deployments sharing a Redis keep their events apart. */
  keyPrefix: string;
  timeoutMs: number;
  log: OutageLogger;
}

export class RedisCartEvents implements CartEventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<CartEventListener>();
  private readonly channel: string;
  private readonly subscribed: Promise<boolean>;

  constructor(options: RedisCartEventsOptions) {
    const { url, timeoutMs, log } = options;
    this.channel = `${options.keyPrefix}events`;
    this.publisher = openCartRedis({ url, timeoutMs, log, role: 'the cart event publisher' });
    this.subscriber = openCartRedis({
      url,
      timeoutMs,
      log,
      role: 'the cart event subscriber',
      queueWhileOffline: true,
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => true,
      () => false,
    );
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const event = this.parse(text);
      if (event) for (const listener of this.listeners) listener(event);
      else log.warn({ text: text.slice(0, 200) }, 'a cart event that is not one was published; ignored');
    });
  }

  async publish(event: CartEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  subscribe(listener: CartEventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Both connections up and the channel subscribed, or false when the time is up. */
  async ready(timeoutMs: number): Promise<boolean> {
    const timeUp = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
    const [publisher, subscribed] = await Promise.all([
      redisReady(this.publisher, timeoutMs),
      Promise.race([this.subscribed, timeUp]),
    ]);
    return publisher && subscribed;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
  }

  private parse(text: string): CartEvent | null {
    try {
      const parsed = cartEventSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
