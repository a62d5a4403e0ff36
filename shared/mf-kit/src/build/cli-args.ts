// The arguments of build-cli.ts, parsed apart from the build so they can be tested without rspack.
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, VERSION_PATTERN, isRemoteKey } from '../remotes.ts';
import type { RemoteKey } from '../remotes.ts';

export const BUILD_USAGE =
  'usage: build-cli.ts <remote dir> [--version x.y.z ...] [--as <remote>] [--out dir] [--watch] [--dev]';

export interface BuildTarget {
  version: string;
  /** The dist folder of this version (browser/, server/, build.json). */
  out: string;
}

export interface BuildArgs {
  dir: string;
  key: RemoteKey;
  targets: BuildTarget[];
  watch: boolean;
  production: boolean;
}

export type BuildArgsResult = { ok: true; args: BuildArgs } | { ok: false; error: string };

/**
 * `--version` may be given several times: the versions are built in one rspack run (a test that
 * needs many versions of a remote pays for one start instead of one per version), each into
 * `<out>/<version>`. With one version `--out` is the dist folder itself, as `release` expects.
 * `--as` names the remote when the folder is not called `mf-<remote>` (test fixtures).
 */
export function parseBuildArgs(argv: readonly string[], readPackageVersion: (dir: string) => string): BuildArgsResult {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        version: { type: 'string', multiple: true },
        as: { type: 'string' },
        out: { type: 'string' },
        watch: { type: 'boolean', default: false },
        dev: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return { ok: false, error: `${(error as Error).message}\n${BUILD_USAGE}` };
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) return { ok: false, error: `one remote folder at a time\n${BUILD_USAGE}` };
  const dir = resolve(positionals[0] ?? '.');
  const key = values.as ?? basename(dir).replace(/^mf-/, '');
  if (!isRemoteKey(key)) {
    return {
      ok: false,
      error: `${values.as ? `--as ${values.as}` : dir} is not one of ${Object.values(REMOTES).join(', ')}`,
    };
  }
  const versions = values.version?.length ? values.version : [readPackageVersion(dir)];
  const bad = versions.find((version) => !VERSION_PATTERN.test(version));
  if (bad !== undefined) return { ok: false, error: `version "${bad}" is not of the form 1.2.3 or 1.2.3-tag` };
  if (new Set(versions).size !== versions.length) return { ok: false, error: 'a version is given twice' };
  if (values.watch && versions.length > 1) return { ok: false, error: '--watch builds one version' };
  const out = resolve(values.out ?? join(dir, 'dist'));
  const targets =
    versions.length === 1
      ? [{ version: versions[0]!, out }]
      : versions.map((version) => ({ version, out: join(out, version) }));
  return { ok: true, args: { dir, key, targets, watch: values.watch, production: !values.dev } };
}
