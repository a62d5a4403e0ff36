// Social sign-in over OpenID Connect, authorization code with PKCE: the authorization URL (state,
// nonce and verifier kept server-side), then the callback's code exchanged for the provider's ID
// token, whose verified e-mail signs the shopper in with the same token pair as a password would.
// The browser sees neither the provider's tokens nor the verifier.
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { z } from 'zod';

import {
  SOCIAL_ERROR_CODES,
  SOCIAL_FIELD_CODES,
  socialCallbackPath,
  type socialLoginRequest,
  type TokenPair,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import { HttpError } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import { fieldError, type AuthDeps } from './deps.ts';
import { openSession } from './sign-in.ts';
import { userForIdentity } from './social-accounts.ts';
import { identityOf } from './social-identity.ts';
import { findSocialProvider, oidcClients, type SocialProviderRow } from './social-providers.ts';
import { spendLoginState, storeLoginState } from './social-states.ts';

type SocialLoginBody = z.infer<typeof socialLoginRequest>;
export type SocialDeps = AuthDeps & { log: FastifyBaseLogger };

/** The e-mail to find or make the account by; the names fill a new account's profile. */
const SCOPE = 'openid email profile';

const unavailable = () =>
  new HttpError(502, SOCIAL_ERROR_CODES.providerUnavailable, 'The sign-in provider cannot be reached; try again later');

/** Its answer says so (an HTTP status it should not give, a page instead of JSON): the provider is down. */
const TRANSPORT_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * Why a call to the provider failed: it refused (the code is used, expired, not ours, or what it
 * answered does not check out) or it could not be reached. Anything else is our own fault.
 */
function failureOf(error: unknown): 'refused' | 'unreachable' | null {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return 'refused';
  if (error instanceof oidc.ClientError) return TRANSPORT_CODES.has(error.code ?? '') ? 'unreachable' : 'refused';
  // fetch's own failures: no connection (TypeError) or the timeout's abort.
  if (error instanceof TypeError || (error instanceof DOMException && /Abort|Timeout/.test(error.name)))
    return 'unreachable';
  return null;
}

export function socialLogin(deps: SocialDeps) {
  const clients = oidcClients();

  /** The provider's configuration; discovery failing is the provider's trouble, never the shopper's. */
  async function configurationOf(row: SocialProviderRow) {
    try {
      return await clients.configurationOf(row);
    } catch (error) {
      deps.log.warn({ err: error, provider: row.key }, 'social login: provider discovery failed');
      throw unavailable();
    }
  }

  /** The claims of the code's checked ID token, with userinfo's when the token carries no e-mail. */
  async function redeem(
    row: SocialProviderRow,
    config: oidc.Configuration,
    callback: URL,
    checks: oidc.AuthorizationCodeGrantChecks,
  ): Promise<oidc.IDToken | oidc.UserInfoResponse> {
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, { ...checks, idTokenExpected: true });
      const claims = tokens.claims()!;
      // With the code flow a provider may keep the scope's claims for userinfo (OpenID Connect Core 5.4).
      if (claims.email !== undefined) return claims;
      return await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === null) throw error;
      // A used or expired code is the shopper's everyday trouble; anything else the shop should see.
      const grantRefused = error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant';
      if (!grantRefused) deps.log.warn({ err: error, provider: row.key }, `social login: provider ${failure}`);
      if (failure === 'unreachable') throw unavailable();
      throw fieldError('code', SOCIAL_FIELD_CODES.code);
    }
  }

  return {
    /** The provider's sign-in page for a new sign-in; it sends the shopper back to the shop's page in `lang`. */
    async authorize(site: Site, key: string, lang: Locale): Promise<{ authorization_url: string }> {
      const row = await findSocialProvider(deps.db, site.id, key);
      const config = await configurationOf(row);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const redirectUri = `${site.publicOrigin}${socialCallbackPath(lang, key)}`;
      const login = { providerId: row.id, codeVerifier, nonce, redirectUri };
      await storeLoginState(deps.db, state, login, deps.auth.now());
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorization_url: url.href };
    },

    /** Spends the state, redeems the code and signs the identity's user in (made on the first sign-in). */
    async signIn(site: Site, key: string, body: SocialLoginBody): Promise<TokenPair> {
      const row = await findSocialProvider(deps.db, site.id, key);
      const login = await spendLoginState(deps.db, { providerId: row.id, state: body.state }, deps.auth.now());
      if (!login) throw fieldError('state', SOCIAL_FIELD_CODES.state);
      const config = await configurationOf(row);
      // The callback URL as the provider sent the shopper to it: the redirect URI with its answer.
      const callback = new URL(login.redirectUri);
      callback.searchParams.set('code', body.code);
      callback.searchParams.set('state', body.state);
      if (body.iss !== undefined) callback.searchParams.set('iss', body.iss);
      const claims = await redeem(row, config, callback, {
        expectedState: body.state,
        expectedNonce: login.nonce,
        pkceCodeVerifier: login.codeVerifier,
      });
      const identity = identityOf(config.serverMetadata().issuer, claims);
      const userId = await userForIdentity(deps, site.id, key, identity);
      return openSession(deps, site.id, userId);
    },
  };
}
