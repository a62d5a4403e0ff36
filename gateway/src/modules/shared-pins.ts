// The pins of a multi-node deployment, in Redis: one document {rev, data} under `<prefix>doc`,
// changed only by a compare-and-set on its revision and announced on `<prefix>changed`. Every node
// keeps the newest document it heard of in memory (pages read it without a round trip), and a
// change answers only once every listening node said it applied it: the next request on any node
// sees it. While Redis is down the last pins heard keep serving and changes are refused.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { redisReady } from '../cart-sync/redis-connection.ts';
import { ModuleStoreError } from './errors.ts';
import { pinsDataSchema } from './pins-file.ts';
import type { PinsSnapshot, PinsSource } from './pins-file.ts';
import { NO_PINS } from './pins.ts';
import type { PinsData } from './pins.ts';

export interface SharedPinsOptions {
  url: string;
  /** Key and channel prefix (PINS_KEY_PREFIX), so several deployments can share one Redis. */
  prefix: string;
  /** pins.json: copied into Redis when Redis holds no pins yet, and the pins of a start while Redis is down. */
  seedFile: string;
  /** Deadline of each Redis command. */
  timeoutMs: number;
  /** How long a change waits for the other nodes to say they applied it. */
  ackTimeoutMs?: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

interface PinsDocument {
  rev: number;
  data: PinsData;
}

const documentSchema = z.object({ rev: z.number().int().min(1), data: pinsDataSchema });
const changedSchema = z.object({ rev: z.number().int(), change: z.string() });
const appliedSchema = z.object({ change: z.string(), node: z.string() });

/** Two writers that read the same revision: only the first one's SET lands; the other runs again. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
local rev = 0
if current then rev = cjson.decode(current).rev end
if rev ~= tonumber(ARGV[1]) then return -1 end
redis.call('SET', KEYS[1], ARGV[2])
return redis.call('PUBLISH', KEYS[2], ARGV[3])`;
const MAX_ATTEMPTS = 5;

function parseDocument(text: string | null): PinsDocument | null {
  if (text === null) return null;
  const parsed = documentSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`the shared pins document is invalid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

function readSeed(file: string): PinsData {
  try {
    const parsed = pinsDataSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : NO_PINS;
  } catch {
    return NO_PINS;
  }
}

export class SharedPins implements PinsSource {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly node = randomUUID();
  private readonly keys: { doc: string; changed: string; applied: string };
  private current: PinsDocument;
  private snapshot: PinsSnapshot;
  private staged: { data: PinsData | null } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly waiting = new Map<string, { needed: number; nodes: Set<string>; done: () => void }>();

  private constructor(private readonly options: SharedPinsOptions) {
    const retryStrategy = (attempt: number) => Math.min(attempt * 250, 5000);
    const { url, prefix, timeoutMs } = options;
    this.keys = { doc: `${prefix}doc`, changed: `${prefix}changed`, applied: `${prefix}applied` };
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: timeoutMs,
      connectTimeout: timeoutMs,
      retryStrategy,
    });
    // The subscriber queues its SUBSCRIBE until connected, and ioredis subscribes again after a reconnect.
    this.subscriber = new Redis(url, { connectTimeout: timeoutMs, retryStrategy, connectionName: `pins:${prefix}` });
    this.current = { rev: 0, data: readSeed(options.seedFile) };
    this.snapshot = { data: this.current.data, problem: null };
    let down = false;
    this.client.on('error', (error) => {
      if (!down)
        options.log.warn({ err: error }, 'the shared pins (Redis) are unavailable; the last pins keep serving');
      down = true;
    });
    this.subscriber.on('error', () => undefined);
    this.client.on('ready', () => void this.reload().catch(() => undefined));
    this.subscriber.on('message', (channel: string, text: string) => this.heard(channel, text));
    // Connected again: changes may have been missed meanwhile.
    this.subscriber.on('ready', () => {
      if (down) options.log.info('the shared pins (Redis) are available again');
      down = false;
      void this.reload().catch(() => undefined);
    });
  }

  /** Connects, seeds Redis from pins.json if it holds no pins yet, and loads them; a Redis that is down does not hold the start. */
  static async open(options: SharedPinsOptions): Promise<SharedPins> {
    const pins = new SharedPins(options);
    const connected = Promise.all([
      redisReady(pins.client, options.timeoutMs),
      pins.subscriber.subscribe(pins.keys.changed, pins.keys.applied),
    ]);
    const deadline = new Promise((resolve) => setTimeout(resolve, options.timeoutMs).unref());
    await Promise.race([connected.catch(() => undefined), deadline]);
    await pins.reload().catch(() => undefined);
    return pins;
  }

