// Builds the shell's browser bundle and writes dist/browser/assets.json (the entry's scripts) for
// the gateway. Plain Node runs it (see shared/mf-kit/src/build-cli.ts for why not tsx).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import type { Stats } from '@rspack/core';
import { shellConfig } from '@vitrina/mf-kit/build';
import { precompress } from '@vitrina/mf-kit/precompress';

const dir = dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');
const compiler = rspack(shellConfig(dir, !process.argv.includes('--dev')));

function record(stats: Stats) {
  const json = stats.toJson({ all: false, entrypoints: true, publicPath: true });
  const entry = json.entrypoints?.['shell'];
  const scripts = (entry?.assets ?? [])
    .map((a: { name: string }) => `${json.publicPath}${a.name}`)
    .filter((n: string) => n.endsWith('.js'));
  writeFileSync(join(dir, 'dist', 'browser', 'assets.json'), JSON.stringify({ scripts }, null, 2));
  precompress(join(dir, 'dist', 'browser'));
}

const done = (err: Error | null, stats?: Stats) => {
  if (err || !stats || stats.hasErrors()) {
    console.error(err ?? stats?.toString('errors-only'));
    if (!watch) process.exit(1);
    return;
  }
  record(stats);
  console.log(watch ? 'shell rebuilt' : 'built the shell into dist/browser');
};
if (watch) compiler.watch({}, done);
else compiler.run((err, stats) => compiler.close(() => done(err, stats)));
