/**
 * Packages that must exist exactly once per page and per server process. The shell (browser) and
 * the gateway (server) provide them; remotes declare them with `import: false`, so a remote can
 * never ship a second copy.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'effector',
  'effector-react',
  'i18next',
  'react-i18next',
  '@vitrina/events',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
