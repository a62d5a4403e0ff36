import { existsSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LRUCache } from 'lru-cache';
import { REMOTE_KEYS, VERSION_PATTERN, containerName, isRemoteKey, mountProblems } from '@vitrina/mf-kit';
import type { RemoteKey, RemoteMounts } from '@vitrina/mf-kit';
import { ModuleStoreError } from './errors.ts';
import { readJsonFile } from './json-file.ts';
import { BUILD_SIDES, validateBuild, validateSides } from './manifest.ts';
import { buildPinSet } from './pin-set.ts';
import type { PinSet } from './pin-set.ts';
import { PinsFile } from './pins-file.ts';
import type { PinsSource } from './pins-file.ts';
import {
  DEFAULT_BRAND,
  brandView,
  brandsPinning,
  checkBrand,
  pinnedBrands,
  withPin,
  withRollback,
  withoutPin,
} from './pins.ts';
import type { BrandPins, PinsData } from './pins.ts';
import { compareVersions } from './versions.ts';

export type { PinSet, PinnedRemote } from './pin-set.ts';
export type { BrandPins } from './pins.ts';
export { DEFAULT_BRAND } from './pins.ts';
export { ModuleStoreError } from './errors.ts';

/** <dir>/<remote>/<version>/release.json */
export interface Release {
  remote: RemoteKey;
  version: string;
  container: string;
  publishedAt: string;
  /** The URLs the version owns; absent for versions published before remotes declared them. */
  mounts?: RemoteMounts;
}

export interface PublishedVersion extends Release {
  /** Brands (and `*`) whose own pin is this version. */
  pinnedBy: string[];
}

export interface ModuleStoreOptions {
  /**
   * Told when pins.json cannot be used (hand-edited into invalid JSON, say). Pages then keep the
   * last pins that could be read, and pin changes are refused until the file is fixed.
   * Defaults to a process warning on stderr.
   */
  onPinsProblem?: (message: string) => void;
  /**
   * Where the pins live when not in `<dir>/pins.json`: the shared pins in Redis of a multi-node
   * deployment (shared-pins.ts). Changes then go through `transaction`.
   */
  pins?: PinsSource;
}

/** Bound on cached pin sets: brands come from the back end, but a bug there must not grow memory forever. */
const MAX_CACHED_BRANDS = 1000;

/**
 * Published remote versions and the per-brand pins, on the local disk:
 * `<dir>/<remote>/<version>/{browser,server,release.json}` and `<dir>/pins.json`. A version, once
 * published, never changes and its number is never reused: browsers cache its files for a year.
 */
export class ModuleStore {
  readonly dir: string;
  private readonly pinsSource: PinsSource;
  private readonly pinSets = new LRUCache<string, { data: PinsData; set: PinSet }>({ max: MAX_CACHED_BRANDS });
  // Not bounded: one entry per published version on this disk, which the store already keeps.
  private readonly mountCache = new Map<string, RemoteMounts | null>();

  constructor(dir: string, options: ModuleStoreOptions = {}) {
    this.dir = resolve(dir);
    const onProblem =
      options.onPinsProblem ?? ((message: string) => process.emitWarning(message, 'VitrinaPinsWarning'));
    this.pinsSource = options.pins ?? new PinsFile(join(this.dir, 'pins.json'), onProblem);
  }

