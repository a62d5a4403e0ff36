// Pins shared by gateway nodes through Redis (shared-pins.ts): a change made on one node is what
// every node renders with as soon as the change answers; simultaneous changes on two nodes both
// land; Redis without pins is seeded from pins.json, and while Redis is down the last pins keep
// serving and changes are refused with a reason.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RemoteKey } from '@vitrina/mf-kit';
import { SharedPins } from '../src/modules/shared-pins.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';
import { REDIS_URL, dropRedisPrefix } from './helpers/page-gateway.ts';

const quiet = { warn: () => undefined, info: () => undefined };
const opened: SharedPins[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  for (const pins of opened.splice(0)) await pins.close();
});
afterAll(async () => {
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
});

async function publishedDir(...releases: `${RemoteKey}@${string}`[]): Promise<string> {
  const store = new ModuleStore(tempDir());
  for (const release of releases) {
    const [key, version] = release.split('@') as [RemoteKey, string];
    await store.publish(fakeBuild(key, version));
  }
  return store.dir;
}

/** A node: its own ModuleStore over the shared folder, its pins in Redis under `prefix`. */
async function node(dir: string, prefix: string, url = REDIS_URL): Promise<ModuleStore> {
  const pins = await SharedPins.open({ url, prefix, seedFile: join(dir, 'pins.json'), timeoutMs: 500, log: quiet });
  opened.push(pins);
  return new ModuleStore(dir, { pins });
}

function newPrefix(): string {
  const prefix = `vitrina-test:${randomUUID()}:pins:`;
  prefixes.push(prefix);
  return prefix;
}

describe('pins shared by gateway nodes', () => {
  it('a pin changed on one node is what the other renders with as soon as the change answers', async () => {
    const dir = await publishedDir('content@1.0.0', 'content@1.1.0');
    const prefix = newPrefix();
    const [a, b] = [await node(dir, prefix), await node(dir, prefix)];
    await a.transaction(() => a.pin('*', 'content', '1.0.0'));
    const before = b.resolve('pharmacy').id;
    await a.transaction(() => a.pin('pharmacy', 'content', '1.1.0'));
    expect(b.resolve('pharmacy').remotes.content?.version).toBe('1.1.0');
    expect(b.resolve('pharmacy').id).not.toBe(before);
    // The rollback history is shared too: a change on B is undone from A.
    await b.transaction(() => b.pin('pharmacy', 'content', '1.0.0'));
    await a.transaction(() => a.rollback('pharmacy', 'content'));
    expect(b.show('pharmacy').remotes.content).toEqual({ version: '1.1.0', from: 'brand' });
  });

  it('changes made on two nodes at the same moment both land, neither overwrites the other', async () => {
    const dir = await publishedDir('content@1.0.0', 'content@1.1.0', 'catalog@1.0.0', 'catalog@2.0.0');
    const prefix = newPrefix();
    const [a, b] = [await node(dir, prefix), await node(dir, prefix)];
    await Promise.all([
      a.transaction(() => a.pin('pharmacy', 'content', '1.1.0')),
      b.transaction(() => b.pin('kids', 'catalog', '2.0.0')),
      a.transaction(() => a.pin('*', 'catalog', '1.0.0')),
      b.transaction(() => b.pin('*', 'content', '1.0.0')),
    ]);
    for (const store of [a, b]) {
      expect(store.show('pharmacy').remotes).toEqual({
        content: { version: '1.1.0', from: 'brand' },
        catalog: { version: '1.0.0', from: 'default' },
      });
      expect(store.show('kids').remotes.catalog).toEqual({ version: '2.0.0', from: 'brand' });
    }
  });

  it('starts from pins.json when Redis holds no pins yet, and leaves the file alone afterwards', async () => {
    const dir = await publishedDir('content@1.0.0', 'content@1.1.0');
    writeFileSync(join(dir, 'pins.json'), JSON.stringify({ pins: { '*': { content: '1.0.0' } }, history: {} }));
    const prefix = newPrefix();
    const a = await node(dir, prefix);
    expect(a.resolve('pharmacy').remotes.content?.version).toBe('1.0.0');
    await a.transaction(() => a.pin('*', 'content', '1.1.0'));
    const file = new ModuleStore(dir);
    expect(file.show('*').remotes.content?.version).toBe('1.0.0');
    expect((await node(dir, prefix)).show('*').remotes.content?.version).toBe('1.1.0');
  });

  it('gives a Redis that lost its pins (restarted without persistence) what the node knows', async () => {
    const dir = await publishedDir('content@1.0.0', 'content@1.1.0');
    const prefix = newPrefix();
    const a = await node(dir, prefix);
    await a.transaction(() => a.pin('*', 'content', '1.1.0'));
    await dropRedisPrefix(prefix);
    await a.transaction(() => a.pin('kids', 'content', '1.0.0'));
    const redis = new Redis(REDIS_URL);
    const stored = JSON.parse((await redis.get(`${prefix}doc`))!) as { data: { pins: Record<string, unknown> } };
    await redis.quit();
    expect(stored.data.pins).toEqual({ '*': { content: '1.1.0' }, kids: { content: '1.0.0' } });
  });

  it('keeps serving the last pins while Redis is down, and refuses changes with a reason', async () => {
    const dir = await publishedDir('content@1.0.0', 'content@1.1.0');
    writeFileSync(join(dir, 'pins.json'), JSON.stringify({ pins: { '*': { content: '1.0.0' } }, history: {} }));
    const down = await node(dir, newPrefix(), 'redis://127.0.0.1:1');
    expect(down.resolve('pharmacy').remotes.content?.version).toBe('1.0.0');
    await expect(down.transaction(() => down.pin('*', 'content', '1.1.0'))).rejects.toMatchObject({
      code: 'pins_unreadable',
      message: expect.stringContaining('cannot be reached'),
    });
    expect(down.resolve('pharmacy').remotes.content?.version).toBe('1.0.0');
  });
});
