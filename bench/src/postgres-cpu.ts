// CPU time PostgreSQL's backends have used for one database, read from /proc (the bench's server
// runs on this machine): what the requests cost the database, which the API's CPU does not show.
// A backend names its database in its process title ("postgres: 15/main: user database host(port)").
import { readdirSync, readFileSync } from 'node:fs';

import { treeCpuMs } from './process-cpu.ts';

function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/** Milliseconds of CPU used so far by the backends connected to `database`; 0 where /proc is missing. */
export function databaseCpuMs(database: string): number {
  let total = 0;
  for (const pid of processIds()) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) total += treeCpuMs(Number(pid));
    } catch {
      // the process has ended, or is not ours to read
    }
  }
  return total;
}
