// The cluster's module store, like the demo's: the shell built, each remote's current version
// released into the shared folder (once) and made the default of every brand, in the shared pins
// (Redis), so every gateway node serves it from its first request.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_KEYS, REMOTES } from '@vitrina/mf-kit';
import { SharedPins } from '../../modules/shared-pins.ts';
import { ModuleStore } from '../../modules/store.ts';
import { compareVersions } from '../../modules/versions.ts';
import { ROOT } from './topology.ts';

function step(args: string[], cwd = ROOT): void {
  const res = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error(`cluster: ${args.join(' ')} failed`);
}

export interface ClusterModulesOptions {
  modulesDir: string;
  redisUrl: string;
  pinsPrefix?: string;
  log?: (line: string) => void;
}

export async function publishClusterModules(options: ClusterModulesOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  log('building the shell...');
  step([join(ROOT, 'shell/build.ts')], join(ROOT, 'shell'));
  const pins = await SharedPins.open({
    url: options.redisUrl,
    prefix: options.pinsPrefix ?? 'vitrina:pins:',
    seedFile: join(options.modulesDir, 'pins.json'),
    timeoutMs: 2000,
    log: { warn: (_data: unknown, message?: string) => log(message ?? ''), info: () => undefined },
  });
  try {
    const store = new ModuleStore(options.modulesDir, { pins });
    for (const key of REMOTE_KEYS) {
      const dir = join(ROOT, REMOTES[key]);
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
      if (!store.has(key, version)) {
        log(`building ${REMOTES[key]} ${version}...`);
        const out = mkdtempSync(join(tmpdir(), `vitrina-cluster-${key}-`));
        step([join(ROOT, 'shared/mf-kit/src/build-cli.ts'), dir, '--out', out]);
        await store.publish(out);
        rmSync(out, { recursive: true, force: true });
      }
      // The default follows the code, as in the demo; a brand's own pins are left alone.
      await store.transaction(() => {
        const pinned = store.show('*').remotes[key]?.version;
        if (!pinned || compareVersions(pinned, version) < 0) store.pin('*', key, version);
      });
    }
  } finally {
    await pins.close();
  }
}
