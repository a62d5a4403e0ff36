import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_EXPOSE, SHARED_SINGLETONS, VERSION_PATTERN, containerName, isRemoteKey } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';

export interface BuildRecord {
  remote: RemoteKey;
  version: string;
  container: string;
}

interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string }[];
  shared?: { name?: string; singleton?: boolean; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

const SIDES = ['browser', 'server'] as const;

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function checkSide(dir: string, side: (typeof SIDES)[number], build: BuildRecord, label: string): string[] {
  const file = join(dir, side, 'mf-manifest.json');
  if (!existsSync(file)) return [`${label}: ${side}/mf-manifest.json is missing`];
  const manifest = readJson<Manifest>(file);
  if (!manifest) return [`${label}: ${side}/mf-manifest.json is not valid JSON`];
  const problems: string[] = [];
  if (manifest.name !== build.container) {
    problems.push(`${label}: ${side} container is named "${manifest.name}", expected "${build.container}"`);
  }
  if (!manifest.exposes?.some((e) => e.path === REMOTE_EXPOSE)) problems.push(`${label}: ${side} build does not expose ${REMOTE_EXPOSE}`);
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name || !existsSync(join(dir, side, entry.path ?? '', entry.name))) {
    problems.push(`${label}: ${side} entry file ${entry?.name ?? '(unnamed)'} is missing`);
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.name || !(SHARED_SINGLETONS as readonly string[]).includes(shared.name)) continue;
    if (!shared.singleton) problems.push(`${label}: ${side} shares ${shared.name} but not as a singleton`);
    // A singleton with its own files would be a second copy on the page.
    const files = [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])];
    if (files.length > 0) problems.push(`${label}: ${side} bundles its own copy of ${shared.name}`);
  }
  return problems;
}

/** Checks a remote's build folder (as written by the build) before it may enter the store. */
export function validateBuild(dir: string): { ok: true; build: BuildRecord } | { ok: false; problems: string[] } {
  const record = readJson<Partial<BuildRecord>>(join(dir, 'build.json'));
  if (!record) return { ok: false, problems: [`${dir}: build.json is missing or unreadable (was the remote built?)`] };
  const { remote, version } = record;
  if (!remote || !isRemoteKey(remote)) return { ok: false, problems: [`${dir}: build.json names an unknown remote "${remote}"`] };
  if (!version || !VERSION_PATTERN.test(version)) return { ok: false, problems: [`${dir}: build.json has a bad version "${version}"`] };
  const build: BuildRecord = { remote, version, container: containerName(remote, version) };
  const label = `mf-${remote} ${version}`;
  if (record.container !== build.container) return { ok: false, problems: [`${label}: container "${record.container}" should be "${build.container}"`] };
  const problems = SIDES.flatMap((side) => checkSide(dir, side, build, label));
  return problems.length ? { ok: false, problems } : { ok: true, build };
}
