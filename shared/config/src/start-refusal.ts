// A service's entry point run in a child process with the given environment, for the tests of what
// it says when it refuses to start: its exit code and the lines it wrote to stderr.
import { spawnSync } from 'node:child_process';

export interface StartAttempt {
  status: number | null;
  lines: string[];
  stderr: string;
}

export function attemptStart(
  cwd: string,
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): StartAttempt {
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, lines: run.stderr.trim().split('\n'), stderr: run.stderr };
}
