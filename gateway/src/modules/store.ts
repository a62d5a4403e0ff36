import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTE_KEYS, VERSION_PATTERN, containerName, isRemoteKey } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { ModuleStoreError } from './errors.ts';
import { validateBuild } from './manifest.ts';
import { PinsFile } from './pins-file.ts';
import type { PinsData } from './pins-file.ts';

export interface Release {
  remote: RemoteKey;
  version: string;
  container: string;
  publishedAt: string;
}

export interface PinnedRemote {
  key: RemoteKey;
  version: string;
  container: string;
  /** URL path of the version's browser manifest, served by the gateway, immutable. */
  browserEntry: string;
  /** Absolute path of the version's Node entry in the store. */
  serverEntry: string;
}

/** The versions one brand runs; `id` changes whenever any of them does. */
export interface PinSet {
  id: string;
  brand: string;
  remotes: Partial<Record<RemoteKey, PinnedRemote>>;
}

export interface BrandPins {
  brand: string;
  remotes: Partial<Record<RemoteKey, { version: string; from: 'brand' | 'default' }>>;
}

export const DEFAULT_BRAND = '*';
const BRAND_PATTERN = /^(?:\*|[a-z0-9][a-z0-9-]{0,62})$/;

function compareVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Published remote versions (immutable, one folder each) and the per-brand pins, on the local
 * disk: `<dir>/<remote>/<version>/{browser,server,release.json}` and `<dir>/pins.json`.
 */
export class ModuleStore {
  readonly dir: string;
  private readonly pinsFile: PinsFile;
  private resolved = new Map<string, { data: PinsData; set: PinSet }>();

  constructor(dir: string) {
    this.dir = resolve(dir);
    this.pinsFile = new PinsFile(join(this.dir, 'pins.json'));
  }

  /** Validates a build folder and copies it in; a version, once published, never changes. */
  async publish(buildDir: string): Promise<Release> {
    const checked = validateBuild(buildDir);
    if (!checked.ok) throw new ModuleStoreError('invalid_build', `release refused:\n  ${checked.problems.join('\n  ')}`);
    const { remote, version, container } = checked.build;
    if (this.has(remote, version)) {
      throw new ModuleStoreError('version_exists', `mf-${remote} ${version} is already in the store; publish a new version`);
    }
    const target = join(this.dir, remote, version);
    const temp = join(this.dir, remote, `.incoming-${version}-${process.pid}-${Date.now()}`);
    mkdirSync(temp, { recursive: true });
    for (const side of ['browser', 'server']) cpSync(join(buildDir, side), join(temp, side), { recursive: true });
    const release: Release = { remote, version, container, publishedAt: new Date().toISOString() };
    writeFileSync(join(temp, 'release.json'), JSON.stringify(release, null, 2));
    renameSync(temp, target);
    return release;
  }

  has(key: RemoteKey, version: string): boolean {
    return VERSION_PATTERN.test(version) && existsSync(join(this.dir, key, version, 'release.json'));
  }

