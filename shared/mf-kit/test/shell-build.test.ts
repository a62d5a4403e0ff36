// Builds the shell's browser bundle as production does and checks what the first page carries:
// one Module Federation runtime core taken from the runtime's ES modules, and the router and i18n
// as the wrappers' exports, not the whole packages (each broke once without anyone seeing it in a page).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import rspack from '@rspack/core';
import type { StatsCompilation } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellConfig } from '../src/build.ts';

const SHELL = join(import.meta.dirname, '../../../shell');
const out = mkdtempSync(join(tmpdir(), 'vitrina-shell-build-'));
let stats: StatsCompilation;

beforeAll(async () => {
  const config = shellConfig(SHELL, true);
  config.output = { ...config.output, path: out };
  const compiler = rspack(config);
  stats = await new Promise<StatsCompilation>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result || result.hasErrors()) reject(error ?? new Error(result?.toString('errors-only')));
      else resolve(result.toJson({ all: false, modules: true, chunks: true, ids: true }));
    }),
  );
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const moduleNames = () => (stats.modules ?? []).map((m) => String(m.nameForCondition ?? m.name ?? ''));

describe('the shell browser build', () => {
  it('carries the federation runtime from ES modules only, with one runtime core', () => {
    const federation = moduleNames().filter((name) => name.includes('@module-federation/'));
    expect(federation.length).toBeGreaterThan(0);
    expect(federation.filter((name) => name.endsWith('.cjs'))).toEqual([]);
    expect(federation.filter((name) => /runtime-core\/dist\/index\.m?js$/.test(name))).toHaveLength(1);
  });

  it('provides the router and i18n as the wrapper modules, and the raw packages not at all', () => {
    const provided = (pkg: string) =>
      moduleNames().filter((name) => name.startsWith(`provide shared module (default) ${pkg}@`));
    expect(provided('@vitrina/router')).toEqual([expect.stringContaining('shared/router/src/index.ts')]);
    expect(provided('@vitrina/i18n')).toEqual([expect.stringContaining('shared/i18n/src/index.ts')]);
    expect(moduleNames().filter((name) => /shared module.*react-(router|i18next)/.test(name))).toEqual([]);
  });

  it("ships react-router as the wrapper's exports: under half the whole package", () => {
    const router = (stats.modules ?? []).find((m) =>
      String(m.nameForCondition ?? m.name).includes('react-router/dist/production/'),
    );
    const chunk = (stats.chunks ?? []).find((c) => router?.chunks?.includes(c.id!));
    const file = chunk?.files?.find((name) => name.endsWith('.js'));
    expect(file).toBeDefined();
    // The whole package, shared as is, was 62 KB gzip; the wrapper's exports are under 35 KB.
    expect(gzipSync(readFileSync(join(out, file!))).length).toBeLessThan(35_000);
  });
});
