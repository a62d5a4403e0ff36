import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteKey } from '@vitrina/mf-kit';
import { ModuleStore } from '../src/modules/store.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';

const refusal = (code: string, message: string | RegExp) =>
  expect.objectContaining({
    code,
    message: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
  });

async function storeWith(...releases: `${RemoteKey}@${string}`[]): Promise<ModuleStore> {
  const store = new ModuleStore(tempDir());
  for (const release of releases) {
    const [key, version] = release.split('@') as [RemoteKey, string];
    await store.publish(fakeBuild(key, version));
  }
  return store;
}

describe('pinning', () => {
  it('refuses a version that is not in the store, saying which ones are', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0');
    expect(() => store.pin('pharmacy', 'content', '9.9.9')).toThrow(
      refusal('version_unknown', /^mf-content 9\.9\.9 is not in the store \(published: 1\.1\.0, 1\.0\.0\)$/),
    );
    expect(() => store.pin('pharmacy', 'catalog', '1.0.0')).toThrow(
      refusal('version_unknown', 'mf-catalog 1.0.0 is not in the store (none published yet)'),
    );
    // A "version" that is a path never reaches the file system.
    expect(() => store.pin('pharmacy', 'content', '../../../etc')).toThrow(
      refusal('version_unknown', 'is not in the store'),
    );
    expect(existsSync(join(store.dir, 'pins.json'))).toBe(false);
  });

  it('refuses bad brand and remote names', async () => {
    const store = await storeWith('content@1.0.0');
    for (const brand of ['Pharmacy', 'pharmacy!', '', '-x', '../x']) {
      expect(() => store.pin(brand, 'content', '1.0.0')).toThrow(
        refusal('bad_brand', 'is not a brand name (lowercase letters, digits and dashes, or * for the default)'),
      );
    }
    expect(() => store.pin('pharmacy', 'basket', '1.0.0')).toThrow(
      refusal('bad_remote', '"basket" is not a remote (catalog, cart-checkout, account, adverts, content)'),
    );
  });

  it('gives brands without a pin of their own the default (*) pins, and shows which is which', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0', 'catalog@2.0.0');
    store.pin('*', 'content', '1.0.0');
    store.pin('*', 'catalog', '2.0.0');
    store.pin('pharmacy', 'content', '1.1.0');
    expect(store.show('pharmacy')).toEqual({
      brand: 'pharmacy',
      remotes: { content: { version: '1.1.0', from: 'brand' }, catalog: { version: '2.0.0', from: 'default' } },
      rollbackTo: {},
    });
    expect(store.show('doors').remotes).toEqual({
      content: { version: '1.0.0', from: 'default' },
      catalog: { version: '2.0.0', from: 'default' },
    });
    expect(store.show('*').remotes.content).toEqual({ version: '1.0.0', from: 'default' });
    expect(store.showAll().map((view) => view.brand)).toEqual(['*', 'pharmacy']);
  });

  it('rolls back along the pin history, and an unpin can be rolled back too', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0', 'content@1.2.0');
    store.pin('*', 'content', '1.0.0');
    store.pin('pharmacy', 'content', '1.1.0');
    store.pin('pharmacy', 'content', '1.2.0');
    // Pinning the version already pinned changes nothing, so it does not cost a rollback step.
    store.pin('pharmacy', 'content', '1.2.0');
    expect(store.show('pharmacy').rollbackTo).toEqual({ content: '1.1.0' });

    expect(store.rollback('pharmacy', 'content').remotes.content).toEqual({ version: '1.1.0', from: 'brand' });
    const unpinned = store.unpin('pharmacy', 'content');
    expect(unpinned.remotes.content).toEqual({ version: '1.0.0', from: 'default' });
    expect(unpinned.rollbackTo).toEqual({ content: '1.1.0' });
    expect(store.rollback('pharmacy', 'content').remotes.content).toEqual({ version: '1.1.0', from: 'brand' });
    expect(() => store.rollback('pharmacy', 'content')).toThrow(
      refusal('no_previous_pin', /^pharmacy has no earlier pin of mf-content to roll back to$/),
    );
    expect(() => store.unpin('doors', 'content')).toThrow(
      refusal('not_pinned', /^doors has no pin of its own for mf-content; nothing to unpin$/),
    );
    expect(() => store.unpin('*', 'catalog')).toThrow(
      refusal('not_pinned', /^There is no default pin for mf-catalog; nothing to unpin$/),
    );
  });

  it('refuses a rollback to a version removed from the store since', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0');
    store.pin('tech', 'content', '1.0.0');
    store.pin('tech', 'content', '1.1.0');
    store.remove('content', '1.0.0');
    expect(() => store.rollback('tech', 'content')).toThrow(
      refusal('version_unknown', 'cannot roll back: the earlier pin, mf-content 1.0.0, is no longer in the store'),
    );
    expect(store.show('tech').remotes.content?.version).toBe('1.1.0');
  });

  it('writes pins.json whole (temporary file, then rename), leaving no temporary files', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0');
    for (let i = 0; i < 5; i++) store.pin('kids', 'content', i % 2 ? '1.0.0' : '1.1.0');
    expect(readdirSync(store.dir).sort()).toEqual(['content', 'pins.json']);
  });
});

