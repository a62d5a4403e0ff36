// React (and other libraries) pick their development or production build from NODE_ENV when they
// are first imported, and the development build renders several times slower on the server. An
// entry point imports this file first, so a gateway started without NODE_ENV runs as production;
// tests (vitest sets NODE_ENV=test) keep the development build and its warnings.
import { registerHooks } from 'node:module';

process.env.NODE_ENV ??= 'production';

// react-router's package exports send every condition to its development build (extra checks and
// warnings on every render: 6.7 % of an uncached page's CPU, docs/performance.md), and no
// condition selects the production files it ships beside them. A production process resolves its
// entry points to those files instead; the browser build does the same with an alias
// (shared/mf-kit/src/build.ts). The chunks they import are relative, so they follow.
const DEVELOPMENT_BUILD = '/node_modules/react-router/dist/development/';
const PRODUCTION_BUILD = '/node_modules/react-router/dist/production/';

if (process.env.NODE_ENV === 'production') {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!resolved.url.includes(DEVELOPMENT_BUILD)) return resolved;
      return { ...resolved, url: resolved.url.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD) };
    },
  });
}
