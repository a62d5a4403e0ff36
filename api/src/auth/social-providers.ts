// A shop's OpenID Connect providers: the row of one (by the key in the URL) and its openid-client
// configuration, read from the provider's discovery document and kept for an hour, so a sign-in
// costs no discovery round trip and a changed row is read afresh.
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { allowInsecureRequests, discovery, type Configuration } from 'openid-client';

import { remember } from '../catalog/list-cache.ts';
import type { Db } from '../db/client.ts';
import { siteSocialProviders } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

export type SocialProviderRow = typeof siteSocialProviders.$inferSelect;

/** How long the provider may take to answer one call (discovery, token, keys, userinfo). */
export const PROVIDER_TIMEOUT_SECONDS = 10;
const CONFIGURATION_TTL_MS = 3_600_000;

export async function findSocialProvider(db: Db, siteId: number, key: string): Promise<SocialProviderRow> {
  const [row] = await db
    .select()
    .from(siteSocialProviders)
    .where(and(eq(siteSocialProviders.siteId, siteId), eq(siteSocialProviders.key, key)))
    .limit(1);
  if (!row) throw notFound('Social login provider');
  return row;
}

/**
 * Plain http only for a provider on this machine (tests, a developer's provider): openid-client
 * refuses http otherwise, and a shop's real provider is always https.
 */
export function isLoopbackIssuer(issuer: URL): boolean {
  return ['127.0.0.1', '[::1]', 'localhost'].includes(issuer.hostname);
}

export interface OidcClients {
  /** The provider's configuration for the shop's client; rejects when discovery fails. */
  configurationOf(row: SocialProviderRow): Promise<Configuration>;
}

export function oidcClients(): OidcClients {
  const cache = new LRUCache<string, Promise<Configuration>>({ max: 1000, ttl: CONFIGURATION_TTL_MS });
  return {
    configurationOf(row) {
      // updated_at moves with every edit of the row (its trigger): a new secret is a new entry.
      const key = `${row.id}:${row.updatedAt.getTime()}`;
      return remember(cache, key, () => {
        const issuer = new URL(row.issuer);
        return discovery(issuer, row.clientId, row.clientSecret, undefined, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: isLoopbackIssuer(issuer) ? [allowInsecureRequests] : [],
        });
      });
    },
  };
}
