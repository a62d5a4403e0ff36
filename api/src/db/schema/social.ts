// Social sign-in over OpenID Connect (migration 0016): each shop's providers with their client
// secrets (kept apart from sites.settings, which is public), the pending sign-ins between the
// authorization URL and the callback, and which provider identity belongs to which user.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A shop's OpenID Connect client at one provider. No call ever answers `client_secret`. */
export const siteSocialProviders = pgTable(
  'site_social_providers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** In the URL (users/{social}); socialProviderKey in the contract is the full rule. */
    key: text('key').notNull(),
    /** The provider's Issuer Identifier; its discovery document is read from it. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('site_social_providers_site_key_idx').on(t.siteId, t.key),
    check('site_social_providers_key_check', sql`${t.key} ~ '^[a-z][a-z0-9-]{0,31}$'`),
  ],
);

/**
 * A sign-in under way: made with the authorization URL, spent once by the callback's POST before
 * it expires. Only the SHA-256 of the state is kept; the PKCE verifier and the nonce never leave
 * the server.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** The shop and provider it was made for: a state posted to another is no state. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => siteSocialProviders.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The shop's callback page (in the shopper's language); sent with the code again, as OAuth asks. */
    redirectUri: text('redirect_uri').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('social_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * A provider's account (issuer and subject, which OpenID Connect says never change) linked to a
 * user of the shop: a later sign-in finds the user by it, even after the address changed.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shop's key of the provider it came through (for the shop's support, not for matching). */
    providerKey: text('provider_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.issuer, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);
