// "This owner's cart changed": said by the process that saved or deleted a record, heard by every
// process holding a socket of that owner (/ws/cart). In one process by default; across processes
// through Redis pub/sub (redis-cart-events.ts) when REDIS_URL is set.
import { z } from 'zod';

export const cartEventSchema = z.object({
  /** `<brand>:<owner>` (cart-owner.ts): whose sockets hear it. */
  owner: z.string().min(1).max(300),
  group: z.number().int().min(0),
  version: z.number().int().min(0),
  /** The saving tab's id (x-tab-id), so that tab can ignore its own echo. */
  origin: z.string().max(64).optional(),
});
export type CartEvent = z.infer<typeof cartEventSchema>;

export type CartEventListener = (event: CartEvent) => void;

export interface CartEventBus {
  publish(event: CartEvent): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(listener: CartEventListener): () => void;
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryCartEvents implements CartEventBus {
  private readonly listeners = new Set<CartEventListener>();

  async publish(event: CartEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: CartEventListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
