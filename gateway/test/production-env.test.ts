// A gateway started as production renders with react-router's production build: the package's
// exports name only its development build, whose extra checks cost every uncached page (issue 21).
// Probed in a child process, since the choice is made once, at the first import, from NODE_ENV.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const entry = pathToFileURL(join(here, '../src/production-env.ts')).href;
const tsxLoader = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs'),
).href;
// The workspace package that depends on react-router, as the shell's server code imports it.
const routerPackage = resolve(here, '../../shared/router');

function routerBuild(nodeEnv: string | undefined): string {
  const code = `await import(${JSON.stringify(entry)}); const { createStaticRouter } = await import('react-router'); console.log(typeof createStaticRouter, import.meta.resolve('react-router'));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const run = spawnSync(process.execPath, ['--import', tsxLoader, '--input-type=module', '-e', code], {
    cwd: routerPackage,
    env,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

describe('the gateway process', () => {
  it('loads react-router’s production build when it runs as production (NODE_ENV unset)', () => {
    expect(routerBuild(undefined)).toMatch(/^function .*\/react-router\/dist\/production\/index\.mjs$/);
  });

  it('keeps the development build, with its warnings, under tests', () => {
    expect(routerBuild('test')).toMatch(/^function .*\/react-router\/dist\/development\/index\.mjs$/);
  });
});
