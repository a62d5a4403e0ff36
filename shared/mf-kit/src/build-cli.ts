// Plain Node runs this file (type stripping): under tsx, esbuild would wrap functions that Module
// Federation turns into generated runtime code with a `__name` helper the output does not have.
// Builds one remote (browser + Node) into <remote>/dist and writes dist/build.json, which `release`
// reads. Usage: build-cli.ts <remote dir> [--version x.y.z] [--out dir] [--watch] [--dev]
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import rspack from '@rspack/core';
import { remoteConfigs } from './build.ts';
import { REMOTES, VERSION_PATTERN, containerName, isRemoteKey } from './remotes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, out: { type: 'string' }, watch: { type: 'boolean' }, dev: { type: 'boolean' } },
});
const dir = resolve(positionals[0] ?? '.');
const key = basename(dir).replace(/^mf-/, '');
if (!isRemoteKey(key)) {
  console.error(`build: ${dir} is not one of ${Object.values(REMOTES).join(', ')}`);
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
const version = values.version ?? pkg.version;
if (!VERSION_PATTERN.test(version)) {
  console.error(`build: version "${version}" is not of the form 1.2.3 or 1.2.3-tag`);
  process.exit(2);
}

const out = resolve(values.out ?? join(dir, 'dist'));
const compiler = rspack(remoteConfigs({ key, dir, out, version, production: !values.dev }));
const record = () =>
  writeFileSync(join(out, 'build.json'), JSON.stringify({ remote: key, version, container: containerName(key, version) }, null, 2));

if (values.watch) {
  compiler.watch({}, (err, stats) => {
    if (err || stats?.hasErrors()) console.error(err ?? stats?.toString('errors-only'));
    else {
      record();
      console.log(`${key}@${version} rebuilt`);
    }
  });
} else {
  compiler.run((err, stats) => {
    if (err || stats?.hasErrors()) {
      console.error(err ?? stats?.toString('errors-only'));
      process.exit(1);
    }
    record();
    compiler.close(() => console.log(`built ${key}@${version} into ${out}`));
  });
}