  read(): PinsSnapshot {
    return this.snapshot;
  }

  write(data: PinsData): void {
    if (!this.staged) throw new Error('shared pins change only inside ModuleStore.transaction');
    this.staged.data = data;
  }

  /** One transaction at a time in this process; across nodes the revision decides. */
  transaction<T>(work: () => T): Promise<T> {
    const run = this.queue.then(() => this.attempt(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    for (const wait of this.waiting.values()) wait.done();
    this.client.disconnect();
    this.subscriber.disconnect();
  }

  private async attempt<T>(work: () => T): Promise<T> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const base = await this.unavailableAs503(() => this.reload());
      this.staged = { data: null };
      let result: T;
      let next: PinsData | null;
      try {
        result = work();
      } finally {
        next = this.staged.data;
        this.staged = null;
      }
      if (next === null) return result;
      const document: PinsDocument = { rev: base.rev + 1, data: next };
      const change = randomUUID();
      // Listening before the announcement: the first confirmations may come back at once.
      const confirmations = this.confirmations(change);
      const receivers = await this.unavailableAs503(
        () =>
          this.client.eval(
            COMPARE_AND_SET,
            2,
            this.keys.doc,
            this.keys.changed,
            base.rev,
            JSON.stringify(document),
            JSON.stringify({ rev: document.rev, change }),
          ) as Promise<number>,
      ).catch((error: unknown) => {
        confirmations.cancel();
        throw error;
      });
      if (receivers < 0) {
        confirmations.cancel();
        continue;
      }
      this.apply(document);
      await confirmations.from(receivers);
      return result;
    }
    throw new ModuleStoreError('pins_unreadable', 'the shared pins kept changing under this change; try again');
  }

  /**
   * The newest document in Redis, applied here. Redis without one (new, or restarted without
   * persistence) gets what this node knows: its pins in memory, else pins.json.
   */
  private async reload(): Promise<PinsDocument> {
    let found = parseDocument(await this.client.get(this.keys.doc));
    if (!found) {
      const seed = this.current.rev > 0 ? this.current : { rev: 1, data: readSeed(this.options.seedFile) };
      await this.client.set(this.keys.doc, JSON.stringify(seed), 'NX');
      found = parseDocument(await this.client.get(this.keys.doc));
    }
    if (found) this.apply(found);
    return this.current;
  }

  private apply(document: PinsDocument): void {
    if (document.rev === this.current.rev && this.current.rev !== 0) return;
    this.current = document;
    this.snapshot = { data: document.data, problem: null };
  }

  private heard(channel: string, text: string): void {
    try {
      if (channel === this.keys.changed) {
        const { change } = changedSchema.parse(JSON.parse(text));
        // Applied before saying so: the writer answers its caller on the strength of this.
        void this.reload().then(
          () => this.client.publish(this.keys.applied, JSON.stringify({ change, node: this.node })),
          (error: unknown) => this.options.log.warn({ err: error }, 'a pin change could not be read'),
        );
      } else if (channel === this.keys.applied) {
        const { change, node } = appliedSchema.parse(JSON.parse(text));
        const wait = this.waiting.get(change);
        wait?.nodes.add(node);
        if (wait && wait.nodes.size >= wait.needed) wait.done();
      }
    } catch {
      this.options.log.warn({ channel }, 'a shared pins message that is not ours was ignored');
    }
  }

  /**
   * The nodes' confirmations of one change: `from(n)` settles once n nodes (this one included)
   * applied it, or at the deadline; a node that misses it reads the pins again when it reconnects.
   */
  private confirmations(change: string): { from(receivers: number): Promise<void>; cancel(): void } {
    let settle = () => undefined as void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const wait = { needed: Number.POSITIVE_INFINITY, nodes: new Set<string>(), done: () => settle() };
    this.waiting.set(change, wait);
    const cancel = () => this.waiting.delete(change);
    return {
      cancel,
      from: async (receivers) => {
        wait.needed = receivers;
        if (wait.nodes.size >= receivers) settle();
        const timer = setTimeout(() => {
          this.options.log.warn(
            { receivers, applied: wait.nodes.size },
            'not every gateway confirmed a pin change in time',
          );
          settle();
        }, this.options.ackTimeoutMs ?? 2000);
        await settled;
        clearTimeout(timer);
        cancel();
      },
    };
  }

  private async unavailableAs503<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ModuleStoreError) throw error;
      throw new ModuleStoreError(
        'pins_unreadable',
        `the shared pins (Redis) cannot be reached: ${(error as Error).message}; nothing was changed`,
      );
    }
  }
}
