import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runModulesCommand } from '../src/cli/modules-command.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { editManifest, fakeBuild, writeDist, tempDir } from './helpers/fake-build.ts';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const REPO = join(GATEWAY, '..');

/** The command in-process: fast, and what it prints is what ops would read. */
async function run(store: ModuleStore, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runModulesCommand(store, argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The real entry point as ops run it (tsx, environment, exit code). */
function spawnCli(args: string[], env: Record<string, string>) {
  const tsx = createRequire(join(GATEWAY, 'package.json')).resolve('tsx/cli');
  return spawnSync(process.execPath, [tsx, 'src/cli/modules.ts', ...args], {
    cwd: GATEWAY,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

async function storeWith(...versions: string[]): Promise<ModuleStore> {
  const store = new ModuleStore(tempDir());
  for (const version of versions) await store.publish(fakeBuild('content', version));
  return store;
}

/** A copy of a remote's folder: named like the remote (the build names it after the folder), sharing its node_modules. */
function remoteFolder(files: Record<string, string> = {}): string {
  const folder = join(tempDir(), 'mf-content');
  mkdirSync(join(folder, 'src'), { recursive: true });
  copyFileSync(join(REPO, 'mf-content', 'package.json'), join(folder, 'package.json'));
  symlinkSync(join(REPO, 'mf-content', 'node_modules'), join(folder, 'node_modules'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('modules CLI: bad usage exits 2 with the usage text', () => {
  it.each([
    [[], 'no command given'],
    [['deploy'], 'unknown command "deploy"'],
    [['pin', 'pharmacy', 'content'], 'pin: expected 3 arguments, got 2'],
    [
      ['pin', 'pharmacy', 'basket', '1.0.0'],
      'unknown remote "basket" (remotes: catalog, cart-checkout, account, adverts, content)',
    ],
    [['show', '--force'], "Unknown option '--force'"],
    [['pin', 'pharmacy', 'content', '1.0.0', '--version', '1.0.0'], '--version only applies to release'],
    [['release', 'content', '--version', 'latest'], '--version "latest" is not of the form 1.2.3 or 1.2.3-tag'],
    [['release', 'content', '--from', '/tmp/somewhere/mf-catalog'], '--from must be a folder named mf-content'],
  ])('%j', async (argv, message) => {
    const result = await run(await storeWith(), ...argv);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage: modules <command>');
    expect(result.stdout).toBe('');
  });

  it('prints the usage on stdout and exits 0 when asked for help', async () => {
    const result = await run(await storeWith(), '--help');
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(result.stdout).toContain('pin <brand|*> <remote> <version>');
  });
});

describe('modules CLI: pins', () => {
  it('pins, shows, rolls back and unpins, saying what changed for whom', async () => {
    const store = await storeWith('1.0.0', '1.1.0');
    expect(await run(store, 'pin', '*', 'content', '1.0.0')).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^\*: mf-content nothing -> 1\.0\.0\n/),
    });

    const pinned = await run(store, 'pin', 'pharmacy', 'content', '1.1.0');
    expect(pinned.status).toBe(0);
    expect(pinned.stdout).toMatch(/^pharmacy: mf-content 1\.0\.0 \(default\) -> 1\.1\.0\n/);
    expect(pinned.stdout).toMatch(/\n {2}content +1\.1\.0 +own pin\n?/);
    expect(pinned.stdout).toMatch(/\n {2}catalog +- +not pinned\n/);

    const shown = await run(store, 'show', 'doors');
    expect(shown.stdout).toMatch(/^doors\n/);
    expect(shown.stdout).toMatch(/\n {2}content +1\.0\.0 +default \(\*\)/);

    await run(store, 'pin', 'pharmacy', 'content', '1.0.0');
    const rolledBack = await run(store, 'rollback', 'pharmacy', 'content');
    expect(rolledBack).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^pharmacy: mf-content 1\.0\.0 -> 1\.1\.0\n/),
    });
    const unpinned = await run(store, 'unpin', 'pharmacy', 'content');
    expect(unpinned.stdout).toMatch(/^pharmacy: mf-content 1\.1\.0 -> 1\.0\.0 \(default\)\n/);
    expect(unpinned.stdout).toMatch(/content +1\.0\.0 +default \(\*\), rollback to 1\.1\.0/);

    const all = await run(store, 'show');
    expect(all.stdout).toMatch(/^\* \(the default for brands without a pin of their own\)\n/);
    expect(all.stdout).not.toContain('pharmacy');
  });

  it('refuses with exit 1 and the reason: unknown version, nothing to roll back, bad brand', async () => {
    const store = await storeWith('1.0.0');
    expect(await run(store, 'pin', '*', 'content', '9.9.9')).toEqual({
      status: 1,
      stdout: '',
      stderr: 'pin refused: mf-content 9.9.9 is not in the store (published: 1.0.0)',
    });
    expect(await run(store, 'rollback', 'kids', 'content')).toMatchObject({
      status: 1,
      stderr: 'rollback refused: kids has no earlier pin of mf-content to roll back to',
    });
    expect(await run(store, 'unpin', 'Kids', 'content')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('unpin refused: "Kids" is not a brand name'),
    });
    expect(existsSync(join(store.dir, 'pins.json'))).toBe(false);
  });

  it('removes an unpinned version, and refuses one still pinned', async () => {
    const store = await storeWith('1.0.0', '1.1.0');
    await run(store, 'pin', '*', 'content', '1.1.0');
    expect(await run(store, 'remove', 'content', '1.1.0')).toMatchObject({
      status: 1,
      stderr: 'remove refused: mf-content 1.1.0 is pinned by *; pin another version first',
    });
    expect(await run(store, 'remove', 'content', '1.0.0')).toEqual({
      status: 0,
      stdout: 'removed mf-content 1.0.0',
      stderr: '',
    });
    expect(store.versions('content').map((v) => v.version)).toEqual(['1.1.0']);
  });

  it('lists versions newest first with who pins them, and prints JSON with --json', async () => {
    const store = await storeWith('1.0.0', '1.1.0');
    await run(store, 'pin', '*', 'content', '1.0.0');
    const listed = await run(store, 'list', 'content');
    expect(listed.stdout).toMatch(/^content\n {2}1\.1\.0 +published \S+\n {2}1\.0\.0 +published \S+ +pinned by \*$/);
    expect((await run(store, 'list')).stdout).toContain('catalog\n  (nothing published)');
    const json = await run(store, 'show', 'pharmacy', '--json');
    expect(JSON.parse(json.stdout)).toEqual({
      brand: 'pharmacy',
      remotes: { content: { version: '1.0.0', from: 'default' } },
      rollbackTo: {},
    });
  });
});

describe('modules CLI: release', () => {
  it('publishes a build made before with --skip-build, and refuses a stale or broken one', async () => {
    const store = await storeWith();
    const folder = remoteFolder();
    writeDist(join(folder, 'dist'), 'content', '2.0.0');
    const mismatch = await run(store, 'release', 'content', '--from', folder, '--skip-build', '--version', '2.0.1');
    expect(mismatch).toMatchObject({ status: 1, stderr: expect.stringContaining('holds version 2.0.0, not 2.0.1') });

    editManifest(join(folder, 'dist'), 'server', (m) => (m.exposes = []));
    const broken = await run(store, 'release', 'content', '--from', folder, '--skip-build');
    expect(broken).toMatchObject({
      status: 1,
      stderr:
        'release refused: mf-content 2.0.0: server/mf-manifest.json does not expose ./remote, the module the shell and the gateway load',
    });

    writeDist(join(folder, 'dist'), 'content', '2.0.0');
    const published = await run(store, 'release', 'content', '--from', folder, '--skip-build');
    expect(published).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('published mf-content 2.0.0 (container mf_content__2_0_0)'),
    });
    expect(store.has('content', '2.0.0')).toBe(true);
  });

  it('refuses a version already in the store before spending a build on it', async () => {
    const store = await storeWith('1.4.0');
    // This source does not build: the answer shows the build was never started.
    const folder = remoteFolder({ 'src/remote.tsx': 'export default (' });
    const again = await run(store, 'release', 'content', '--from', folder, '--version', '1.4.0');
    expect(again).toEqual({
      status: 1,
      stdout: '',
      stderr:
        'release refused: mf-content 1.4.0 is already in the store; versions are immutable, publish a new version',
    });
  });

  it('refuses a remote whose build fails, showing the compiler output, and publishes nothing', async () => {
    const store = await storeWith();
    const folder = remoteFolder({
      'src/remote.tsx': 'export default {\n  broken: (,\n};\n',
      'src/mounts.ts': "export const mounts = { prefixes: ['page'] };\n",
    });
    const result = await run(store, 'release', 'content', '--from', folder, '--version', '5.0.0');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^release refused: mf-content did not build \(exit code 1\)\n/);
    expect(result.stderr).toContain('remote.tsx');
    expect(store.has('content', '5.0.0')).toBe(false);
    expect(readdirSync(store.dir)).toEqual([]);
  });

  it('builds the real remote and publishes it, end to end through the command ops run', () => {
    const dir = tempDir();
    const released = spawnCli(['release', 'content', '--version', '3.1.4'], { MODULES_DIR: dir });
    expect(released.stderr).toBe('');
    expect(released.status).toBe(0);
    expect(released.stdout).toBe(
      'published mf-content 3.1.4 (container mf_content__3_1_4)\nrun it with: modules pin <brand|*> content 3.1.4\n',
    );
    // The remote's own dist/ is not where the release was built.
    const ownBuild = join(REPO, 'mf-content', 'dist', 'build.json');
    expect(existsSync(ownBuild) ? readFileSync(ownBuild, 'utf8') : '').not.toContain('3.1.4');

    const pinned = spawnCli(['pin', 'pharmacy', 'content', '3.1.4'], { MODULES_DIR: dir });
    expect(pinned.status).toBe(0);
    expect(pinned.stdout).toMatch(/^pharmacy: mf-content nothing -> 3\.1\.4\n/);
    const pins = new ModuleStore(dir).resolve('pharmacy');
    expect(existsSync(pins.remotes.content!.serverEntry)).toBe(true);
    expect(existsSync(join(dir, 'content', '3.1.4', 'browser', 'mf-manifest.json'))).toBe(true);
  });

  it('exits 2 on bad usage and 1 with one line on a bad configuration value', () => {
    const usage = spawnCli(['pin', 'pharmacy'], { MODULES_DIR: tempDir() });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('pin: expected 3 arguments, got 1');
    const config = spawnCli(['show'], { MODULES_DIR: tempDir(), ADMIN_TOKEN: 'short' });
    expect(config.status).toBe(1);
    expect(config.stderr.trim().split('\n')).toEqual([expect.stringContaining('ADMIN_TOKEN')]);
  });
});
