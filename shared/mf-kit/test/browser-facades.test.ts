// The shell provides react-router-dom and react-i18next to browsers as facades of the exports pages
// use (src/browser-facades/). A page importing a name a facade lacks would build, render on the
// server (which shares the whole package) and then fail in the browser: this test reads every
// import of those packages in browser code and fails on a name the facade does not export.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FACADES = join(ROOT, 'shared/mf-kit/src/browser-facades');
/** Code that runs in browsers: the shell (not its server half), every remote, the shared packages. */
const BROWSER_SOURCES = ['shell/src', 'shared', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];
const SERVER_ONLY = [
  /^shell\/src\/server\//,
  /\/test\//,
  /\/node_modules\//,
  /^shared\/mf-kit\/src\/browser-facades\//,
  /\/build/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Value names a file imports from `pkg` (type-only imports excluded), and whether it imports the namespace. */
function importsFrom(file: string, pkg: string): { names: string[]; whole: boolean } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  let whole = false;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== pkg) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) whole = true;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) whole = true;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return { names, whole };
}

/** The names a facade re-exports (`export { a, b } from '...'`). */
function facadeExports(pkg: string): Set<string> {
  const file = join(FACADES, `${pkg}.ts`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

const browserFiles = BROWSER_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter(
  (file) => !SERVER_ONLY.some((pattern) => pattern.test(relative(ROOT, file))),
);

describe.each(['react-router-dom', 'react-i18next'])('the browser facade of %s', (pkg) => {
  const exported = facadeExports(pkg);

  it('exports every name browser code imports from the package', () => {
    const missing = browserFiles.flatMap((file) =>
      importsFrom(file, pkg)
        .names.filter((name) => !exported.has(name))
        .map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is never imported whole (a default or namespace import would need every export)', () => {
    const whole = browserFiles.filter((file) => importsFrom(file, pkg).whole).map((file) => relative(ROOT, file));
    expect(whole).toEqual([]);
  });

  it('is what browser code imports: the check reads real imports', () => {
    // Guards the test itself: were the scan to find nothing, the first check could never fail.
    expect(browserFiles.filter((file) => importsFrom(file, pkg).names.length > 0).length).toBeGreaterThan(2);
  });
});
