// The modules CLI without the process around it (arguments in, text and an exit code out), so
// tests can run it in-process. Exit codes: 0 done, 1 refused, 2 bad usage.
import { parseArgs } from 'node:util';
import { REMOTE_KEYS, REMOTES, isRemoteKey } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { ModuleStoreError } from '../modules/errors.ts';
import type { ModuleStore } from '../modules/store.ts';
import { formatBrand, formatChange, formatVersions } from './format.ts';
import { ReleaseRefused, ReleaseUsageError, release } from './release.ts';

export const USAGE = `usage: modules <command> [--json]

  release <remote> [--version x.y.z] [--from dir] [--skip-build]
      build the remote from its folder (default: <repo>/mf-<remote>) and publish it;
      --skip-build publishes <folder>/dist as built before (pnpm run build)
  list [remote]                      published versions, newest first, and who pins them
  pin <brand|*> <remote> <version>   make a brand run a published version (* = the default)
  unpin <brand|*> <remote>           drop a brand's own pin; it runs the default again
  rollback <brand|*> <remote>        back to the version pinned before the last change
  show [brand|*]                     what each brand runs
  remove <remote> <version>          delete an unpinned version's files (its number is never reused)

  --json   print the result as JSON
  quote * in the shell ('*'), or it expands to file names
remotes: ${REMOTE_KEYS.join(', ')}
store:   MODULES_DIR, or DATA_DIR/modules (DATA_DIR defaults to ./data)`;

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

class UsageError extends Error {}

const OPTIONS = {
  version: { type: 'string' },
  from: { type: 'string' },
  'skip-build': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;
const RELEASE_ONLY = ['version', 'from', 'skip-build'] as const;

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    // node:util reports unknown options and missing option values as TypeErrors with a clear message.
    throw new UsageError((error as Error).message);
  }
}

function arity(args: string[], min: number, max: number, command: string): void {
  if (args.length >= min && args.length <= max) return;
  const expected = min === max ? `${min}` : `${min} to ${max}`;
  throw new UsageError(`${command}: expected ${expected} arguments, got ${args.length}`);
}

function remoteArg(value: string): RemoteKey {
  if (!isRemoteKey(value)) throw new UsageError(`unknown remote "${value}" (remotes: ${REMOTE_KEYS.join(', ')})`);
  return value;
}

/** Multi-line reasons (a build with several problems) go one per line under the headline. */
function refusal(command: string, message: string): string {
  return message.includes('\n')
    ? `${command} refused:\n  ${message.replace(/\n/g, '\n  ')}`
    : `${command} refused: ${message}`;
}

type CommandLine = ReturnType<typeof parseCommandLine>;

async function dispatch(
  store: ModuleStore,
  command: string,
  { positionals, values }: CommandLine,
  io: CommandIo,
): Promise<void> {
  const args = positionals.slice(1);
  if (command !== 'release') {
    const misplaced = RELEASE_ONLY.find((name) => values[name] !== undefined && values[name] !== false);
    if (misplaced) throw new UsageError(`--${misplaced} only applies to release`);
  }
  const print = (json: unknown, text: () => string) => io.out(values.json ? JSON.stringify(json, null, 2) : text());

  switch (command) {
    case 'release': {
      arity(args, 1, 1, command);
      const remote = remoteArg(args[0]!);
      const published = await release(store, {
        remote,
        version: values.version,
        from: values.from,
        skipBuild: values['skip-build'],
      });
      return print(published, () =>
        [
          `published ${REMOTES[remote]} ${published.version} (container ${published.container})`,
          `run it with: modules pin <brand|*> ${remote} ${published.version}`,
        ].join('\n'),
      );
    }
    case 'list': {
      arity(args, 0, 1, command);
      if (args[0]) {
        const remote = remoteArg(args[0]);
        const versions = store.versions(remote);
        return print(versions, () => formatVersions(remote, versions));
      }
      const all = store.list();
      return print(all, () => REMOTE_KEYS.map((key) => formatVersions(key, all[key])).join('\n\n'));
    }
    case 'pin':
    case 'unpin':
    case 'rollback': {
      arity(args, command === 'pin' ? 3 : 2, command === 'pin' ? 3 : 2, command);
      const [brand, key, version] = args as [string, string, string | undefined];
      const remote = remoteArg(key);
      const before = store.show(brand);
      const after = await store.transaction(() =>
        command === 'pin'
          ? store.pin(brand, remote, version!)
          : command === 'unpin'
            ? store.unpin(brand, remote)
            : store.rollback(brand, remote),
      );
      return print(after, () => `${formatChange(before, after, remote)}\n\n${formatBrand(after)}`);
    }
    case 'show': {
      arity(args, 0, 1, command);
      if (args[0]) {
        const view = store.show(args[0]);
        return print(view, () => formatBrand(view));
      }
      const views = store.showAll();
      return print(views, () => views.map(formatBrand).join('\n\n'));
    }
    case 'remove': {
      arity(args, 2, 2, command);
      const remote = remoteArg(args[0]!);
      await store.transaction(() => store.remove(remote, args[1]!));
      return print({ removed: { remote, version: args[1] } }, () => `removed ${REMOTES[remote]} ${args[1]}`);
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

export async function runModulesCommand(store: ModuleStore, argv: string[], io: CommandIo): Promise<number> {
  let command = 'modules';
  try {
    const commandLine = parseCommandLine(argv);
    command = commandLine.positionals[0] ?? command;
    if (commandLine.values.help || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (!commandLine.positionals[0]) throw new UsageError('no command given');
    await dispatch(store, command, commandLine, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ReleaseUsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseRefused) {
      io.err([`${command} refused: ${error.message}`, error.details].filter(Boolean).join('\n'));
      return 1;
    }
    if (error instanceof ModuleStoreError) {
      io.err(refusal(command, error.message));
      return 1;
    }
    throw error;
  }
}