  /**
   * Runs pin changes (pin, unpin, rollback, remove) as one unit against the newest pins. On the
   * file it just runs them; shared pins read the newest state first, commit only if nobody
   * changed it meanwhile (else run the work again), and answer once every node applies it.
   */
  transaction<T>(work: () => T): Promise<T> {
    if (this.pinsSource.transaction) return this.pinsSource.transaction(work);
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  // ---- versions ----

  /**
   * Validates a build folder (dist/ with build.json, browser/, server/) and copies it in. The copy
   * goes to a staging folder inside the store, is checked again (the source may be rebuilt while
   * being copied), then renamed into place: the version appears whole or not at all.
   */
  async publish(distDir: string): Promise<Release> {
    const source = resolve(distDir);
    const checked = validateBuild(source);
    if (!checked.ok) throw new ModuleStoreError('invalid_build', checked.problems.join('\n'));
    const { remote, version, container, mounts } = checked.build;
    this.checkNewVersion(remote, version);

    await mkdir(join(this.dir, remote), { recursive: true });
    const staging = await mkdtemp(join(this.dir, '.staging-'));
    try {
      // Dereferenced: the store (and so the public /modules/ URLs) only ever holds plain files.
      for (const side of BUILD_SIDES) {
        await cp(join(source, side), join(staging, side), { recursive: true, dereference: true });
      }
      const problems = validateSides(staging, checked.build);
      if (problems.length > 0) {
        throw new ModuleStoreError(
          'invalid_build',
          `the build changed while it was being copied:\n${problems.join('\n')}`,
        );
      }
      const release: Release = { remote, version, container, publishedAt: new Date().toISOString(), mounts };
      await writeFile(join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
      try {
        await rename(staging, join(this.dir, remote, version));
      } catch (error) {
        // Another publisher of the same version got there first: refuse as if it had been earlier.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTEMPTY') this.checkNewVersion(remote, version);
        throw error;
      }
      return release;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Refuses a version number already used: published, or published once and removed. */
  checkNewVersion(key: RemoteKey, version: string): void {
    const folder = join(this.dir, key, version);
    if (!existsSync(folder)) return;
    const retired = existsSync(join(folder, 'retired.json'));
    throw new ModuleStoreError(
      'version_exists',
      retired
        ? `mf-${key} ${version} was published before and removed; a version number is never reused (browsers cache it for a year), publish a new version`
        : `mf-${key} ${version} is already in the store; versions are immutable, publish a new version`,
    );
  }

  has(key: RemoteKey, version: string): boolean {
    // The pattern also keeps `version` from naming a path outside the store.
    return VERSION_PATTERN.test(version) && existsSync(join(this.dir, key, version, 'release.json'));
  }

  /** Published versions of one remote, newest first. */
  versions(key: RemoteKey): PublishedVersion[] {
    const data = this.pins();
    return this.versionNumbers(key).map((version) => ({
      ...this.release(key, version),
      pinnedBy: brandsPinning(data, key, version),
    }));
  }

  /** Every remote with its published versions, newest first. */
  list(): Record<RemoteKey, PublishedVersion[]> {
    return Object.fromEntries(REMOTE_KEYS.map((key) => [key, this.versions(key)])) as Record<
      RemoteKey,
      PublishedVersion[]
    >;
  }

  /**
   * Deletes a version's files to free disk space. Refused while any brand (or `*`) pins it. A
   * marker stays behind so the number is never published again with other contents.
   */
  remove(key: string, version: string): void {
    const remote = this.checkRemote(key);
    if (!this.has(remote, version)) throw this.unknownVersion(remote, version);
    const users = brandsPinning(this.pins(), remote, version);
    if (users.length > 0) {
      throw new ModuleStoreError(
        'version_pinned',
        `mf-${remote} ${version} is pinned by ${users.join(', ')}; pin another version first`,
      );
    }
    const folder = join(this.dir, remote, version);
    const retired = { ...this.release(remote, version), removedAt: new Date().toISOString() };
    writeFileSync(join(folder, 'retired.json'), `${JSON.stringify(retired, null, 2)}\n`);
    unlinkSync(join(folder, 'release.json'));
    for (const side of BUILD_SIDES) rmSync(join(folder, side), { recursive: true, force: true });
  }

  // ---- pins ----

  /**
   * Pins a published version for a brand (or `*`, the default); the replaced one can be rolled back
   * to. Refused when the version would claim a URL another remote of an affected brand owns.
   */
  pin(brand: string, key: string, version: string): BrandPins {
    checkBrand(brand);
    const remote = this.checkRemote(key);
    if (!this.has(remote, version)) throw this.unknownVersion(remote, version);
    if (!this.mountsOf(remote, version)) {
      throw new ModuleStoreError(
        'invalid_build',
        `mf-${remote} ${version} was built before remotes declared their URLs; rebuild and publish a new version`,
      );
    }
    return this.change(brand, (data) => withPin(data, brand, remote, version));
  }

  /** Drops a brand's own pin: the brand runs the default again (or nothing, for `*`). */
  unpin(brand: string, key: string): BrandPins {
    checkBrand(brand);
    const remote = this.checkRemote(key);
    return this.change(brand, (data) => withoutPin(data, brand, remote));
  }

  /** Back to the version pinned before the last pin change of this brand and remote. */
  rollback(brand: string, key: string): BrandPins {
    checkBrand(brand);
    const remote = this.checkRemote(key);
    return this.change(brand, (data) => {
      const next = withRollback(data, brand, remote);
      const target = next.pins[brand]![remote]!;
      if (!this.has(remote, target)) {
        throw new ModuleStoreError(
          'version_unknown',
          `cannot roll back: the earlier pin, mf-${remote} ${target}, is no longer in the store`,
        );
      }
      return next;
    });
  }

  /** What a brand runs per remote: its own pin or the default, marked which. */
  show(brand: string): BrandPins {
    checkBrand(brand);
    return brandView(this.pins(), brand);
  }

  /** The default pins and every brand with pins of its own. */
  showAll(): BrandPins[] {
    const data = this.pins();
    return pinnedBrands(data).map((brand) => brandView(data, brand));
  }

  /**
   * The pin set a page of this brand renders with. Called on every page request: one stat of
   * pins.json, and the pin set is rebuilt only when the file changed.
   */
  resolve(brand: string): PinSet {
    const { data } = this.pinsSource.read();
    const cached = this.pinSets.get(brand);
    if (cached?.data === data) return cached.set;
    const set = buildPinSet(this.dir, brand, data, (key, version) => this.mountsOf(key, version));
    this.pinSets.set(brand, { data, set });
    return set;
  }

  // ---- internals ----

  /** The pins for anything but page rendering: refused while pins.json cannot be used. */
  private pins(): PinsData {
    const { data, problem } = this.pinsSource.read();
    if (problem) {
      throw new ModuleStoreError('pins_unreadable', `${problem}; fix or restore the file, nothing was changed`);
    }
    return data;
  }

  private change(brand: string, apply: (data: PinsData) => PinsData): BrandPins {
    const before = this.pins();
    const after = apply(before);
    if (JSON.stringify(after) === JSON.stringify(before)) return brandView(after, brand);
    this.checkRoutes(brand, after);
    this.pinsSource.write(after);
    return brandView(after, brand);
  }

  /** Every brand the change reaches (all of them for `*`) must keep one owner per URL. */
  private checkRoutes(brand: string, data: PinsData): void {
    const brands = brand === DEFAULT_BRAND ? [DEFAULT_BRAND, ...pinnedBrands(data)] : [brand];
    for (const each of new Set(brands)) {
      const { conflicts } = buildPinSet(this.dir, each, data, (key, version) => this.mountsOf(key, version)).routes;
      if (conflicts.length > 0) {
        throw new ModuleStoreError(
          'route_conflict',
          `the versions ${each} would run claim the same URLs: ${conflicts.join('; ')}; nothing was changed`,
        );
      }
    }
  }

  /** The URLs a published version owns (release.json, immutable, so read once per version). */
  private mountsOf(key: RemoteKey, version: string): RemoteMounts | null {
    const id = `${key}@${version}`;
    if (this.mountCache.has(id)) return this.mountCache.get(id)!;
    const json = readJsonFile(join(this.dir, key, version, 'release.json'));
    const mounts = json.found && json.parsed ? (json.value as Partial<Release>).mounts : undefined;
    const found = mounts && mountProblems(mounts).length === 0 ? mounts : null;
    this.mountCache.set(id, found);
    return found;
  }

  private checkRemote(key: string): RemoteKey {
    if (!isRemoteKey(key)) {
      throw new ModuleStoreError('bad_remote', `"${key}" is not a remote (${REMOTE_KEYS.join(', ')})`);
    }
    return key;
  }

  private unknownVersion(key: RemoteKey, version: string): ModuleStoreError {
    const published = this.versionNumbers(key);
    const hint = published.length > 0 ? `published: ${published.join(', ')}` : 'none published yet';
    return new ModuleStoreError('version_unknown', `mf-${key} ${version} is not in the store (${hint})`);
  }

  private versionNumbers(key: RemoteKey): string[] {
    const folder = join(this.dir, key);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => this.has(key, name))
      .sort((a, b) => compareVersions(b, a));
  }

  private release(key: RemoteKey, version: string): Release {
    const json = readJsonFile(join(this.dir, key, version, 'release.json'));
    const recorded = json.found && json.parsed ? (json.value as Partial<Release>) : {};
    // The folder is the truth about remote and version; release.json adds when.
    return {
      remote: key,
      version,
      container: containerName(key, version),
      publishedAt: String(recorded.publishedAt ?? 'unknown'),
    };
  }
}
