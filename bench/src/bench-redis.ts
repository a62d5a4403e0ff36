// The bench's own connection to the Redis the gateway uses: is it there, which process is it (its
// CPU is part of what a save costs), and removing the keys a run left under its prefix. Opened with
// the gateway's own connection builder, so the bench needs no Redis client of its own.
import { closeRedis, openCartRedis, redisReady } from '../../gateway/src/cart-sync/redis-connection.ts';

type Redis = ReturnType<typeof openCartRedis>;

const TIMEOUT_MS = 2000;
const SCAN_BATCH = 500;

export interface BenchRedis {
  /** The server's process id (INFO server), for its CPU time in /proc. */
  pid: number;
  /** Unlinks every key under the prefix; answers how many there were. */
  clear(prefix: string): Promise<number>;
  close(): Promise<void>;
}

async function clearPrefix(client: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', SCAN_BATCH);
    cursor = next;
    if (keys.length > 0) removed += await client.unlink(...keys);
  } while (cursor !== '0');
  return removed;
}

export async function openBenchRedis(url: string): Promise<BenchRedis> {
  const client = openCartRedis({ url, timeoutMs: TIMEOUT_MS, log: console, role: 'the bench Redis' });
  if (!(await redisReady(client, TIMEOUT_MS))) {
    client.disconnect();
    throw new Error(`Redis does not answer at ${url}: the cart-sync bench needs it`);
  }
  const info = await client.info('server');
  return {
    pid: Number(/process_id:(\d+)/.exec(info)?.[1]),
    clear: (prefix) => clearPrefix(client, prefix),
    close: () => closeRedis(client),
  };
}
