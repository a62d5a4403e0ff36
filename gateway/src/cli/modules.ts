// Ops' command line over the module store (the same store and pins the gateway reads).
// Usage: modules <release|list|pin|unpin|rollback|show> ...   (MODULES_DIR or DATA_DIR/modules)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@vitrina/config';
import { REMOTES, isRemoteKey } from '@vitrina/mf-kit';
import { gatewayConfigSchema } from '../config.ts';
import { ModuleStoreError } from '../modules/errors.ts';
import { ModuleStore } from '../modules/store.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const USAGE = `usage:
  modules release <remote> [--version x.y.z]   build the remote and publish it
  modules list [remote]                        published versions
  modules pin <brand|*> <remote> <version>     pin a published version
  modules unpin <brand|*> <remote>             back to the default pin
  modules rollback <brand|*> <remote>          back to the previously pinned version
  modules show [brand]                         what each brand runs
remotes: ${Object.keys(REMOTES).join(', ')}`;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

/** Builds into a scratch folder (the remote's own dist stays as it was), then publishes. */
async function release(store: ModuleStore, remote: string, version: string | undefined) {
  if (!isRemoteKey(remote)) usage(`unknown remote "${remote}"`);
  const out = mkdtempSync(join(tmpdir(), `vitrina-release-${remote}-`));
  try {
    const args = [join(ROOT, 'shared/mf-kit/src/build-cli.ts'), join(ROOT, REMOTES[remote]), '--out', out];
    if (version) args.push('--version', version);
    // Plain Node (type stripping), as the build must not run under tsx.
    const built = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (built.status !== 0) {
      console.error(`release refused: ${REMOTES[remote]} did not build\n${built.stderr || built.stdout}`);
      process.exit(1);
    }
    const published = await store.publish(out);
    console.log(`published ${REMOTES[remote]} ${published.version} (${published.container})`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' } } });
  const [command, ...rest] = positionals;
  const config = loadConfigOrExit(gatewayConfigSchema, process.env);
  const store = new ModuleStore(config.MODULES_DIR);
  const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
  switch (command) {
    case 'release':
      if (rest.length !== 1) usage();
      return release(store, rest[0]!, values.version);
    case 'list':
      if (rest[0] && !isRemoteKey(rest[0])) usage(`unknown remote "${rest[0]}"`);
      return print(rest[0] && isRemoteKey(rest[0]) ? store.versions(rest[0]) : store.list());
    case 'pin':
      if (rest.length !== 3) usage();
      return print(store.pin(rest[0]!, rest[1]!, rest[2]!));
    case 'unpin':
      if (rest.length !== 2) usage();
      return print(store.unpin(rest[0]!, rest[1]!));
    case 'rollback':
      if (rest.length !== 2) usage();
      return print(store.rollback(rest[0]!, rest[1]!));
    case 'show':
      return print(rest[0] ? store.show(rest[0]) : store.showAll());
    default:
      usage(command ? `unknown command "${command}"` : undefined);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ModuleStoreError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
