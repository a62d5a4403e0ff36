// Which URLs each remote owns, declared by the remote itself (`src/mounts.ts`, written into its
// build.json at build time) and combined by the gateway for the versions a shop runs. A squad adds
// a page by releasing its remote: no shell or gateway deploy. Pure, shared by gateway and shell.
import { REMOTE_KEYS } from './remotes.ts';
import type { RemoteKey } from './remotes.ts';

/** What one remote declares. */
export interface RemoteMounts {
  /** First path segments (inside the locale prefix) the remote's pages live under: `articles`. */
  prefixes: string[];
  /** Those of its prefixes that show one visitor's data: never cached, closed to crawlers. */
  personal?: string[];
  /** Owns every path no other remote claims (home, category urls): one remote per shop. */
  catchAll?: boolean;
}

/** The shop's URL map for one set of pinned versions. */
export interface RouteTable {
  owners: Record<string, RemoteKey>;
  personal: string[];
  catchAll: RemoteKey | null;
}

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The problems of a declaration read from a build (empty when it is sound). */
export function mountProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['mounts must be an object with prefixes'];
  const { prefixes, personal = [], catchAll = false } = value as Record<string, unknown>;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string' && SEGMENT.test(p))) {
    return ['mounts.prefixes must be a list of path segments (lower-case letters, digits, dashes)'];
  }
  const problems: string[] = [];
  if (new Set(prefixes).size !== prefixes.length) problems.push('mounts.prefixes names a segment twice');
  if (!Array.isArray(personal) || !personal.every((p) => typeof p === 'string' && prefixes.includes(p))) {
    problems.push("mounts.personal must list some of the remote's own prefixes");
  }
  if (typeof catchAll !== 'boolean') problems.push('mounts.catchAll must be true or false');
  return problems;
}

/** Combines the pinned remotes' declarations; each conflict is a sentence ops can act on. */
export function buildRouteTable(declared: Partial<Record<RemoteKey, RemoteMounts>>): {
  table: RouteTable;
  conflicts: string[];
} {
  const table: RouteTable = { owners: {}, personal: [], catchAll: null };
  const conflicts: string[] = [];
  for (const key of REMOTE_KEYS) {
    const mounts = declared[key];
    if (!mounts) continue;
    for (const prefix of mounts.prefixes) {
      const owner = table.owners[prefix];
      if (owner) conflicts.push(`/${prefix} is claimed by both ${owner} and ${key}`);
      else table.owners[prefix] = key;
    }
    table.personal.push(...(mounts.personal ?? []));
    if (mounts.catchAll) {
      if (table.catchAll) conflicts.push(`both ${table.catchAll} and ${key} claim every other path`);
      else table.catchAll = key;
    }
  }
  return { table, conflicts };
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The remote that owns a path inside the locale prefix (`/articles/x`), or null when none does. */
export function ownerOf(table: RouteTable, path: string): RemoteKey | null {
  return table.owners[firstSegment(path)] ?? table.catchAll;
}

/** Whether a path inside the locale prefix shows one visitor's data. */
export function isPersonalSection(table: RouteTable, section: string): boolean {
  return table.personal.includes(section);
}
