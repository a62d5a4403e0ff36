// Plain Node runs this file (type stripping): under tsx, esbuild would wrap functions that Module
// Federation turns into generated runtime code with a `__name` helper the output does not have.
// Builds one remote (browser + Node) into <remote>/dist and writes dist/build.json, which `release`
// reads; in watch mode build.json is rewritten after every successful rebuild, which is what the
// dev gateway watches. Usage: see BUILD_USAGE in build/cli-args.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import rspack from '@rspack/core';
import type { MultiStats } from '@rspack/core';
import { remoteConfigs } from './build.ts';
import { parseBuildArgs } from './build/cli-args.ts';
import { precompress } from './build/precompress.ts';
import { mountProblems } from './mounts.ts';
import { containerName } from './remotes.ts';

const parsed = parseBuildArgs(process.argv.slice(2), (dir) => {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
});
if (!parsed.ok) {
  console.error(`build: ${parsed.error}`);
  process.exit(2);
}
const { dir, key, targets, watch, production } = parsed.args;

// One rspack run for every version: names must differ for rspack to tell the compilers apart.
const configs = targets.flatMap(({ version, out }) =>
  remoteConfigs({ key, dir, out, version, production }).map((config) => ({
    ...config,
    name: `${config.name}@${version}`,
  })),
);
// The URLs the remote owns: its src/mounts.ts, as written (the gateway routes by build.json).
const { mounts } = (await import(pathToFileURL(join(dir, 'src', 'mounts.ts')).href)) as { mounts: unknown };
const mountErrors = mountProblems(mounts);
if (mountErrors.length > 0) {
  console.error(`build: ${join(dir, 'src', 'mounts.ts')}: ${mountErrors.join('; ')}`);
  process.exit(2);
}
const compiler = rspack(configs);
const record = () => {
  for (const { version, out } of targets) {
    precompress(join(out, 'browser'));
    const build = { remote: key, version, container: containerName(key, version), mounts };
    writeFileSync(join(out, 'build.json'), JSON.stringify(build, null, 2));
  }
};
const failed = (err: Error | null, stats?: MultiStats) =>
  err ?? (stats?.hasErrors() ? stats.toString('errors-only') : null);
const label =
  targets.length === 1 ? `${key}@${targets[0]!.version}` : `${key}@{${targets.map((t) => t.version).join(',')}}`;

if (watch) {
  compiler.watch({}, (err, stats) => {
    const problem = failed(err, stats);
    if (problem) console.error(problem);
    else {
      record();
      console.log(`${label} rebuilt`);
    }
  });
} else {
  compiler.run((err, stats) => {
    const problem = failed(err, stats);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    record();
    compiler.close(() =>
      console.log(`built ${label} into ${targets.length === 1 ? targets[0]!.out : 'separate folders'}`),
    );
  });
}
