// mf-catalog is layered (Feature-Sliced Design): app (remote.tsx, routes.tsx, mounts.ts) > pages >
// widgets > features > entities > shared, and a file imports only from layers below its own.
// Slices of one layer do not know each other, and another slice is reached through its index.ts
// only. This test reads every import of src/ and names each one that breaks a rule.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const LAYERS = ['shared', 'entities', 'features', 'widgets', 'pages', 'app'] as const;
type Layer = (typeof LAYERS)[number];
const SLICED: readonly Layer[] = ['entities', 'features', 'widgets', 'pages'];

/** A file's place: its layer and, in a sliced layer, its slice ('' for app and shared). */
function placeOf(file: string): { layer: Layer; slice: string; rest: string[] } {
  const [first = '', second = '', ...rest] = file.split('/');
  const layer = (LAYERS as readonly string[]).includes(first) ? (first as Layer) : 'app';
  return SLICED.includes(layer) ? { layer, slice: second, rest } : { layer, slice: '', rest: [] };
}

/** What is wrong with `from` (a path under src/) importing `to` (likewise), or null. */
export function importProblem(from: string, to: string): string | null {
  const source = placeOf(from);
  const target = placeOf(to);
  if (LAYERS.indexOf(target.layer) > LAYERS.indexOf(source.layer))
    return `imports from the higher layer ${target.layer}`;
  if (!SLICED.includes(target.layer) || (source.layer === target.layer && source.slice === target.slice)) return null;
  if (source.layer === target.layer) return `imports ${target.layer}/${target.slice}, another slice of its own layer`;
  if (target.rest.join('/') !== 'index.ts') return `imports ${to} instead of ${target.layer}/${target.slice}/index.ts`;
  return null;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** Every relative import of a file (static, type-only and dynamic), as a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => relative(SRC, resolve(dirname(file), specifier)));
}

describe("mf-catalog's layers", () => {
  it('has no import from a higher layer, from another slice of the same layer, or past a slice index', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(80);
    const problems = files.flatMap((file) => {
      const from = relative(SRC, file);
      return importsOf(file).flatMap((to) => {
        const problem = importProblem(from, to);
        return problem ? [`${from}: ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['shared/lib/shop-settings.ts', 'pages/category/list-query.ts', 'imports from the higher layer pages'],
    ['features/brands/BrandPage.tsx', 'pages/category/Pager.tsx', 'imports from the higher layer pages'],
    [
      'pages/brand/ui/BrandPage.tsx',
      'pages/category/index.ts',
      'imports pages/category, another slice of its own layer',
    ],
    [
      'pages/favorites/ui/FavoritesPage.tsx',
      'features/lists/model/lists-model.ts',
      'imports features/lists/model/lists-model.ts instead of features/lists/index.ts',
    ],
    ['pages/compare/ui/ComparePage.tsx', 'features/lists/index.ts', null],
    ['pages/home/ui/HomePage.tsx', 'pages/home/model/home-load.ts', null],
    ['routes.tsx', 'pages/home/index.ts', null],
    ['entities/product/ui/Price.tsx', 'shared/i18n/use-catalog-t.ts', null],
  ])('%s importing %s: %s', (from, to, problem) => {
    expect(importProblem(from, to)).toBe(problem);
  });
});
