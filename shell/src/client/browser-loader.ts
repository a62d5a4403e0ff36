import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { i18n } from 'i18next';
import { REMOTE_EXPOSE, ownerOf } from '@vitrina/mf-kit';
import type { RemoteKey, RemoteModule } from '@vitrina/mf-kit';
import type { BootPayload } from '../boot.ts';
import { addRemoteTexts } from '../i18n/create-i18n.ts';
import { ServerFailedRemoteError } from '../navigation/reload-guard.ts';
import type { RemoteLoader } from '../remotes/remote-loader.ts';

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms));
}

/**
 * Loads remotes in the browser from the exact versions the server rendered with (the page's
 * pin set), never a "latest" URL, so server and browser always run the same code. A remote the
 * server already failed on rejects with `ServerFailedRemoteError`, which never reloads the page.
 */
export function createBrowserLoader(boot: BootPayload, texts: i18n): RemoteLoader {
  registerRemotes(Object.values(boot.remotes).map((r) => ({ name: r.container, entry: r.entry })));
  const loaded = new Map<RemoteKey, RemoteModule>();
  const failedOnServer = (key: RemoteKey) => boot.failed.includes(key);

  async function fetchRemote(key: RemoteKey): Promise<RemoteModule> {
    const pinned = boot.remotes[key];
    if (!pinned) throw new Error(`no version of ${key} is pinned for this shop`);
    const exports = await Promise.race([
      loadRemote<{ default: RemoteModule }>(`${pinned.container}/${REMOTE_EXPOSE.slice(2)}`),
      timeout(boot.timeoutMs, `loading ${key}@${pinned.version}`),
    ]);
    const module = exports?.default;
    if (!module?.App) throw new Error(`${key}@${pinned.version} does not export a remote module`);
    await addRemoteTexts(texts, module);
    return module;
  }

  return {
    peek: (key) => loaded.get(key),
    failedOnServer,
    ownerOf: (path) => ownerOf(boot.routes, path),
    async load(key) {
      const hit = loaded.get(key);
      if (hit) return hit;
      try {
        const module = await fetchRemote(key);
        loaded.set(key, module);
        return module;
      } catch (error) {
        throw failedOnServer(key) ? new ServerFailedRemoteError(key, error) : error;
      }
    },
  };
}
