// Ops' HTTP API over the module store: list versions, and show, pin, unpin and roll back the
// versions each brand runs. Publishing stays with the CLI (it builds from the repository).
// It also purges the page cache: by brand and path, or by the cache tags of what changed.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_KEYS, VERSION_PATTERN } from '@vitrina/mf-kit';
import { z } from 'zod';
import type { BoundedPageCache } from '../cache/bounded-page-cache.ts';
import { purgeBody, purgeRequest } from '../cache/purge-request.ts';
import type { PurgeRequest } from '../cache/purge-request.ts';
import type { TagFeed } from '../cache/redis-tag-feed.ts';
import type { TagPurge } from '../cache/tag-purge.ts';
import { ModuleStoreError } from '../modules/errors.ts';
import type { ModuleStoreErrorCode } from '../modules/errors.ts';
import { BRAND_PATTERN } from '../modules/pins.ts';
import type { ModuleStore } from '../modules/store.ts';
import { HttpError } from './errors.ts';
import { parseOr400 } from './parse-or-400.ts';
import { limitRequests } from './rate-limit-store.ts';

export interface AdminOptions {
  store: ModuleStore;
  /** Without a token the admin API refuses every call. */
  adminToken: string | undefined;
  /**
   * The page cache to purge, and the purge by cache tag (pages and frame data here; the feed, with
   * REDIS_URL, tells the other nodes); without them there is no purge route.
   */
  purging?: { pageCache: BoundedPageCache; tagPurge: TagPurge; tagFeed?: TagFeed | undefined };
  /** Attempts per client address and minute; a guessed token is refused with 429 past it. */
  rateLimit: { max: number; redisUrl?: string | undefined };
}

const STATUS: Record<ModuleStoreErrorCode, number> = {
  invalid_build: 400,
  bad_brand: 400,
  bad_remote: 400,
  version_unknown: 404,
  not_pinned: 404,
  version_exists: 409,
  version_pinned: 409,
  route_conflict: 409,
  no_previous_pin: 409,
  pins_unreadable: 503,
};
/** Which request field a store refusal is about, for fieldErrors. */
const FIELD: Partial<Record<ModuleStoreErrorCode, string>> = { bad_brand: 'brand', bad_remote: 'remote' };

const brandParam = z.string().regex(BRAND_PATTERN, 'must be a brand name (lowercase letters, digits, dashes) or *');
const remoteParam = z.enum(REMOTE_KEYS, { error: `must be one of ${REMOTE_KEYS.join(', ')}` });
const brandParams = z.object({ brand: brandParam });
const targetParams = z.object({ brand: brandParam, remote: remoteParam });
const pinBody = z.object(
  {
    version: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
      .regex(VERSION_PATTERN, 'must be a version like 1.2.3 or 1.2.3-tag'),
  },
  { error: 'must be a JSON object like {"version": "1.2.3"}' },
);

/** A store refusal as an HTTP answer; anything else is a bug and becomes a 500. */
function asHttp(error: unknown): unknown {
  if (!(error instanceof ModuleStoreError)) return error;
  const field = FIELD[error.code];
  return new HttpError(STATUS[error.code], error.code, error.message, field ? { [field]: [error.message] } : {});
}

function answer<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw asHttp(error);
  }
}

/** A pin change, as one transaction of the store (shared pins: applied on every node when it answers). */
function change<T>(store: ModuleStore, work: () => T): Promise<T> {
  return store.transaction(work).catch((error: unknown) => {
    throw asHttp(error);
  });
}

/** Equal-length digests, so the comparison takes the same time whatever the token's length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const CHALLENGE = { 'www-authenticate': 'Bearer realm="vitrina-admin"' };

function authenticate(request: FastifyRequest, adminToken: string | undefined): void {
  if (!adminToken) {
    throw new HttpError(401, 'admin_disabled', 'The admin API is disabled until ADMIN_TOKEN is set', {}, CHALLENGE);
  }
  const token = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) {
    throw new HttpError(
      401,
      'unauthorized',
      'Send the admin token as Authorization: Bearer <ADMIN_TOKEN>',
      {},
      CHALLENGE,
    );
  }
  if (!sameToken(token, adminToken)) {
    request.log.warn({ ip: request.ip, url: request.url }, 'admin API call with a wrong token');
    throw new HttpError(401, 'unauthorized', 'The admin token is not valid', {}, CHALLENGE);
  }
}

export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { store, adminToken } = options;
  // Counted before the token is checked, so guessing it costs a minute per few tries.
  await limitRequests(app, { ...options.rateLimit, windowMs: 60_000, nameSpace: 'vitrina:admin-limit:' });
  // Encapsulated: this hook guards the routes below only, before any body is parsed. preParsing,
  // not onRequest: the limit (a per-route onRequest hook) must count the attempt first.
  app.addHook('preParsing', async (request) => authenticate(request, adminToken));

  app.get('/admin/modules', async () => answer(() => store.list()));

  if (options.purging) {
    const { pageCache, tagPurge, tagFeed } = options.purging;
    /** Removes by brand and path; by tags, marks stale here and tells the other nodes to. */
    const purge = async (asked: PurgeRequest) => {
      if (asked.kind === 'filter') return { removed: await pageCache.purge(asked.filter) };
      const { pages, frameData } = await tagPurge.purge(asked.tags);
      await tagFeed?.publish(asked.tags);
      return { removed: pages, frameData };
    };
    app.post('/admin/cache/purge', async (request) => {
      const asked = purgeRequest(parseOr400(purgeBody, request.body ?? {}, 'body', 'bare'));
      let result: Awaited<ReturnType<typeof purge>>;
      try {
        result = await purge(asked);
      } catch (error) {
        request.log.error({ err: error }, 'admin: page cache purge failed');
        // A tag purge done here but not told to the other nodes is a failure too: worth a retry.
        throw new HttpError(503, 'cache_unavailable', 'The page cache store failed during the purge; try again');
      }
      const what = asked.kind === 'filter' ? asked.filter : { tags: asked.tags };
      request.log.info({ ...what, ...result }, 'admin: purged the page cache');
      return result;
    });
  }

  app.get('/admin/pins', async () => answer(() => store.showAll()));

  app.get('/admin/pins/:brand', async (request) => {
    const { brand } = parseOr400(brandParams, request.params, 'params', 'bare');
    return answer(() => store.show(brand));
  });

  app.put('/admin/pins/:brand/:remote', async (request) => {
    const { brand, remote } = parseOr400(targetParams, request.params, 'params', 'bare');
    const { version } = parseOr400(pinBody, request.body, 'body', 'bare');
    const state = await change(store, () => store.pin(brand, remote, version));
    request.log.info({ brand, remote, version }, 'admin: pinned');
    return state;
  });

  app.delete('/admin/pins/:brand/:remote', async (request) => {
    const { brand, remote } = parseOr400(targetParams, request.params, 'params', 'bare');
    const state = await change(store, () => store.unpin(brand, remote));
    request.log.info({ brand, remote }, 'admin: unpinned');
    return state;
  });

  app.post('/admin/pins/:brand/:remote/rollback', async (request) => {
    const { brand, remote } = parseOr400(targetParams, request.params, 'params', 'bare');
    const state = await change(store, () => store.rollback(brand, remote));
    request.log.info({ brand, remote, version: state.remotes[remote]?.version }, 'admin: rolled back');
    return state;
  });
}
