import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Effector from 'effector';
import * as EffectorReact from 'effector-react';
import I18next from 'i18next';
import * as Events from '@vitrina/events';
import * as I18n from '@vitrina/i18n';
import * as Router from '@vitrina/router';
import { SHARED_SINGLETONS } from '@vitrina/mf-kit';
import type { SharedSingleton } from '@vitrina/mf-kit';

const require = createRequire(import.meta.url);

/** The gateway's own copies: the shell renders with them, so remotes must render with them too. */
const LIBS: Record<SharedSingleton, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  '@vitrina/router': Router,
  effector: Effector,
  'effector-react': EffectorReact,
  i18next: I18next,
  '@vitrina/i18n': I18n,
  '@vitrina/events': Events,
};

/** Installed version; found from the entry file because not every package exports package.json. */
function versionOf(pkg: string): string {
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  let dir = dirname(require.resolve(name));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (manifest.name === name) return manifest.version;
    }
    dir = dirname(dir);
  }
  throw new Error(`cannot find the installed version of ${name}`);
}

/** Share-scope entries for the Module Federation runtime: every singleton, provided by the gateway. */
export function sharedLibs() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => {
      const version = versionOf(pkg);
      const lib = LIBS[pkg];
      return [
        pkg,
        { version, scope: 'default', lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
      ];
    }),
  );
}
