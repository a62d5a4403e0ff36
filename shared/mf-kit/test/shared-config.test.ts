// The share scope is the API a remote gets from its host. The router and react-i18next are in it
// only as the platform's wrappers: a shared module keeps every export, so a raw package there would
// ship whole to every page and hand remotes names the wrappers leave out.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedConfig } from '../src/build.ts';

const ROOT = join(import.meta.dirname, '../../..');
const shell = () => sharedConfig(join(ROOT, 'shell'), true);
const remote = () => sharedConfig(join(ROOT, 'mf-content'), false);

describe('the shared scope', () => {
  it('offers the router and i18n wrappers, and none of the packages they wrap', () => {
    for (const side of [shell(), remote()]) {
      const names = Object.keys(side);
      expect(names).toEqual(expect.arrayContaining(['@vitrina/router', '@vitrina/i18n']));
      expect(names.filter((name) => /^react-(router|i18next)/.test(name))).toEqual([]);
    }
  });

  it('is provided by the shell from the packages themselves, with no module put in their place', () => {
    expect(Object.entries(shell()).filter(([, entry]) => 'import' in entry)).toEqual([]);
  });

  it('is never bundled by a remote: every singleton comes from the host', () => {
    expect(Object.entries(remote()).filter(([, entry]) => entry.import !== false)).toEqual([]);
  });
});
