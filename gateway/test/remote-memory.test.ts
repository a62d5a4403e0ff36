// Issue 3: memory stays flat while ops switch pins. Twenty versions of a real remote (the fixture in
// fixtures/memory-remote, built by the real build as mf-adverts), published into a store; pages are
// rendered through the whole gateway while the brand's pin moves 100 times. The LRU keeps at most
// 12 versions; an evicted version must leave every registry of the Module Federation runtime and
// be garbage-collected, and the heap must not grow with the pin changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteModule } from '@vitrina/mf-kit';
import { containerName } from '@vitrina/mf-kit';
import { buildGateway } from '../src/app.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { ServerRemotes } from '../src/remotes/server-remotes.ts';
import type { ServerRemoteRef } from '../src/remotes/server-remotes.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { tempDir } from './helpers/fake-build.ts';
import { heapUsedAfterGc } from './helpers/heap.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const VERSIONS = Array.from({ length: 20 }, (_, i) => `1.0.${i}`);
const CAPACITY = 12;
const PIN_CHANGES = 100;
/**
 * Heap growth allowed between the 20th and the 100th pin change, with the LRU full the whole
 * time. Each fixture version holds about 1 MB, so a single leaked container shows; 80 reloads
 * that each leaked a runtime instance or a share scope (tens of KB) would too.
 */
const HEAP_BOUND_BYTES = 6 * 1024 * 1024;

/** A ServerRemotes that remembers, weakly, every module object it produced. */
class WatchedRemotes extends ServerRemotes {
  readonly produced: { id: string; module: WeakRef<RemoteModule> }[] = [];
  readonly latest = new Map<string, WeakRef<RemoteModule>>();

  override load(ref: ServerRemoteRef): Promise<RemoteModule> {
    const loading = super.load(ref);
    const id = `${ref.key}@${ref.version}`;
    void loading.then((module) => {
      if (this.latest.get(id)?.deref() === module) return;
      const weak = new WeakRef(module);
      this.produced.push({ id, module: weak });
      this.latest.set(id, weak);
    });
    return loading;
  }
}

type Registry = Record<string, unknown> | Map<unknown, unknown> | Set<unknown> | unknown[];

/** Every registry the runtime keeps on globalThis, by name, found rather than listed. */
function runtimeRegistries(): [string, Registry][] {
  const global = globalThis as unknown as Record<string, unknown> & { __FEDERATION__: Record<string, unknown> };
  const found: [string, Registry][] = [
    ['__GLOBAL_LOADING_REMOTE_ENTRY__', global.__GLOBAL_LOADING_REMOTE_ENTRY__ as Registry],
  ];
  for (const [name, value] of Object.entries(global.__FEDERATION__)) {
    if (value && typeof value === 'object') found.push([`__FEDERATION__.${name}`, value as Registry]);
  }
  return found;
}

/** The names under which a registry holds things: object and Map keys, Set strings, instance names. */
function namesIn(registry: Registry): string[] {
  if (Array.isArray(registry)) return registry.map((item) => String((item as { name?: unknown }).name ?? item));
  if (registry instanceof Map) return [...registry.keys()].map(String);
  if (registry instanceof Set) return [...registry].map(String);
  return Object.keys(registry);
}

/** Registries naming the container: `c`, `gateway__c`, `c:local`, `c:/path/remoteEntry.js`. */
function registriesHolding(container: string): string[] {
  const pattern = new RegExp(`(^|_)${container}(:|$)`);
  const holding = runtimeRegistries()
    .filter(([, registry]) => namesIn(registry).some((name) => pattern.test(name)))
    .map(([name]) => name);
  return Object.hasOwn(globalThis, container) ? [...holding, 'globalThis'] : holding;
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let builds: string;
let store: ModuleStore;
const remotes = new WatchedRemotes(CAPACITY);
let app: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  api = await startFakeApi();
  builds = tempDir('vitrina-memory-builds-');
  // One rspack run for all twenty versions (build-cli runs on plain Node, see its header).
  const build = spawnSync(
    process.execPath,
    [
      join(ROOT, 'shared/mf-kit/src/build-cli.ts'),
      join(import.meta.dirname, 'fixtures/memory-remote'),
      '--as',
      'adverts',
      '--out',
      builds,
      ...VERSIONS.flatMap((v) => ['--version', v]),
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(build.stderr);
  store = new ModuleStore(tempDir());
  for (const version of VERSIONS) await store.publish(join(builds, version));
  store.pin('*', 'adverts', VERSIONS[0]!);
  const config = gatewayConfigSchema.parse({
    API_BASE_URL: api.url,
    MODULES_DIR: store.dir,
    REMOTE_TIMEOUT_MS: '10000',
  });
  app = await buildGateway({ config, store, remotes, logger: false, shellAssets: { scripts: [] } });
});

afterAll(async () => {
  await app?.close();
  await api?.close();
  if (builds) rmSync(builds, { recursive: true, force: true });
  if (store) rmSync(store.dir, { recursive: true, force: true });
});

/** A page of the remote, rendered for this request alone (a query string keeps the page cache out). */
async function renderAdverts(turn: number): Promise<string> {
  const res = await app.inject({ url: `/ro/adverts?turn=${turn}`, headers: { host: 'pharmacy.localhost:3000' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('server remotes across pin changes', () => {
  it(`keep at most ${CAPACITY} versions, release evicted ones everywhere, and keep the heap flat over ${PIN_CHANGES} pin changes`, async () => {
    await renderAdverts(-1);
    const heapAtStart = await heapUsedAfterGc();
    let heapWithFullCache = 0;
    for (let turn = 0; turn < PIN_CHANGES; turn++) {
      // Round robin over more versions than the cache holds: every page loads an evicted version.
      const version = VERSIONS[turn % VERSIONS.length]!;
      store.pin('pharmacy', 'adverts', version);
      expect(await renderAdverts(turn)).toContain(`data-remote-version="${version}"`);
      expect(remotes.size).toBeLessThanOrEqual(CAPACITY);
      if (turn === VERSIONS.length - 1) heapWithFullCache = await heapUsedAfterGc();
    }
    const heapAtEnd = await heapUsedAfterGc();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `heap after GC: ${mb(heapAtStart)} MB before any remote, ${mb(heapWithFullCache)} MB after ${VERSIONS.length} pin changes, ` +
        `${mb(heapAtEnd)} MB after ${PIN_CHANGES}; ${remotes.produced.length} loads, ${remotes.size} kept`,
    );

    // The LRU is full, and every load after the first twelve evicted one.
    expect(remotes.size).toBe(CAPACITY);
    expect(remotes.produced).toHaveLength(PIN_CHANGES);
    const kept = new Set(remotes.ids);

    // Evicted versions are in no registry of the runtime; the kept ones are (the scan sees them).
    for (const version of VERSIONS) {
      const holding = registriesHolding(containerName('adverts', version));
      if (kept.has(`adverts@${version}`)) expect(holding).toContain('__FEDERATION__.__INSTANCES__');
      else expect(holding, `mf-adverts ${version} was evicted`).toEqual([]);
    }

    // Every module object the gateway loaded is gone, except the current one of each kept version.
    const alive = remotes.produced.filter(({ module }) => module.deref() !== undefined);
    expect(alive.map(({ id }) => id).sort()).toEqual([...kept].sort());
    for (const { id, module } of alive) expect(module).toBe(remotes.latest.get(id));

    expect(heapAtEnd - heapWithFullCache).toBeLessThan(HEAP_BOUND_BYTES);
  });
});
