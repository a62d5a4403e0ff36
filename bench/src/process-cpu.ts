// CPU time a service has used (its process and every process it started, tsx's included), read from
// /proc. Requests per second on this shared machine swing with its other tenants; the CPU one page
// costs the gateway does not, so the page bench reports both.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) found.push(...listed.split(' ').map(Number));
    }
  } catch {
    // the process has ended
  }
  return found;
}

function ownCpuMs(pid: number): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Milliseconds of CPU used so far by `pid` and its descendants; 0 where /proc is missing. */
export function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  return ownCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

function ownRssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of `pid` and its descendants in KiB (tsx's launcher included); 0 once it ended. */
export function treeRssKb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  return ownRssKb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssKb(child), 0);
}
