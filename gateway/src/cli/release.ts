// `modules release`: build a remote from its source folder into a scratch folder (the remote's
// own dist/ stays as it was), then publish that build to the store.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, VERSION_PATTERN } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { readBuildRecord } from '../modules/build-record.ts';
import { readJsonFile } from '../modules/json-file.ts';
import type { ModuleStore, Release } from '../modules/store.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUILD_CLI = join(REPO_ROOT, 'shared/mf-kit/src/build-cli.ts');
/** A build takes seconds; this only stops a hung one from blocking a release script forever. */
const BUILD_TIMEOUT_MS = 10 * 60_000;

export interface ReleaseRequest {
  remote: RemoteKey;
  version?: string;
  /** The remote's source folder; <repo>/mf-<remote> by default. */
  from?: string;
  /** Publish <from>/dist as built before (`pnpm run build`) instead of building now. */
  skipBuild: boolean;
}

/** A refusal: the message is printed after "release refused: ", then any details; exit 1. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly details = '',
  ) {
    super(message);
  }
}
/** The request itself is wrong: printed with the usage text, exit 2. */
export class ReleaseUsageError extends Error {}

export function sourceFolder(request: ReleaseRequest): string {
  const folder = resolve(request.from ?? join(REPO_ROOT, REMOTES[request.remote]));
  // build-cli names the remote after its folder, so a folder of another name builds another remote.
  if (basename(folder) !== REMOTES[request.remote]) {
    throw new ReleaseUsageError(
      `--from must be a folder named ${REMOTES[request.remote]} (the build names the remote after its folder)`,
    );
  }
  return folder;
}

function packageVersion(folder: string): string {
  const json = readJsonFile(join(folder, 'package.json'));
  const version = json.found && json.parsed ? (json.value as { version?: unknown }).version : undefined;
  if (typeof version !== 'string') {
    throw new ReleaseRefused(`${folder}/package.json has no version; pass --version x.y.z`);
  }
  return version;
}

function checkVersion(version: string): string {
  if (!VERSION_PATTERN.test(version)) {
    throw new ReleaseUsageError(`--version "${version}" is not of the form 1.2.3 or 1.2.3-tag`);
  }
  return version;
}

function publishPrebuilt(store: ModuleStore, request: ReleaseRequest, folder: string): Promise<Release> {
  const dist = join(folder, 'dist');
  const built = readBuildRecord(dist);
  if (request.version && built.ok && built.build.version !== request.version) {
    throw new ReleaseRefused(
      `${dist} holds version ${built.build.version}, not ${request.version} (build it with --version ${request.version}, or leave out --skip-build)`,
    );
  }
  return store.publish(dist);
}

function build(remote: RemoteKey, folder: string, version: string, out: string): void {
  const result = spawnSync(process.execPath, [BUILD_CLI, folder, '--out', out, '--version', version], {
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status === 0) return;
  const why = result.error
    ? result.error.message
    : result.signal
      ? `stopped by ${result.signal}`
      : `exit code ${result.status}`;
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim();
  throw new ReleaseRefused(`${REMOTES[remote]} did not build (${why})`, output ? output.replace(/^/gm, '  ') : '');
}

/** Builds (unless told not to) and publishes; store refusals are thrown as ModuleStoreError. */
export async function release(store: ModuleStore, request: ReleaseRequest): Promise<Release> {
  const folder = sourceFolder(request);
  if (request.version) checkVersion(request.version);
  if (request.skipBuild) return publishPrebuilt(store, request, folder);
  if (!existsSync(join(folder, 'package.json'))) {
    throw new ReleaseRefused(`${folder} is not a remote's folder (no package.json)`);
  }
  const version = checkVersion(request.version ?? packageVersion(folder));
  // Refused before spending a build on it.
  store.checkNewVersion(request.remote, version);
  const out = mkdtempSync(join(tmpdir(), `vitrina-release-${request.remote}-`));
  try {
    // Plain Node (type stripping), not tsx: under tsx the Module Federation runtime code the build
    // generates from its own functions gets esbuild's `__name` helper, which the output lacks.
    build(request.remote, folder, version, out);
    return await store.publish(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
