/**
 * Packages that must exist exactly once per page and per server process. The shell (browser) and
 * the gateway (server) provide them; remotes declare them with `import: false`, so a remote can
 * never ship a second copy. The router and react-i18next are shared as the platform's wrappers
 * (shared/router, shared/i18n): a shared module keeps every export, so the wrapper's short list,
 * not the whole package, is what a page loads. Nothing else imports the raw packages (eslint), so
 * they need no entry of their own.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@vitrina/router',
  'effector',
  'effector-react',
  'i18next',
  '@vitrina/i18n',
  '@vitrina/events',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
