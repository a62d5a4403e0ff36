#!/usr/bin/env node
// Makes the README commands work on a machine that has only Node and npm.
// Plain JavaScript on purpose: it must run on old Node (20) before any install.
// It finds a Node new enough for the workspace (the system one, else the platform's
// Node 24 package from the npm registry), gets pnpm from the npm registry the same way,
// installs the workspace and runs the named root script with that toolchain.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, '.cache', 'toolchain');
const NODE_MAJOR = 24;
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
const MIN_NODE = [22, 12];

function say(line) {
  process.stderr.write(`[bootstrap] ${line}\n`);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function nodeIsNewEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

function npmInstallInto(dir, spec) {
  mkdirSync(dir, { recursive: true });
  const status = run('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--ignore-scripts', spec], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) throw new Error(`npm could not install ${spec}`);
}

/** Directory holding a `node` binary new enough for the workspace. */
function ensureNode() {
  if (nodeIsNewEnough(process.version)) return dirname(process.execPath);
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = join(CACHE, `node${NODE_MAJOR}`);
  const bin = join(dir, 'node_modules', pkg, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    say(`system Node ${process.version} is too old; installing ${pkg}@${NODE_MAJOR} from the npm registry`);
    npmInstallInto(dir, `${pkg}@${NODE_MAJOR}`);
  }
  return bin;
}

/** Path of pnpm's CLI script, pinned by package.json's packageManager field. */
function ensurePnpm() {
  const dir = join(CACHE, `pnpm-${PNPM_VERSION}`);
  const cli = join(dir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(cli)) {
    say(`installing pnpm@${PNPM_VERSION} from the npm registry`);
    npmInstallInto(dir, `pnpm@${PNPM_VERSION}`);
  }
  return cli;
}

/** A `pnpm` command on PATH, so root scripts can call pnpm themselves. */
function writePnpmShim(node, pnpmCli) {
  const dir = join(CACHE, 'bin');
  mkdirSync(dir, { recursive: true });
  const shim = join(dir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${node}" "${pnpmCli}" "$@"\n`);
  chmodSync(shim, 0o755);
  return dir;
}

function main() {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    say('usage: node scripts/bootstrap.mjs <root script> [args...]');
    process.exit(2);
  }
  const nodeBin = ensureNode();
  const pnpmCli = ensurePnpm();
  const node = join(nodeBin, 'node');
  // Everything below (pnpm, scripts, child processes) sees the chosen Node first on PATH.
  const shimDir = writePnpmShim(node, pnpmCli);
  const env = {
    ...process.env,
    PATH: `${shimDir}:${nodeBin}:${process.env.PATH}`,
    npm_config_update_notifier: 'false',
  };
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  let status = run(node, [pnpmCli, 'install', '--prefer-offline', ...frozen], { cwd: ROOT, env });
  if (status !== 0) process.exit(status);
  status = run(node, [pnpmCli, 'run', script, ...rest], { cwd: ROOT, env });
  process.exit(status);
}

main();
