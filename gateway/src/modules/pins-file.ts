import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** brand (or `*` for every brand without its own pin) -> remote -> version. */
export interface PinsData {
  pins: Record<string, Record<string, string>>;
  /** Versions pinned before the current one, newest last, for rollback. */
  history: Record<string, Record<string, string[]>>;
}

const EMPTY: PinsData = { pins: {}, history: {} };

/**
 * The pins on disk, re-read whenever the file changes: the CLI (another process) and the admin
 * API both write it, and the next page request sees the change without a restart.
 */
export class PinsFile {
  private data: PinsData = EMPTY;
  private stamp = '';

  constructor(private readonly file: string) {}

  /** Current pins; a stat per call, a read only when the file changed. */
  read(): PinsData {
    let stamp = 'absent';
    try {
      const stat = statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // no pins yet
    }
    if (stamp !== this.stamp) {
      this.data = stamp === 'absent' ? EMPTY : (JSON.parse(readFileSync(this.file, 'utf8')) as PinsData);
      this.stamp = stamp;
    }
    return this.data;
  }

  /** Written to a temporary file and renamed, so a reader never sees half a file. */
  write(data: PinsData): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, JSON.stringify(data, null, 2));
    renameSync(temp, this.file);
    this.stamp = '';
  }
}
