// `npm run dev` rebuilds a remote on every change of its sources, releases each build as a
// version of its own and pins it, one build at a time; a failing build leaves the last good one
// pinned. The builder here is a stand-in (the real one is the rspack build, proven by e2e).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteKey } from '@vitrina/mf-kit';
import { devVersion, startDevRemote } from '../src/cli/dev-remote.ts';
import type { DevRemote } from '../src/cli/dev-remote.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { fakeBuild, tempDir } from './helpers/fake-build.ts';

let running: DevRemote | undefined;
afterEach(() => running?.stop());

function setup(options: { failWhen?: (source: string) => boolean } = {}) {
  const dir = tempDir('vitrina-dev-src-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'page.tsx'), 'v1');
  const store = new ModuleStore(tempDir());
  const builds: string[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const build = async (key: RemoteKey, version: string) => {
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise((resolve) => setTimeout(resolve, 60));
    concurrent -= 1;
    builds.push(version);
    if (options.failWhen?.(version)) throw new Error('syntax error in page.tsx');
    return fakeBuild(key, version);
  };
  const logs: string[] = [];
  const start = (brand = '*') =>
    startDevRemote({
      key: 'content',
      dir,
      baseVersion: '1.2.0',
      store,
      brand,
      build,
      log: (line) => logs.push(line),
      debounceMs: 30,
      session: 's1',
    });
  return { dir, store, builds, logs, start, maxConcurrent: () => maxConcurrent };
}

const edit = (dir: string, text: string) => writeFileSync(join(dir, 'src', 'page.tsx'), text);

describe('dev remote', () => {
  it('names dev versions after the package version, the run and the build number', () => {
    expect(devVersion('1.2.0', 'abc', 3)).toBe('1.2.0-dev.abc.3');
    expect(devVersion('1.2.0-rc.1', 'abc', 1)).toBe('1.2.0-dev.abc.1');
  });

  it('builds, releases and pins at start, and again after an edit', async () => {
    const dev = setup();
    running = await dev.start();
    expect(dev.store.show('pharmacy').remotes.content?.version).toBe('1.2.0-dev.s1.1');
    edit(dev.dir, 'v2');
    await running.idle();
    expect(running.released).toEqual(['1.2.0-dev.s1.1', '1.2.0-dev.s1.2']);
    expect(dev.store.show('pharmacy').remotes.content?.version).toBe('1.2.0-dev.s1.2');
  });

  it('builds once for a burst of edits, never two at a time', async () => {
    const dev = setup();
    running = await dev.start();
    for (let i = 0; i < 5; i++) edit(dev.dir, `burst ${i}`);
    await running.idle();
    await new Promise((resolve) => setTimeout(resolve, 40));
    edit(dev.dir, 'during the next build');
    await new Promise((resolve) => setTimeout(resolve, 45));
    edit(dev.dir, 'again, while it builds');
    await running.idle();
    await running.idle();
    expect(dev.maxConcurrent()).toBe(1);
    expect(dev.builds.length).toBeLessThanOrEqual(4);
    expect(dev.store.show('kids').remotes.content?.version).toBe(running.released.at(-1));
  });

  it('keeps the last good build pinned when an edit does not build', async () => {
    const dev = setup({ failWhen: (version) => version.endsWith('.2') });
    running = await dev.start();
    edit(dev.dir, 'broken');
    await running.idle();
    expect(dev.store.show('pharmacy').remotes.content?.version).toBe('1.2.0-dev.s1.1');
    expect(dev.logs.at(-1)).toContain('build failed, 1.2.0-dev.s1.1 keeps serving');
    expect(dev.logs.at(-1)).toContain('syntax error in page.tsx');
  });

  it('pins only the given brand when attached to a shared gateway', async () => {
    const dev = setup();
    await dev.store.publish(fakeBuild('content', '1.0.0'));
    dev.store.pin('*', 'content', '1.0.0');
    running = await dev.start('pharmacy');
    expect(dev.store.show('pharmacy').remotes.content?.version).toBe('1.2.0-dev.s1.1');
    expect(dev.store.show('kids').remotes.content?.version).toBe('1.0.0');
  });
});
