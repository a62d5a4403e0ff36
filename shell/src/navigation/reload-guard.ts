/**
 * A chunk or remote that fails to load usually means the page is older than the deployment (its
 * files are gone): a fresh page fixes it. Reloading at most once a minute (the time of the last
 * reload kept in sessionStorage) keeps a real outage from becoming a reload loop.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = 'vitrina:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /loading (css )?chunk .* failed|failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00[38]|ScriptExternalLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

export interface ReloadEnvironment {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Reloads unless one happened in the last minute; true when it reloaded. Without storage, never. */
export function reloadOnceAMinute(env: ReloadEnvironment): boolean {
  if (!env.storage) return false;
  try {
    const last = Number(env.storage.getItem(RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && env.now - last < RELOAD_GUARD_MS) return false;
    env.storage.setItem(RELOAD_KEY, String(env.now));
  } catch {
    // Storage that throws cannot guard against a loop: do not reload.
    return false;
  }
  env.reload();
  return true;
}

/** Reading `sessionStorage` itself throws where the browser blocks storage. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's environment, for the code paths that meet a failed load. */
export function reloadAfterChunkFailure(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  return reloadOnceAMinute({ now: Date.now(), storage: sessionStorageOrNull(), reload: () => window.location.reload() });
}
