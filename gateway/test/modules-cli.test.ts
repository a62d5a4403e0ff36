import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleStore } from '../src/modules/store.ts';
import { tempDir } from './helpers/fake-build.ts';

const GATEWAY = join(fileURLToPath(import.meta.url), '../..');
const tsx = createRequire(join(GATEWAY, 'package.json')).resolve('tsx/cli');

function cli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [tsx, 'src/cli/modules.ts', ...args], { cwd: GATEWAY, encoding: 'utf8', env: { ...process.env, ...env } });
}

describe('modules CLI', () => {
  it('releases a remote (build + publish), pins it, and refuses a second release of the same version', () => {
    const dir = tempDir();
    const released = cli(['release', 'content', '--version', '3.1.4'], { MODULES_DIR: dir });
    expect(released.stderr).toBe('');
    expect(released.stdout).toContain('published mf-content 3.1.4 (mf_content__3_1_4)');
    expect(new ModuleStore(dir).has('content', '3.1.4')).toBe(true);

    const pinned = cli(['pin', 'pharmacy', 'content', '3.1.4'], { MODULES_DIR: dir });
    expect(pinned.status).toBe(0);
    expect(JSON.parse(pinned.stdout).remotes.content).toEqual({ version: '3.1.4', from: 'brand' });

    const again = cli(['release', 'content', '--version', '3.1.4'], { MODULES_DIR: dir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('mf-content 3.1.4 is already in the store');
  });

  it('refuses a version that does not build, unknown versions and bad usage with clear exit codes', () => {
    const dir = tempDir();
    const badVersion = cli(['release', 'content', '--version', 'latest'], { MODULES_DIR: dir });
    expect(badVersion.status).toBe(1);
    expect(badVersion.stderr).toContain('release refused: mf-content did not build');
    const unknown = cli(['pin', '*', 'content', '9.9.9'], { MODULES_DIR: dir });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('mf-content 9.9.9 is not in the store');
    expect(cli(['pin', 'pharmacy'], { MODULES_DIR: dir }).status).toBe(2);
    expect(cli(['release', 'basket'], { MODULES_DIR: dir }).stderr).toContain('unknown remote "basket"');
  });

  it('exits with one line naming a bad configuration value', () => {
    const res = cli(['show'], { MODULES_DIR: tempDir(), ADMIN_TOKEN: 'short' });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('ADMIN_TOKEN');
  });
});
