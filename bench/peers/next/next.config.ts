// The Next.js peer's build: App Router, production build into dist/ (ignored by git, eslint and
// prettier like every dist/), no powered-by header. Its pages import the shared tree from
// ../tree, so Turbopack's root is the workspace (pnpm keeps the packages' files there); `#link`
// becomes next/link. Types are checked by the bench's own tsc run, not at every build.
import { resolve } from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  distDir: 'dist',
  poweredByHeader: false,
  // The storefront's price rule is a workspace package of TypeScript sources.
  transpilePackages: ['@vitrina/domain'],
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: resolve(import.meta.dirname, '../../..'),
    resolveAlias: { '#link': './next-link.tsx' },
  },
};

export default config;
