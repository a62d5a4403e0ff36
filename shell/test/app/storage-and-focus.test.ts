import { describe, expect, it } from 'vitest';
import { trappedFocusIndex } from '../../src/shared/focus.ts';
import { storageAvailable } from '../../src/storage/storage-check.ts';
import type { StorageProbe } from '../../src/storage/storage-check.ts';

function workingStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (i: number) => [...values.keys()][i] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
function probe(patch: Partial<StorageProbe> = {}): StorageProbe {
  let cookies = '';
  return {
    cookieEnabled: true,
    getCookies: () => cookies,
    setCookie: (cookie) => {
      const [pair = ''] = cookie.split(';');
      cookies = cookie.includes('max-age=0') ? '' : pair;
    },
    local: workingStorage,
    session: workingStorage,
    ...patch,
  };
}

describe('storage check', () => {
  it('passes when cookies and both storages work', () => {
    expect(storageAvailable(probe())).toBe(true);
  });

  it('fails when cookies are off or silently dropped', () => {
    expect(storageAvailable(probe({ cookieEnabled: false }))).toBe(false);
    expect(storageAvailable(probe({ setCookie: () => undefined }))).toBe(false);
  });

  it('fails when a storage throws on access or on write', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storageAvailable(probe({ local: blocked }))).toBe(false);
    const full = () => ({
      ...workingStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(storageAvailable(probe({ session: full }))).toBe(false);
  });
});

describe('focus trap', () => {
  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(trappedFocusIndex(2, 3, false)).toBe(0);
    expect(trappedFocusIndex(0, 3, true)).toBe(2);
  });

  it('lets the browser move focus inside, and pulls focus back in from outside', () => {
    expect(trappedFocusIndex(1, 3, false)).toBeNull();
    expect(trappedFocusIndex(1, 3, true)).toBeNull();
    expect(trappedFocusIndex(-1, 3, false)).toBe(0);
    expect(trappedFocusIndex(-1, 3, true)).toBe(2);
    expect(trappedFocusIndex(-1, 0, false)).toBeNull();
  });
});
