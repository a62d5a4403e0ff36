import { describe, expect, it } from 'vitest';
import { ModuleStore } from '../src/modules/store.ts';
import { validateBuild } from '../src/modules/manifest.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';

function storeWith(...versions: [Parameters<typeof fakeBuild>[0], string][]) {
  const store = new ModuleStore(tempDir());
  return Promise.all(versions.map(([key, version]) => store.publish(fakeBuild(key, version)))).then(() => store);
}

describe('manifest validation', () => {
  it('accepts a complete build and names what is wrong with a broken one', () => {
    expect(validateBuild(fakeBuild('content', '1.0.0'))).toMatchObject({ ok: true, build: { container: 'mf_content__1_0_0' } });
    expect(validateBuild(fakeBuild('content', '1.0.0', { withoutManifest: 'server' }))).toEqual({
      ok: false,
      problems: ['mf-content 1.0.0: server/mf-manifest.json is missing'],
    });
    const renamed = validateBuild(fakeBuild('content', '1.0.0', { name: 'mf_content' }));
    expect(renamed.ok ? [] : renamed.problems[0]).toContain('expected "mf_content__1_0_0"');
    const bundled = validateBuild(fakeBuild('content', '1.0.0', { bundledSingleton: 'react' }));
    expect(bundled.ok ? [] : bundled.problems).toContain('mf-content 1.0.0: browser bundles its own copy of react');
    const notBuilt = validateBuild(tempDir());
    expect(notBuilt.ok ? '' : notBuilt.problems[0]).toContain('build.json is missing');
  });
});

describe('module store', () => {
  it('publishes versions immutably and lists them newest first', async () => {
    const store = await storeWith(['content', '1.0.0'], ['content', '1.10.0'], ['content', '1.2.0']);
    expect(store.versions('content').map((r) => r.version)).toEqual(['1.10.0', '1.2.0', '1.0.0']);
    await expect(store.publish(fakeBuild('content', '1.2.0'))).rejects.toMatchObject({ code: 'version_exists' });
    await expect(store.publish(fakeBuild('catalog', '2.0.0', { withoutManifest: 'browser' }))).rejects.toThrow(
      'mf-catalog 2.0.0: browser/mf-manifest.json is missing',
    );
    expect(store.has('catalog', '2.0.0')).toBe(false);
  });

  it('refuses to pin a version that is not in the store, or a bad brand or remote', async () => {
    const store = await storeWith(['content', '1.0.0']);
    expect(() => store.pin('pharmacy', 'content', '9.9.9')).toThrow('mf-content 9.9.9 is not in the store');
    expect(() => store.pin('Pharmacy!', 'content', '1.0.0')).toThrow(expect.objectContaining({ code: 'bad_brand' }));
    expect(() => store.pin('pharmacy', 'basket', '1.0.0')).toThrow(expect.objectContaining({ code: 'bad_remote' }));
    expect(() => store.pin('pharmacy', 'content', '../../etc')).toThrow(expect.objectContaining({ code: 'version_unknown' }));
  });

  it('resolves a brand to its own pins over the defaults, and rolls back', async () => {
    const store = await storeWith(['content', '1.0.0'], ['content', '1.1.0'], ['catalog', '1.0.0']);
    store.pin('*', 'content', '1.0.0');
    store.pin('*', 'catalog', '1.0.0');
    const before = store.resolve('pharmacy');
    expect(before.remotes.content?.version).toBe('1.0.0');
    expect(before.remotes.content?.browserEntry).toBe('/modules/content/1.0.0/browser/mf-manifest.json');
    expect(store.resolve('pharmacy').id).toBe(before.id);

    store.pin('pharmacy', 'content', '1.1.0');
    const after = store.resolve('pharmacy');
    expect(after.remotes.content).toMatchObject({ version: '1.1.0', container: 'mf_content__1_1_0' });
    expect(after.id).not.toBe(before.id);
    expect(store.resolve('tech').remotes.content?.version).toBe('1.0.0');
    expect(store.show('pharmacy').remotes).toMatchObject({ content: { version: '1.1.0', from: 'brand' }, catalog: { version: '1.0.0', from: 'default' } });

    store.pin('pharmacy', 'content', '1.0.0');
    store.rollback('pharmacy', 'content');
    expect(store.resolve('pharmacy').remotes.content?.version).toBe('1.1.0');
    store.unpin('pharmacy', 'content');
    expect(store.resolve('pharmacy').remotes.content?.version).toBe('1.0.0');
    expect(() => store.rollback('pharmacy', 'content')).toThrow(expect.objectContaining({ code: 'no_previous_pin' }));
  });

  it('sees a pin written by another process (the CLI) on the next resolve, without a restart', async () => {
    const gateway = await storeWith(['content', '1.0.0'], ['content', '2.0.0']);
    gateway.pin('*', 'content', '1.0.0');
    expect(gateway.resolve('doors').remotes.content?.version).toBe('1.0.0');
    const cli = new ModuleStore(gateway.dir);
    cli.pin('doors', 'content', '2.0.0');
    expect(gateway.resolve('doors').remotes.content?.version).toBe('2.0.0');
  });
});
