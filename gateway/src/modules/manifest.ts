// Checks a remote's build before it may enter the module store: what the gateway and the shell
// will rely on at run time must be true of the files, or the release is refused with a message
// an ops person can act on ("mf-content 1.2.0: server/mf-manifest.json is missing").
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { REMOTE_EXPOSE, SHARED_SINGLETONS } from '@vitrina/mf-kit';
import { z } from 'zod';
import { buildLabel, readBuildRecord } from './build-record.ts';
import type { BuildRecord } from './build-record.ts';
import { readJsonFile } from './json-file.ts';

export type { BuildRecord } from './build-record.ts';
export type BuildCheck = { ok: true; build: BuildRecord } | { ok: false; problems: string[] };

export const BUILD_SIDES = ['browser', 'server'] as const;
export type BuildSide = (typeof BUILD_SIDES)[number];

/** The gateway loads exactly this file of a version's server build (see PinnedRemote.serverEntry). */
export const SERVER_ENTRY_FILE = 'remoteEntry.js';

const fileList = z.array(z.string()).optional();
const assetsSchema = z
  .object({
    js: z.object({ sync: fileList, async: fileList }).optional(),
    css: z.object({ sync: fileList, async: fileList }).optional(),
  })
  .optional();

/** The parts of Module Federation's mf-manifest.json the platform relies on (other fields pass). */
const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }) }),
  exposes: z.array(z.object({ path: z.string(), assets: assetsSchema })),
  shared: z
    .array(
      z.object({
        name: z.string(),
        singleton: z.boolean().optional(),
        version: z.string().optional(),
        assets: assetsSchema,
      }),
    )
    .default([]),
});
type Assets = z.infer<typeof assetsSchema>;

const SINGLETONS: ReadonlySet<string> = new Set(SHARED_SINGLETONS);

function filesOf(assets: Assets): string[] {
  return [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ];
}

/** The absolute path of `relative` inside `folder`, or null when it would point outside it. */
function inside(folder: string, relative: string): string | null {
  const root = resolve(folder);
  const full = resolve(root, relative);
  return full.startsWith(root + sep) ? full : null;
}

type Manifest = z.infer<typeof manifestSchema>;

/** The exposed module the shell and the gateway load, and the files the manifest lists for it. */
function exposeProblems(manifest: Manifest, sideDir: string, side: BuildSide): string[] {
  const manifestFile = `${side}/mf-manifest.json`;
  const exposed = manifest.exposes.find((e) => e.path === REMOTE_EXPOSE);
  if (!exposed) return [`${manifestFile} does not expose ${REMOTE_EXPOSE}, the module the shell and the gateway load`];
  return filesOf(exposed.assets).flatMap((file) => {
    const full = inside(sideDir, file);
    if (!full) return [`${manifestFile} lists ${file}, which is outside ${side}/`];
    return existsSync(full) ? [] : [`${side}/${file} is missing (listed by ${manifestFile} for ${REMOTE_EXPOSE})`];
  });
}

function entryProblems(manifest: Manifest, sideDir: string, side: BuildSide): string[] {
  const manifestFile = `${side}/mf-manifest.json`;
  const entryName = join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const entryFile = inside(sideDir, entryName);
  const problems: string[] = [];
  if (!entryFile) problems.push(`${manifestFile} names the entry ${entryName}, which is outside ${side}/`);
  else if (!existsSync(entryFile))
    problems.push(`${side}/${entryName} is missing (the entry named by ${manifestFile})`);
  if (side === 'server' && entryName !== SERVER_ENTRY_FILE) {
    problems.push(`${manifestFile} names the entry ${entryName}, but the gateway loads server/${SERVER_ENTRY_FILE}`);
  }
  return problems;
}

/** Platform singletons must be shared as singletons and never bundled (the host provides them). */
function singletonProblems(manifest: Manifest, side: BuildSide): string[] {
  const problems: string[] = [];
  for (const shared of manifest.shared) {
    if (!SINGLETONS.has(shared.name)) continue;
    if (shared.singleton !== true) {
      problems.push(
        `${side}/mf-manifest.json shares ${shared.name} but not as a singleton (a page could end up with two copies)`,
      );
    }
    // Declared with `import: false`, a shared package has no files of its own in the build and no
    // version (the build never saw a copy). Any file means the remote bundled a second copy.
    const bundled = filesOf(shared.assets);
    if (bundled.length > 0) {
      const which = shared.version ? `${shared.name} ${shared.version}` : shared.name;
      problems.push(
        `${side} build bundles its own copy of ${which} (${bundled.join(', ')}); singletons must be shared with import: false`,
      );
    }
  }
  return problems;
}

function checkSide(dir: string, side: BuildSide, build: BuildRecord): string[] {
  const label = buildLabel(build.remote, build.version);
  const sideDir = join(dir, side);
  const manifestFile = `${side}/mf-manifest.json`;
  const json = readJsonFile(join(sideDir, 'mf-manifest.json'));
  if (!json.found) return [`${label}: ${manifestFile} is missing`];
  if (!json.parsed) return [`${label}: ${manifestFile} is not valid JSON (${json.error})`];
  const parsed = manifestSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'top level';
    return [`${label}: ${manifestFile} is not a Module Federation manifest (${where}: ${issue?.message})`];
  }
  const manifest = parsed.data;
  const named =
    manifest.name === build.container
      ? []
      : [`${manifestFile} names the container "${manifest.name}", expected "${build.container}"`];
  return [
    ...named,
    ...exposeProblems(manifest, sideDir, side),
    ...entryProblems(manifest, sideDir, side),
    ...singletonProblems(manifest, side),
  ].map((problem) => `${label}: ${problem}`);
}

/** Checks both sides of a build against a build record already read (the store re-checks its copy). */
export function validateSides(dir: string, build: BuildRecord): string[] {
  return BUILD_SIDES.flatMap((side) => checkSide(dir, side, build));
}

/** Checks a remote's dist folder (build.json, browser/, server/) as written by the build. */
export function validateBuild(distDir: string): BuildCheck {
  const record = readBuildRecord(distDir);
  if (!record.ok) return record;
  const problems = [...record.problems, ...validateSides(distDir, record.build)];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, build: record.build };
}
