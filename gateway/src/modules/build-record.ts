import { join } from 'node:path';
import { REMOTE_KEYS, VERSION_PATTERN, containerName, isRemoteKey, mountProblems } from '@vitrina/mf-kit';
import type { RemoteKey, RemoteMounts } from '@vitrina/mf-kit';
import { readJsonFile } from './json-file.ts';

/** dist/build.json, written by shared/mf-kit's build-cli next to browser/ and server/. */
export interface BuildRecord {
  remote: RemoteKey;
  version: string;
  container: string;
  /** The URLs the remote owns (its src/mounts.ts): the gateway routes by them. */
  mounts: RemoteMounts;
}

export type BuildRecordRead = { ok: true; build: BuildRecord; problems: string[] } | { ok: false; problems: string[] };

/** "mf-content 1.2.0": how every message about one build starts, so ops see which one it is. */
export function buildLabel(remote: RemoteKey, version: string): string {
  return `mf-${remote} ${version}`;
}

/**
 * Reads and checks build.json. Without a known remote and a valid version nothing else can be
 * checked (they name the container), so those stop here; a wrong container is reported and the
 * sides are still checked, to show every problem at once.
 */
export function readBuildRecord(distDir: string): BuildRecordRead {
  const json = readJsonFile(join(distDir, 'build.json'));
  if (!json.found) {
    return {
      ok: false,
      problems: [`${distDir}: build.json is missing (is this a remote's dist folder, and was the build finished?)`],
    };
  }
  if (!json.parsed) return { ok: false, problems: [`${distDir}: build.json is not valid JSON (${json.error})`] };
  const record = json.value;
  if (typeof record !== 'object' || record === null) {
    return { ok: false, problems: [`${distDir}: build.json is not a JSON object`] };
  }
  const { remote, version, container, mounts } = record as Record<string, unknown>;
  if (typeof remote !== 'string' || !isRemoteKey(remote)) {
    return {
      ok: false,
      problems: [
        `${distDir}: build.json names the remote ${JSON.stringify(remote)}, which is not one of ${REMOTE_KEYS.join(', ')}`,
      ],
    };
  }
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) {
    return {
      ok: false,
      problems: [
        `mf-${remote}: build.json has the version ${JSON.stringify(version)}, not of the form 1.2.3 or 1.2.3-tag`,
      ],
    };
  }
  if (mounts === undefined) {
    return {
      ok: false,
      problems: [
        `${buildLabel(remote, version)}: build.json declares no mounts (the URLs the remote owns); rebuild it with the current mf-kit`,
      ],
    };
  }
  const mountErrors = mountProblems(mounts);
  if (mountErrors.length > 0)
    return { ok: false, problems: mountErrors.map((problem) => `${buildLabel(remote, version)}: ${problem}`) };
  const build: BuildRecord = {
    remote,
    version,
    container: containerName(remote, version),
    mounts: mounts as RemoteMounts,
  };
  const problems =
    container === build.container
      ? []
      : [
          `${buildLabel(remote, version)}: build.json names the container ${JSON.stringify(container)}, expected "${build.container}"`,
        ];
  return { ok: true, build, problems };
}
