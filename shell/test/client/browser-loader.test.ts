import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import type { BootPayload } from '../../src/boot.ts';
import { createBrowserLoader } from '../../src/client/browser-loader.ts';
import {
  RELOAD_GUARD_MS,
  reloadAfterChunkFailure,
  ServerFailedRemoteError,
} from '../../src/navigation/reload-guard.ts';

// The Module Federation runtime fails every remote the way a page older than a deployment does.
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: () => Promise.reject(Object.assign(new Error('Loading chunk 418 failed.'), { name: 'ChunkLoadError' })),
}));

const remote = (name: string) => ({
  container: name.replace('-', '_'),
  version: '1.0.0',
  entry: `https://cdn.test/${name}/1.0.0/remoteEntry.js`,
});
const boot = {
  remotes: { catalog: remote('mf-catalog'), account: remote('mf-account') },
  failed: ['account'],
  routes: { owners: {}, personal: [], catchAll: null },
  timeoutMs: 5_000,
} as unknown as BootPayload;

/** The error a load rejects with: what the page's `unhandledrejection` listener then receives. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the load should fail'),
    (error: unknown) => error,
  );
}

describe('the browser loader and the reload after a chunk failure', () => {
  const reload = vi.fn();
  beforeEach(() => {
    const values = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    vi.stubGlobal('window', { sessionStorage, location: { reload } });
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it('never reloads for a remote the server already failed on', async () => {
    const loader = createBrowserLoader(boot, {} as i18n);
    const error = await rejectionOf(loader.load('account'));
    expect(error).toBeInstanceOf(ServerFailedRemoteError);
    expect((error as Error).cause).toMatchObject({ name: 'ChunkLoadError' });
    expect(reloadAfterChunkFailure(error)).toBe(false);
    expect(reloadAfterChunkFailure(await rejectionOf(loader.load('account')))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for any other chunk failure, at most once a minute', async () => {
    const loader = createBrowserLoader(boot, {} as i18n);
    expect(reloadAfterChunkFailure(await rejectionOf(loader.load('catalog')))).toBe(true);
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure(await rejectionOf(loader.load('catalog')))).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadAfterChunkFailure(await rejectionOf(loader.load('catalog')))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
