/**
 * A chunk or remote that fails to load usually means the page is older than the deployment (its
 * files are gone): a fresh page fixes it. Reloading at most once a minute (the time of the last
 * reload kept in sessionStorage) keeps a real outage from becoming a reload loop.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = 'vitrina:chunk-reload-at';

/**
 * What the browser loader raises for a remote the server already failed on: a fresh page would fail
 * the same way, so it never reloads, whatever the underlying error (kept as `cause`) was.
 */
export class ServerFailedRemoteError extends Error {
  override name = 'ServerFailedRemoteError';
  readonly remote: string;
  constructor(remote: string, cause: unknown) {
    super(`remote ${remote} failed on the server as well`, { cause });
    this.remote = remote;
  }
}

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

/** Whether an error calls for the once-a-minute reload: a chunk that failed, not a known-broken remote. */
export function reloadsThePage(error: unknown): boolean {
  return !(error instanceof ServerFailedRemoteError) && isChunkLoadError(error);
}

/** The browser's environment, for the code paths that meet a failed load. */
export function reloadAfterChunkFailure(error: unknown): boolean {
  if (typeof window === 'undefined' || !reloadsThePage(error)) return false;
  return reloadOnceAMinute({
    now: Date.now(),
    storage: sessionStorageOrNull(),
    reload: () => window.location.reload(),
  });
}
