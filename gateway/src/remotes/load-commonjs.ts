import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * Evaluates a CommonJS file the way Node would, but outside Node's module cache and outside any
 * loader hooks (tsx would re-transpile built code). Nothing keeps the module alive once its
 * caller drops it, which is what lets old remote versions be garbage-collected.
 */
export function loadCommonJs(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  }) as (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dir: string) => void;
  const module = { exports: {} };
  wrapper(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}
