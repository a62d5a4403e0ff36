// A real OpenID Connect provider for the social sign-in tests (oidc-provider on 127.0.0.1, a free
// port, in-memory storage) and a browser stand-in that signs in at it: the shopper's account is
// named in login_hint and the login interaction finishes at once, so the test gets the provider's
// real code and state on the shop's callback URL without any page or form.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';

import Provider, { type ProviderContext } from 'oidc-provider';
import { afterAll } from 'vitest';

export const CLIENT = { id: 'vitrina-shop', secret: 'social-login-test-client-secret' };

/** What the provider says about one of its accounts (no email: the spec's Facebook case). */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  /** The provider's accounts by subject; a test adds or edits them at will. */
  accounts: Map<string, ProviderAccount>;
  /** Opens the authorization URL as `subject` and answers the callback URL the provider redirects to. */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
}

/** A grant for every scope asked: the shopper is not asked to consent, as at a first-party provider. */
async function autoGrant(this: Provider, ctx: ProviderContext) {
  const grant = new this.Grant({ accountId: ctx.oidc.session!.accountId!, clientId: ctx.oidc.client!.clientId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

export async function startProvider(redirectUris: string[]): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const accounts = new Map<string, ProviderAccount>();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider: Provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    loadExistingGrant: (ctx: ProviderContext) => autoGrant.call(provider, ctx),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['social-login-test-cookie-key'] },
    // Lifetimes of the provider's own records, set so it does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'test-key' }] },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    // The login page: whoever login_hint names signs in.
    provider
      .interactionDetails(req, res)
      .then(({ params }) =>
        provider.interactionFinished(
          req,
          res,
          { login: { accountId: String(params.login_hint) } },
          {
            mergeWithLastSubmission: false,
          },
        ),
      )
      .catch(() => res.writeHead(400).end());
  });

  async function signIn(authorizationUrl: string, subject: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = new URL(authorizationUrl);
    next.searchParams.set('login_hint', subject);
    // authorization -> login interaction -> authorization again -> the shop's callback.
    for (let hop = 0; hop < 8; hop++) {
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      const location = res.headers.get('location');
      const body = await res.text();
      if (!location) throw new Error(`The provider answered ${res.status} without a redirect: ${body.slice(0, 300)}`);
      next = new URL(location, next);
      if (next.origin !== issuer) return next;
    }
    throw new Error('The provider kept redirecting');
  }

  return { issuer, accounts, signIn };
}
