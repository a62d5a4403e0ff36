import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBuild } from '../src/modules/manifest.ts';
import { FAKE_MOUNTS, editBuildRecord, editManifest, fakeBuild, tempDir } from './helpers/fake-build.ts';

const build = () => fakeBuild('content', '1.2.0');
const problemsOf = (dist: string) => {
  const result = validateBuild(dist);
  return result.ok ? [] : result.problems;
};

describe('build validation', () => {
  it('accepts a complete build and reports which remote and version it is', () => {
    expect(validateBuild(build())).toEqual({
      ok: true,
      build: { remote: 'content', version: '1.2.0', mounts: FAKE_MOUNTS.content, container: 'mf_content__1_2_0' },
    });
  });

  it('names a missing manifest by remote, version and file', () => {
    const dist = build();
    rmSync(join(dist, 'server', 'mf-manifest.json'));
    expect(problemsOf(dist)).toEqual(['mf-content 1.2.0: server/mf-manifest.json is missing']);
  });

  it('refuses a manifest that is not JSON, or not a Module Federation manifest', () => {
    const broken = build();
    writeFileSync(join(broken, 'browser', 'mf-manifest.json'), '{"name": ');
    expect(problemsOf(broken)).toEqual([
      expect.stringMatching(/^mf-content 1\.2\.0: browser\/mf-manifest\.json is not valid JSON/),
    ]);
    const foreign = build();
    writeFileSync(join(foreign, 'browser', 'mf-manifest.json'), '{"name": "mf_content__1_2_0"}');
    expect(problemsOf(foreign)).toEqual([
      expect.stringMatching(
        /^mf-content 1\.2\.0: browser\/mf-manifest\.json is not a Module Federation manifest \(metaData/,
      ),
    ]);
  });

  it('refuses a container named otherwise than build.json says (built for another version)', () => {
    const dist = build();
    editManifest(dist, 'browser', (m) => (m.name = 'mf_content__1_1_0'));
    expect(problemsOf(dist)).toEqual([
      'mf-content 1.2.0: browser/mf-manifest.json names the container "mf_content__1_1_0", expected "mf_content__1_2_0"',
    ]);
  });

  it('refuses a build that does not expose ./remote, or whose files are missing', () => {
    const unexposed = build();
    editManifest(unexposed, 'server', (m) => (m.exposes = []));
    expect(problemsOf(unexposed)).toEqual([
      'mf-content 1.2.0: server/mf-manifest.json does not expose ./remote, the module the shell and the gateway load',
    ]);
    const incomplete = build();
    rmSync(join(incomplete, 'server', 'remoteEntry.js'));
    rmSync(join(incomplete, 'browser', '__federation_expose_remote.5eed1234.js'));
    expect(problemsOf(incomplete)).toEqual([
      'mf-content 1.2.0: browser/__federation_expose_remote.5eed1234.js is missing (listed by browser/mf-manifest.json for ./remote)',
      'mf-content 1.2.0: server/remoteEntry.js is missing (the entry named by server/mf-manifest.json)',
    ]);
  });

  it('refuses entries outside the build folder, and a server entry the gateway would not load', () => {
    const escaping = build();
    editManifest(escaping, 'browser', (m) => (m.metaData.remoteEntry.name = '../../outside.js'));
    expect(problemsOf(escaping)).toEqual([
      'mf-content 1.2.0: browser/mf-manifest.json names the entry ../../outside.js, which is outside browser/',
    ]);
    const renamed = build();
    writeFileSync(join(renamed, 'server', 'entry.cjs'), '');
    editManifest(renamed, 'server', (m) => (m.metaData.remoteEntry.name = 'entry.cjs'));
    expect(problemsOf(renamed)).toEqual([
      'mf-content 1.2.0: server/mf-manifest.json names the entry entry.cjs, but the gateway loads server/remoteEntry.js',
    ]);
  });

  it('refuses a singleton shared without singleton: true, or bundled as a second copy', () => {
    const notSingleton = build();
    editManifest(notSingleton, 'browser', (m) => (m.shared.find((s) => s.name === 'effector')!.singleton = false));
    expect(problemsOf(notSingleton)).toEqual([
      'mf-content 1.2.0: browser/mf-manifest.json shares effector but not as a singleton (a page could end up with two copies)',
    ]);
    // What the real build records when a remote shares react without `import: false`.
    const bundled = build();
    editManifest(bundled, 'server', (m) => {
      const react = m.shared.find((s) => s.name === 'react')!;
      react.version = '19.3.1';
      react.assets.js.sync = ['784.ebc51aef.js'];
    });
    expect(problemsOf(bundled)).toEqual([
      'mf-content 1.2.0: server build bundles its own copy of react 19.3.1 (784.ebc51aef.js); singletons must be shared with import: false',
    ]);
  });

  it('lets a remote bundle packages that are not platform singletons', () => {
    const dist = build();
    editManifest(dist, 'browser', (m) =>
      m.shared.push({
        ...m.shared[0]!,
        name: 'date-fns',
        singleton: false,
        version: '4.1.0',
        assets: { js: { sync: ['12.js'], async: [] }, css: { sync: [], async: [] } },
      }),
    );
    expect(validateBuild(dist).ok).toBe(true);
  });

  it('explains what is wrong with build.json, which names the remote and version', () => {
    const missing = tempDir();
    expect(problemsOf(missing)).toEqual([
      `${missing}: build.json is missing (is this a remote's dist folder, and was the build finished?)`,
    ]);
    const unknownRemote = build();
    editBuildRecord(unknownRemote, (r) => (r.remote = 'basket'));
    expect(problemsOf(unknownRemote)[0]).toBe(
      `${unknownRemote}: build.json names the remote "basket", which is not one of catalog, cart-checkout, account, adverts, content`,
    );
    const badVersion = build();
    editBuildRecord(badVersion, (r) => (r.version = 'latest'));
    expect(problemsOf(badVersion)).toEqual([
      'mf-content: build.json has the version "latest", not of the form 1.2.3 or 1.2.3-tag',
    ]);
    const wrongContainer = build();
    editBuildRecord(wrongContainer, (r) => (r.container = 'mf_content'));
    expect(problemsOf(wrongContainer)).toEqual([
      'mf-content 1.2.0: build.json names the container "mf_content", expected "mf_content__1_2_0"',
    ]);
  });

  it('lists every problem at once, so one fix-and-retry round is enough', () => {
    const dist = build();
    rmSync(join(dist, 'server', 'mf-manifest.json'));
    editManifest(dist, 'browser', (m) => (m.exposes = []));
    expect(problemsOf(dist)).toEqual([
      'mf-content 1.2.0: browser/mf-manifest.json does not expose ./remote, the module the shell and the gateway load',
      'mf-content 1.2.0: server/mf-manifest.json is missing',
    ]);
  });
});