  versions(key: RemoteKey): Release[] {
    const folder = join(this.dir, key);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => this.has(key, name))
      .sort((a, b) => compareVersions(b, a))
      .map((name) => JSON.parse(readFileSync(join(folder, name, 'release.json'), 'utf8')) as Release);
  }

  list(): Record<RemoteKey, Release[]> {
    return Object.fromEntries(REMOTE_KEYS.map((key) => [key, this.versions(key)])) as Record<RemoteKey, Release[]>;
  }

  pin(brand: string, key: string, version: string): BrandPins {
    const remote = this.checkTarget(brand, key);
    if (!this.has(remote, version)) {
      throw new ModuleStoreError('version_unknown', `mf-${remote} ${version} is not in the store; publish it first`);
    }
    const data = structuredClone(this.pinsFile.read());
    const current = data.pins[brand]?.[remote];
    if (current === version) return this.show(brand);
    if (current) {
      const history = ((data.history[brand] ??= {})[remote] ??= []);
      history.push(current);
      if (history.length > 20) history.shift();
    }
    (data.pins[brand] ??= {})[remote] = version;
    this.pinsFile.write(data);
    return this.show(brand);
  }

  unpin(brand: string, key: string): BrandPins {
    const remote = this.checkTarget(brand, key);
    const data = structuredClone(this.pinsFile.read());
    if (!data.pins[brand]?.[remote]) throw new ModuleStoreError('not_pinned', `${brand} has no pin for mf-${remote}`);
    delete data.pins[brand]![remote];
    if (data.history[brand]) delete data.history[brand]![remote];
    this.pinsFile.write(data);
    return this.show(brand);
  }

  /** Back to the version pinned before the current one. */
  rollback(brand: string, key: string): BrandPins {
    const remote = this.checkTarget(brand, key);
    const data = structuredClone(this.pinsFile.read());
    const previous = data.history[brand]?.[remote]?.pop();
    if (!previous) throw new ModuleStoreError('no_previous_pin', `${brand} has no earlier version of mf-${remote} to roll back to`);
    (data.pins[brand] ??= {})[remote] = previous;
    this.pinsFile.write(data);
    return this.show(brand);
  }

  /** What a brand runs: its own pin, else the default (`*`) pin, per remote. */
  show(brand: string): BrandPins {
    this.checkBrand(brand);
    const { pins } = this.pinsFile.read();
    const remotes: BrandPins['remotes'] = {};
    for (const key of REMOTE_KEYS) {
      const own = pins[brand]?.[key];
      const fallback = pins[DEFAULT_BRAND]?.[key];
      if (own) remotes[key] = { version: own, from: brand === DEFAULT_BRAND ? 'default' : 'brand' };
      else if (fallback) remotes[key] = { version: fallback, from: 'default' };
    }
    return { brand, remotes };
  }

  /** Every brand with a pin of its own, plus the defaults. */
  showAll(): BrandPins[] {
    const { pins } = this.pinsFile.read();
    const brands = new Set([DEFAULT_BRAND, ...Object.keys(pins)]);
    return [...brands].sort().map((brand) => this.show(brand));
  }

  /** The pin set a page of this brand renders with. Called per request, so it is cached per file state. */
  resolve(brand: string): PinSet {
    const data = this.pinsFile.read();
    const hit = this.resolved.get(brand);
    if (hit && hit.data === data) return hit.set;
    const remotes: PinSet['remotes'] = {};
    for (const key of REMOTE_KEYS) {
      const version = data.pins[brand]?.[key] ?? data.pins[DEFAULT_BRAND]?.[key];
      if (!version) continue;
      remotes[key] = {
        key,
        version,
        container: containerName(key, version),
        browserEntry: `/modules/${key}/${version}/browser/mf-manifest.json`,
        serverEntry: join(this.dir, key, version, 'server', 'remoteEntry.js'),
      };
    }
    const signature = Object.values(remotes).map((r) => `${r.key}@${r.version}`).join(',');
    const id = createHash('sha256').update(signature).digest('hex').slice(0, 12);
    const set: PinSet = { id, brand, remotes };
    if (this.resolved.size > 1000) this.resolved.clear();
    this.resolved.set(brand, { data, set });
    return set;
  }

  /** Removes a version nobody pins (disk clean-up). */
  remove(key: RemoteKey, version: string): void {
    if (!this.has(key, version)) throw new ModuleStoreError('version_unknown', `mf-${key} ${version} is not in the store`);
    const { pins } = this.pinsFile.read();
    const users = Object.entries(pins).filter(([, p]) => p[key] === version).map(([brand]) => brand);
    if (users.length) throw new ModuleStoreError('version_exists', `mf-${key} ${version} is pinned by ${users.join(', ')}`);
    rmSync(join(this.dir, key, version), { recursive: true, force: true });
  }

  private checkBrand(brand: string): void {
    if (!BRAND_PATTERN.test(brand)) throw new ModuleStoreError('bad_brand', `"${brand}" is not a brand name (lowercase letters, digits, dashes, or * for all)`);
  }

  private checkTarget(brand: string, key: string): RemoteKey {
    this.checkBrand(brand);
    if (!isRemoteKey(key)) throw new ModuleStoreError('bad_remote', `"${key}" is not a remote (${REMOTE_KEYS.join(', ')})`);
    return key;
  }
}
