// Browser storage in memory for the list tests: local storage and cookies as maps, a cookie given
// no lifetime is removed as the browser removes it.
import type { ListStorage } from '../src/features/lists/lib/storage.ts';

export function memoryStorage(): ListStorage & { local: Map<string, string>; cookies: Map<string, string> } {
  const local = new Map<string, string>();
  const cookies = new Map<string, string>();
  return {
    local,
    cookies,
    getLocal: (key) => local.get(key) ?? null,
    setLocal: (key, value) => void local.set(key, value),
    removeLocal: (key) => void local.delete(key),
    getCookie: (name) => cookies.get(name) ?? null,
    setCookie: (name, value, maxAge) => void (maxAge > 0 ? cookies.set(name, value) : cookies.delete(name)),
  };
}
