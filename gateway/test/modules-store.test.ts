import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleStore, ModuleStoreError } from '../src/modules/store.ts';
import { FAKE_MOUNTS, editManifest, fakeBuild, tempDir } from './helpers/fake-build.ts';

const newStore = () => new ModuleStore(tempDir());
const refusal = (code: string, message: string | RegExp) =>
  expect.objectContaining({
    name: 'ModuleStoreError',
    code,
    message: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
  });

describe('publishing', () => {
  it('copies a valid build in as browser/, server/ and release.json, and nothing else', async () => {
    const store = newStore();
    const release = await store.publish(fakeBuild('content', '1.2.0'));
    expect(release).toEqual({
      remote: 'content',
      version: '1.2.0',
      container: 'mf_content__1_2_0',
      publishedAt: expect.any(String),
      mounts: FAKE_MOUNTS.content,
    });
    expect(Date.parse(release.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const folder = join(store.dir, 'content', '1.2.0');
    expect(readdirSync(folder).sort()).toEqual(['browser', 'release.json', 'server']);
    expect(JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'))).toEqual(release);
    expect(readFileSync(join(folder, 'server', 'remoteEntry.js'), 'utf8')).toContain('mf_content__1_2_0 server entry');
    expect(store.has('content', '1.2.0')).toBe(true);
    // No staging folder is left behind.
    expect(readdirSync(store.dir)).toEqual(['content']);
  });

  it('refuses an invalid build with the validation messages and leaves the store untouched', async () => {
    const store = newStore();
    const dist = fakeBuild('catalog', '2.0.0');
    rmSync(join(dist, 'browser', 'mf-manifest.json'));
    await expect(store.publish(dist)).rejects.toEqual(
      refusal('invalid_build', /^mf-catalog 2\.0\.0: browser\/mf-manifest\.json is missing$/),
    );
    const renamed = fakeBuild('catalog', '2.0.0');
    editManifest(renamed, 'server', (m) => (m.name = 'mf_catalog'));
    await expect(store.publish(renamed)).rejects.toEqual(
      refusal('invalid_build', 'names the container "mf_catalog", expected "mf_catalog__2_0_0"'),
    );
    expect(store.has('catalog', '2.0.0')).toBe(false);
    expect(readdirSync(store.dir).filter((name) => name !== 'catalog')).toEqual([]);
  });

  it('never replaces a published version: a second publish of it is refused and the first stays', async () => {
    const store = newStore();
    const first = await store.publish(fakeBuild('content', '1.2.0'));
    await expect(store.publish(fakeBuild('content', '1.2.0'))).rejects.toEqual(
      refusal(
        'version_exists',
        /^mf-content 1\.2\.0 is already in the store; versions are immutable, publish a new version$/,
      ),
    );
    expect(JSON.parse(readFileSync(join(store.dir, 'content', '1.2.0', 'release.json'), 'utf8'))).toEqual(first);
  });

  it('lets exactly one of two simultaneous publishes of a version through', async () => {
    const store = newStore();
    const results = await Promise.allSettled([
      store.publish(fakeBuild('adverts', '1.0.0')),
      new ModuleStore(store.dir).publish(fakeBuild('adverts', '1.0.0')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(ModuleStoreError);
    expect(rejected?.reason).toMatchObject({ code: 'version_exists' });
    expect(readdirSync(store.dir)).toEqual(['adverts']);
  });
});

describe('versions', () => {
  it('lists versions newest first, pre-releases before their release, with who pins them', async () => {
    const store = newStore();
    for (const version of ['1.0.0', '1.10.0', '1.2.0', '1.10.0-beta.2', '1.10.0-beta.10']) {
      await store.publish(fakeBuild('content', version));
    }
    store.pin('*', 'content', '1.2.0');
    store.pin('pharmacy', 'content', '1.10.0');
    store.pin('doors', 'content', '1.10.0');
    const versions = store.versions('content');
    expect(versions.map((v) => v.version)).toEqual(['1.10.0', '1.10.0-beta.10', '1.10.0-beta.2', '1.2.0', '1.0.0']);
    expect(versions.map((v) => v.pinnedBy)).toEqual([['doors', 'pharmacy'], [], [], ['*'], []]);
    const all = store.list();
    expect(Object.keys(all)).toEqual(['catalog', 'cart-checkout', 'account', 'adverts', 'content']);
    expect(all.catalog).toEqual([]);
    expect(all.content).toEqual(versions);
  });

  it('removes an unpinned version for good: its number is never published again', async () => {
    const store = newStore();
    await store.publish(fakeBuild('content', '1.0.0'));
    await store.publish(fakeBuild('content', '1.1.0'));
    store.pin('*', 'content', '1.0.0');
    store.pin('kids', 'content', '1.0.0');
    expect(() => store.remove('content', '1.0.0')).toThrow(
      refusal('version_pinned', /^mf-content 1\.0\.0 is pinned by \*, kids; pin another version first$/),
    );

    store.remove('content', '1.1.0');
    expect(store.has('content', '1.1.0')).toBe(false);
    expect(store.versions('content').map((v) => v.version)).toEqual(['1.0.0']);
    expect(existsSync(join(store.dir, 'content', '1.1.0', 'browser'))).toBe(false);
    await expect(store.publish(fakeBuild('content', '1.1.0'))).rejects.toEqual(
      refusal('version_exists', 'mf-content 1.1.0 was published before and removed; a version number is never reused'),
    );
    expect(() => store.remove('content', '1.1.0')).toThrow(
      refusal('version_unknown', /^mf-content 1\.1\.0 is not in the store \(published: 1\.0\.0\)$/),
    );
  });
});
