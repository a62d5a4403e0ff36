// Cache tags (issue 21, api/src/cache-tags/tags.ts). Out: every successful GET of a shop answers
// with `Cache-Tag: site:<shop>,<what the route added with reply.cacheTags>`, so the gateway knows
// what each page shows. In: the database's triggers notify what every write touched; this plugin
// hears them, publishes them on the in-process bus (app.cacheTagBus) and relays them to the
// gateways over Redis when REDIS_URL is set.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { CACHE_SCOPE_HEADER, CACHE_TAG_HEADER, SHOP_SCOPE } from '@vitrina/contract';

import { CacheTagBus } from '../cache-tags/bus.ts';
import { startRedisRelay } from '../cache-tags/redis-relay.ts';
import { ALL_TAG, DATABASE_CHANNEL, parseTagPayload, tag } from '../cache-tags/tags.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cacheTagBus: CacheTagBus;
  }
  interface FastifyReply {
    /** Adds what the answer shows to its Cache-Tag header (the shop's tag is always there). */
    cacheTags(tags: Iterable<string>): FastifyReply;
  }
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor of the shop in a language, for its URL: the handler
     * reads no session, cart or guest. Said in `Cache-Scope: shop`, so the gateway shares one copy.
     */
    shopWide?: boolean;
  }
}

export interface CacheTagsOptions {
  /** Relay changes to the gateways through this Redis (REDIS_URL); without it they stay in the process. */
  redisUrl?: string | undefined;
  /** The Redis channel the gateways listen on (CACHE_TAGS_CHANNEL). */
  channel?: string | undefined;
}

const kTags = Symbol('cacheTags');
type Tagged = FastifyReply & { [kTags]?: Set<string> };

export const cacheTagsPlugin = fp(
  async (app: FastifyInstance, options: CacheTagsOptions) => {
    const bus = new CacheTagBus();
    app.decorate('cacheTagBus', bus);
    app.decorateReply('cacheTags', function (this: Tagged, tags: Iterable<string>) {
      const kept = (this[kTags] ??= new Set());
      for (const one of tags) kept.add(one);
      return this;
    });
    app.addHook('onSend', async (request, reply: Tagged) => {
      // A refusal or a personal write shows nothing a page keeps; only a shop's reads are tagged.
      if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode >= 300 || !request.site) return;
      reply.header(CACHE_TAG_HEADER, [tag.site(request.site.id), ...(reply[kTags] ?? [])].join(','));
      if (reply.statusCode === 200 && request.routeOptions.config?.shopWide)
        reply.header(CACHE_SCOPE_HEADER, SHOP_SCOPE);
    });

    const relay = options.redisUrl
      ? startRedisRelay({ url: options.redisUrl, channel: options.channel ?? 'vitrina:cache-tags', bus, log: app.log })
      : null;
    const unlisten = await app.database.listen(
      DATABASE_CHANNEL,
      (payload) => bus.publish(parseTagPayload(payload)),
      () => {
        app.log.warn('the database change feed was reconnected; every cached page is purged');
        bus.publish([ALL_TAG]);
      },
    );
    app.addHook('onClose', async () => {
      await unlisten();
      await relay?.close();
    });
  },
  { name: 'cache-tags', dependencies: ['db'] },
);
