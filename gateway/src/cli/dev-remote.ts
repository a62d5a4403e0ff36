// One remote in development: build it, release it into a module store under a version of its own
// and pin it, then do it again whenever its sources change. Every rebuild is a new version with a
// new container name, so the gateway loads it like any release (no special dev path in the
// runtime), the browser never mixes two builds, and the last good one keeps serving while a
// broken edit fails to build.
import { watch } from 'node:fs';
import { join } from 'node:path';
import type { RemoteKey } from '@vitrina/mf-kit';
import type { ModuleStore } from '../modules/store.ts';

/** Builds the remote's folder as `version` into a fresh folder and returns it. */
export type RemoteBuilder = (key: RemoteKey, version: string) => Promise<string>;

export interface DevRemoteOptions {
  key: RemoteKey;
  /** The remote's package folder; its src/ is watched. */
  dir: string;
  /** package.json version: dev versions are `<base>-dev.<session>.<n>`. */
  baseVersion: string;
  store: ModuleStore;
  /** `*` pins for every brand (a dev stack of one's own); a brand name for a shared gateway. */
  brand: string;
  build: RemoteBuilder;
  log: (line: string) => void;
  /** Quiet time after the last change before a build starts (editors write in bursts). */
  debounceMs?: number;
  /** Tells dev versions of one run from earlier ones: the store never takes a version twice. */
  session?: string;
}

export interface DevRemote {
  /** Settles when the build in progress (and any queued one) is done; for tests. */
  idle(): Promise<void>;
  /** The versions released so far, oldest first. */
  readonly released: readonly string[];
  stop(): void;
}

export function devVersion(base: string, session: string, n: number): string {
  return `${base.replace(/-.*$/, '')}-dev.${session}.${n}`;
}

export async function startDevRemote(options: DevRemoteOptions): Promise<DevRemote> {
  const session = options.session ?? Date.now().toString(36);
  const released: string[] = [];
  let builds = 0;
  let running: Promise<void> = Promise.resolve();
  let queued = false;

  async function buildAndPin(): Promise<void> {
    const version = devVersion(options.baseVersion, session, ++builds);
    const started = Date.now();
    try {
      const out = await options.build(options.key, version);
      await options.store.publish(out);
      options.store.pin(options.brand, options.key, version);
      released.push(version);
      options.log(`${options.key}@${version} built in ${Date.now() - started} ms and pinned for ${options.brand}`);
    } catch (error) {
      // The pinned version stays: the page keeps working while the edit is fixed.
      options.log(
        `${options.key}: build failed, ${released.at(-1) ?? 'nothing'} keeps serving\n${(error as Error).message}`,
      );
    }
  }

  /** One build at a time; changes during a build make exactly one more. */
  function schedule(): void {
    if (queued) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      return buildAndPin();
    });
  }

  schedule();
  await running;
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(options.dir, 'src'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(schedule, options.debounceMs ?? 200);
  });
  return {
    idle: async () => {
      await new Promise((resolve) => setTimeout(resolve, (options.debounceMs ?? 200) + 50));
      await running;
    },
    released,
    stop() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
