// The cart record store shared by every gateway process (REDIS_URL): each step one Lua script
// (redis-cart-scripts.ts), so a compare-and-set and a fence check hold across processes. Records
// expire after the record lifetime without use; a lock expires with its lease (Redis's own PX
// clock, the same for every process). Keys: `<prefix>r:<key>`, `<prefix>l:<key>`, `<prefix>seq`.
import type { Redis } from 'ioredis';
import type {
  CartKey,
  CartOrder,
  CartRecord,
  CartRecordStore,
  LockGrant,
  SaveOptions,
  WriteGuard,
  WriteOutcome,
} from './cart-record-store.ts';
import { CART_SCRIPTS } from './redis-cart-scripts.ts';
import type { CartCommands, WriteReply } from './redis-cart-scripts.ts';
import { closeRedis, openCartRedis, redisReady } from './redis-connection.ts';
import type { OutageLogger } from './redis-connection.ts';

export interface RedisCartStoreOptions {
  url: string;
  keyPrefix: string;
  recordTtlMs: number;
  timeoutMs: number;
  log: OutageLogger;
}

/** HGETALL's field/value list -> the record (see the hash layout in redis-cart-scripts.ts). */
function recordOf(hash: string[]): CartRecord {
  let version = 0;
  let exists = false;
  const order: CartOrder = {};
  for (let i = 0; i + 1 < hash.length; i += 2) {
    const [field, value] = [hash[i]!, hash[i + 1]!];
    if (field === 'v') version = Number(value);
    else if (field === 'o') exists = true;
    else if (field.startsWith('f:')) order[field.slice(2)] = JSON.parse(value);
  }
  return { order: exists ? order : null, version };
}

/**
 * A merge's reply carries the merged record; a replace's does not (the record is the order given,
 * `written`), nor a delete's (no cart).
 */
function outcomeOf([kind, version, hash]: WriteReply, written: CartOrder | null = null): WriteOutcome {
  if (kind === 'written') return { kind, record: hash ? recordOf(hash) : { order: written, version } };
  if (kind === 'conflict' || kind === 'lock_lost' || kind === 'missing') return { kind, currentVersion: version };
  throw new Error(`the cart store answered an unknown outcome: ${kind}`);
}

const optional = (value: number | undefined) => (value === undefined ? '' : String(value));

export class RedisCartStore implements CartRecordStore {
  private readonly client: Redis & CartCommands;

  constructor(private readonly options: RedisCartStoreOptions) {
    const client = openCartRedis({
      url: options.url,
      timeoutMs: options.timeoutMs,
      log: options.log,
      role: 'the cart store',
    });
    for (const [name, script] of Object.entries(CART_SCRIPTS)) client.defineCommand(name, script);
    this.client = client as Redis & CartCommands;
  }

  private recordKey = (key: CartKey) => `${this.options.keyPrefix}r:${key}`;
  private lockKey = (key: CartKey) => `${this.options.keyPrefix}l:${key}`;

  async read(key: CartKey): Promise<CartRecord> {
    return recordOf(await this.client.cartRead(this.recordKey(key), this.options.recordTtlMs));
  }

  async save(key: CartKey, order: CartOrder, options: SaveOptions): Promise<WriteOutcome> {
    const fields = Object.entries(order).flatMap(([name, value]) => [name, JSON.stringify(value)]);
    const reply = await this.client.cartSave(
      this.recordKey(key),
      this.lockKey(key),
      this.options.recordTtlMs,
      optional(options.expectedVersion),
      optional(options.fence),
      options.replace ? '1' : '0',
      ...fields,
    );
    return outcomeOf(reply, options.replace ? { ...order } : null);
  }

  async delete(key: CartKey, guard: WriteGuard): Promise<WriteOutcome> {
    const reply = await this.client.cartDelete(
      this.recordKey(key),
      this.lockKey(key),
      this.options.recordTtlMs,
      optional(guard.expectedVersion),
      optional(guard.fence),
    );
    return outcomeOf(reply);
  }

  async acquireLock(key: CartKey, holder: string, leaseMs: number): Promise<LockGrant | null> {
    const token = await this.client.cartLock(this.lockKey(key), `${this.options.keyPrefix}seq`, holder, leaseMs);
    return token === null ? null : { token, leaseMs };
  }

  async renewLock(key: CartKey, holder: string, token: number, leaseMs: number): Promise<LockGrant | null> {
    const renewed = await this.client.cartRenew(this.lockKey(key), holder, token, leaseMs);
    return renewed === 1 ? { token, leaseMs } : null;
  }

  async releaseLock(key: CartKey, holder: string, token: number): Promise<boolean> {
    return (await this.client.cartRelease(this.lockKey(key), holder, token)) === 1;
  }

  ready(timeoutMs: number): Promise<boolean> {
    return redisReady(this.client, timeoutMs);
  }

  close(): Promise<void> {
    return closeRedis(this.client);
  }
}
