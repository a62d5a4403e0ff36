import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed or version-keyed files never change at their URL: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function staticAssets(app: FastifyInstance, options: { shellDir: string; modulesDir: string }) {
  await app.register(fastifyStatic, {
    root: join(options.shellDir, 'dist', 'browser'),
    prefix: '/assets/shell/',
    // Builds write .br and .gz beside each file (mf-kit precompress): the smallest accepted is sent.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  mkdirSync(options.modulesDir, { recursive: true });
  // Only the browser builds of published versions: /modules/<remote>/<version>/browser/<file>.
  // Server builds stay private to the gateway. Remotes may be served from another origin: CORS.
  await app.register(fastifyStatic, {
    root: resolve(options.modulesDir),
    prefix: '/modules/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => /^\/[a-z-]+\/[0-9A-Za-z.-]+\/browser\/[^/]+$/.test(path),
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*'),
  });
}
