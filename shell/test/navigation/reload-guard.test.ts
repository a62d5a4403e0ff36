import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, RELOAD_KEY, reloadOnceAMinute } from '../../src/navigation/reload-guard.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reload after a failed chunk', () => {
  it('recognises chunk and remote entry load failures, and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 418 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads, then not again within a minute, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAMinute({ now: 1_000_000, storage, reload })).toBe(true);
    expect(storage.getItem(RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceAMinute({ now: 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reloadOnceAMinute({ now: 1_000_000 + RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without a storage to remember it in, so it cannot loop', () => {
    const reload = vi.fn();
    expect(reloadOnceAMinute({ now: 1, storage: null, reload })).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadOnceAMinute({ now: 1, storage: throwing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
