import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { REMOTE_KEYS, VERSION_PATTERN } from '@vitrina/mf-kit';
import { z } from 'zod';
import { BRAND_PATTERN, NO_PINS } from './pins.ts';
import type { PinsData } from './pins.ts';

// Versions become paths in the store and brands come from people: a hand-edited file must not
// send the gateway outside the store, so the file is checked like any other input.
const version = z.string().regex(VERSION_PATTERN, 'is not a version like 1.2.3');
const brand = z.string().regex(BRAND_PATTERN, 'is not a brand name');
const remote = z.enum(REMOTE_KEYS);
/** The pins' data as stored (pins.json, or the shared pins' document in Redis). */
export const pinsDataSchema = z.object({
  pins: z.record(brand, z.partialRecord(remote, version)).default({}),
  history: z.record(brand, z.partialRecord(remote, z.array(version))).default({}),
});

export interface PinsSnapshot {
  data: PinsData;
  /** Set while the file on disk cannot be used; `data` is then the last state that could. */
  problem: string | null;
}

/** Where the pins are read and written: pins.json, or the shared pins in Redis (shared-pins.ts). */
export interface PinsSource {
  /** The pins as they stand; cheap, called on every page. */
  read(): PinsSnapshot;
  write(data: PinsData): void;
  /** Present when changes must be committed as a unit (ModuleStore.transaction). */
  transaction?<T>(work: () => T): Promise<T>;
}

/**
 * pins.json, shared by the gateway, the admin API and the CLI (another process). Each read costs
 * one stat; the file is parsed again only when it changed (inode, size or times), so a pin set by
 * the CLI applies to the gateway's next request without a restart.
 */
export class PinsFile implements PinsSource {
  private snapshot: PinsSnapshot = { data: NO_PINS, problem: null };
  private stamp: string | null = null;

  constructor(
    readonly file: string,
    private readonly onProblem: (message: string) => void = () => undefined,
  ) {}

  read(): PinsSnapshot {
    const stamp = this.currentStamp();
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.snapshot = this.load(stamp);
      if (this.snapshot.problem) this.onProblem(this.snapshot.problem);
    }
    return this.snapshot;
  }

  /** Written to a temporary file in the same folder, flushed, then renamed: readers see whole files. */
  write(data: PinsData): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = join(
      dirname(this.file),
      `.${basename(this.file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    const fd = openSync(temp, 'wx');
    try {
      writeSync(fd, `${JSON.stringify(sorted(data), null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
    this.stamp = null;
  }

  private currentStamp(): string {
    try {
      const stat = statSync(this.file, { bigint: true });
      return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : `unreadable:${(error as Error).message}`;
    }
  }

  private load(stamp: string): PinsSnapshot {
    if (stamp === 'absent') return { data: NO_PINS, problem: null };
    const lastGood = this.snapshot.data;
    const refuse = (why: string): PinsSnapshot => ({ data: lastGood, problem: `${this.file} cannot be used: ${why}` });
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      return refuse((error as Error).message);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return refuse(`not valid JSON (${(error as Error).message})`);
    }
    const parsed = pinsDataSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(`${issue?.path.join('.') || 'top level'}: ${issue?.message}`);
    }
    return { data: parsed.data, problem: null };
  }
}

/** Brands and remotes in a stable order, so the file reads well and diffs small. */
function sorted(data: PinsData): PinsData {
  const sortKeys = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    pins: sortKeys(Object.fromEntries(Object.entries(data.pins).map(([b, p]) => [b, sortKeys(p)]))),
    history: sortKeys(Object.fromEntries(Object.entries(data.history).map(([b, h]) => [b, sortKeys(h)]))),
  };
}