describe('resolving a brand to its pin set', () => {
  it('gives each pinned remote its container, browser manifest URL and server entry on disk; unpinned remotes are absent', async () => {
    const store = await storeWith('content@1.0.0', 'catalog@2.0.0');
    store.pin('*', 'content', '1.0.0');
    store.pin('pharmacy', 'catalog', '2.0.0');
    const pins = store.resolve('pharmacy');
    expect(pins).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      brand: 'pharmacy',
      remotes: {
        catalog: {
          key: 'catalog',
          version: '2.0.0',
          container: 'mf_catalog__2_0_0',
          browserEntry: '/modules/catalog/2.0.0/browser/mf-manifest.json',
          serverEntry: join(store.dir, 'catalog', '2.0.0', 'server', 'remoteEntry.js'),
        },
        content: expect.objectContaining({ version: '1.0.0', container: 'mf_content__1_0_0' }),
      },
      routes: expect.objectContaining({ conflicts: [] }),
    });
    expect(existsSync(pins.remotes.catalog!.serverEntry)).toBe(true);
    expect(store.resolve('doors').remotes).toEqual({ content: expect.objectContaining({ version: '1.0.0' }) });
    expect(new ModuleStore(tempDir()).resolve('pharmacy')).toMatchObject({
      brand: 'pharmacy',
      remotes: {},
    });
  });

  it('keeps the id while the versions stay, and changes it when any of them changes', async () => {
    const store = await storeWith('content@1.0.0', 'content@1.1.0');
    store.pin('*', 'content', '1.0.0');
    const before = store.resolve('pharmacy');
    expect(store.resolve('pharmacy').id).toBe(before.id);
    // Same versions, same id: another brand on the defaults, or another process reading the file.
    expect(store.resolve('doors').id).toBe(before.id);
    expect(new ModuleStore(store.dir).resolve('pharmacy').id).toBe(before.id);

    store.pin('pharmacy', 'content', '1.1.0');
    const after = store.resolve('pharmacy');
    expect(after.id).not.toBe(before.id);
    expect(store.resolve('doors').id).toBe(before.id);
    store.unpin('pharmacy', 'content');
    expect(store.resolve('pharmacy').id).toBe(before.id);
  });

  it('sees a pin written by another process (the CLI) on the next call, without a restart', async () => {
    const gateway = await storeWith('content@1.0.0', 'content@2.0.0');
    gateway.pin('*', 'content', '1.0.0');
    expect(gateway.resolve('doors').remotes.content?.version).toBe('1.0.0');
    const cli = new ModuleStore(gateway.dir);
    // Quick successive changes: once the rollback history is full (20), every write has the same
    // size, and several land within one tick of the file system clock. Each must still be seen.
    for (let i = 0; i < 30; i++) {
      const version = i % 2 ? '1.0.0' : '2.0.0';
      cli.pin('doors', 'content', version);
      expect(gateway.resolve('doors').remotes.content?.version).toBe(version);
    }
    cli.unpin('doors', 'content');
    expect(gateway.resolve('doors').remotes.content?.version).toBe('1.0.0');
  });

  it('answers from memory while pins.json is unchanged', async () => {
    const store = await storeWith('content@1.0.0');
    store.pin('*', 'content', '1.0.0');
    expect(store.resolve('pharmacy')).toBe(store.resolve('pharmacy'));
    expect(Object.isFrozen(store.resolve('pharmacy').remotes)).toBe(true);
  });

  it('keeps serving the last good pins when pins.json is broken by hand, reports it, and refuses changes until fixed', async () => {
    const gatewayWarnings = vi.fn();
    const store = await storeWith('content@1.0.0', 'content@1.1.0');
    const gateway = new ModuleStore(store.dir, { onPinsProblem: gatewayWarnings });
    store.pin('*', 'content', '1.0.0');
    const good = gateway.resolve('pharmacy');

    writeFileSync(join(store.dir, 'pins.json'), '{"pins": {"*": {"content": "1.1.0"');
    expect(gateway.resolve('pharmacy')).toEqual(good);
    gateway.resolve('pharmacy');
    expect(gatewayWarnings).toHaveBeenCalledTimes(1);
    expect(gatewayWarnings).toHaveBeenCalledWith(expect.stringMatching(/pins\.json cannot be used: not valid JSON/));
    expect(() => gateway.pin('pharmacy', 'content', '1.1.0')).toThrow(
      refusal(
        'pins_unreadable',
        /pins\.json cannot be used: not valid JSON .*; fix or restore the file, nothing was changed$/,
      ),
    );
    expect(() => new ModuleStore(store.dir, { onPinsProblem: () => undefined }).show('pharmacy')).toThrow(
      refusal('pins_unreadable', 'cannot be used'),
    );

    // A version that is a path is refused like bad JSON: it would point outside the store.
    writeFileSync(join(store.dir, 'pins.json'), JSON.stringify({ pins: { '*': { content: '../../../tmp/evil' } } }));
    expect(gateway.resolve('pharmacy')).toEqual(good);
    expect(gatewayWarnings).toHaveBeenLastCalledWith(
      expect.stringMatching(/pins\.json cannot be used: pins\.\*\.content: is not a version like 1\.2\.3/),
    );

    writeFileSync(join(store.dir, 'pins.json'), JSON.stringify({ pins: { '*': { content: '1.1.0' } } }));
    expect(gateway.resolve('pharmacy').remotes.content?.version).toBe('1.1.0');
    expect(gateway.pin('pharmacy', 'content', '1.0.0').remotes.content).toEqual({ version: '1.0.0', from: 'brand' });
  });
});
