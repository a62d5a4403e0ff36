// Social sign-in over OpenID Connect against a real provider (oidc-provider, social-support.ts):
// the authorization URL, the callback's code for our token pair, the account it finds or makes,
// the spec's refusal of a provider without an e-mail, and every way a state may not be spent.
import { createHash } from 'node:crypto';

import { and, count, eq } from 'drizzle-orm';
import { randomPKCECodeVerifier } from 'openid-client';
import { afterAll, describe, expect, it } from 'vitest';

import {
  errorSchema,
  globalSettingsSchema,
  socialAuthorizationResponse,
  socialProviderKey,
  tokenPairResponse,
} from '@vitrina/contract';

import { SOCIAL_STATE_TTL_MS } from '../src/auth/social-states.ts';
import { siteSocialProviders, sites, socialIdentities, socialLoginStates, users } from '../src/db/schema/index.ts';
import { activeAccount, buildAuthApp, me, PASSWORD, post, signIn } from './auth-support.ts';
import { CLIENT, startProvider } from './social-support.ts';

const ctx = await buildAuthApp();
const { app, clock } = ctx;

const KEYS = ['google', 'facebook'];
const shopKey = (name: string) => `social-${name}-${process.pid}-${Date.now()}`;
const SHOPS = { a: shopKey('a'), b: shopKey('b') };
const originOf = (shop: string) => `http://${shop}.localhost`;
const provider = await startProvider(
  Object.values(SHOPS).flatMap((shop) =>
    ['ro', 'en'].flatMap((lang) => KEYS.map((key) => `${originOf(shop)}/${lang}/social/${key}/callback`)),
  ),
);

/** A shop of the test's own (token demo-<name>, so auth-support's calls reach it) with its providers. */
async function addShop(name: string, providers: Record<string, string>) {
  const [shop] = await app.db
    .insert(sites)
    .values({
      token: `demo-${name}`,
      brandKey: name,
      hosts: [`${name}.localhost`],
      publicOrigin: originOf(name),
      theme: 'light',
      langs: ['ro', 'en'],
      mainLang: 'ro',
      currency: 'MDL',
    })
    .returning();
  afterAll(() => app.db.delete(sites).where(eq(sites.id, shop!.id)));
  const rows = Object.entries(providers).map(([key, issuer]) => ({
    siteId: shop!.id,
    key,
    issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
  }));
  await app.db.insert(siteSocialProviders).values(rows);
  return shop!.id;
}
// Port 1 on this machine: nothing listens there, so the connection is refused at once.
const SHOP_IDS = {
  a: await addShop(SHOPS.a, { google: provider.issuer, facebook: provider.issuer, down: 'http://127.0.0.1:1' }),
  b: await addShop(SHOPS.b, { google: provider.issuer }),
};

const headers = (shop: string, lang = 'ro') => ({ 'x-site-token': `demo-${shop}`, 'accept-language': lang });
const authorize = (shop: string, key = 'google', query = '', lang = 'ro') =>
  app.inject({ url: `/users/social/${key}/authorize${query}`, headers: headers(shop, lang) });

/** The provider's redirect to the shop's callback page after `subject` signed in there. */
async function callback(shop: string, subject: string, key = 'google') {
  const res = await authorize(shop, key);
  expect(res.statusCode, res.body).toBe(200);
  return provider.signIn(socialAuthorizationResponse.parse(res.json()).authorization_url, subject);
}
/** What the callback page posts: the query the provider put on it (code, state, iss). */
const bodyOf = (url: URL) => Object.fromEntries(url.searchParams);
const socialPost = (shop: string, key: string, body: object) => post(app, shop, `/users/${key}`, body);

async function signedInUser(shop: string, res: Awaited<ReturnType<typeof socialPost>>) {
  expect(res.statusCode, res.body).toBe(200);
  const pair = tokenPairResponse.parse(res.json());
  const user = await me(app, shop, pair.access);
  expect(user.statusCode).toBe(200);
  return user.json<{ user: { id: number; email: string; first_name: string; last_name: string; status: string } }>()
    .user;
}

const usersOf = async (siteId: number) =>
  (await app.db.select({ n: count() }).from(users).where(eq(users.siteId, siteId)))[0]!.n;
const expectRefused = (res: { statusCode: number; json(): unknown }, field: 'state' | 'code', code: string) => {
  expect(res.statusCode).toBe(400);
  expect(errorSchema.parse(res.json())).toMatchObject({ code: 'validation_failed', fieldErrors: { [field]: [code] } });
};

let subjects = 0;
/** A provider account of its own for each test. */
function account(email: string | null, extra: object = {}) {
  const subject = `subject-${++subjects}`;
  provider.accounts.set(subject, email === null ? { ...extra } : { email, email_verified: true, ...extra });
  return subject;
}

describe('the authorization URL', () => {
  it("points at the provider's sign-in page with PKCE, a nonce and the shop's callback page", async () => {
    const res = await authorize(SHOPS.a, 'google', '?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(socialAuthorizationResponse.parse(res.json()).authorization_url);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      redirect_uri: `${originOf(SHOPS.a)}/en/social/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // The secret and the verifier stay on the server; the state is kept only as its hash.
    expect(res.body).not.toContain(CLIENT.secret);
    const [stored] = await app.db
      .select()
      .from(socialLoginStates)
      .where(eq(socialLoginStates.stateHash, createHash('sha256').update(params.state!).digest('hex')));
    expect(stored?.codeVerifier).toBeDefined();
    expect(res.body).not.toContain(stored!.codeVerifier);
  });

  it("returns to the page in the request's language by default, and refuses a language the shop lacks", async () => {
    const res = await authorize(SHOPS.a, 'google', '', 'en');
    const url = new URL(socialAuthorizationResponse.parse(res.json()).authorization_url);
    expect(url.searchParams.get('redirect_uri')).toBe(`${originOf(SHOPS.a)}/en/social/google/callback`);
    const uk = await authorize(SHOPS.a, 'google', '?lang=uk');
    expect(uk.statusCode).toBe(400);
    expect(errorSchema.parse(uk.json()).fieldErrors).toEqual({ lang: ['invalid'] });
  });

  it('answers 404 for a provider the shop has not set up (another shop has it), and 502 when it is down', async () => {
    expect((await authorize(SHOPS.b, 'facebook')).statusCode).toBe(404);
    const down = await authorize(SHOPS.a, 'down');
    expect(down.statusCode).toBe(502);
    expect(errorSchema.parse(down.json()).code).toBe('social_provider_unavailable');
  });
});

describe('signing in with the callback', () => {
  it('makes an active account of the verified e-mail with the profile names, and answers a token pair', async () => {
    const subject = account('Ana.Social@Example.md', { given_name: 'Ana', family_name: 'Popescu' });
    const user = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    expect(user).toMatchObject({
      email: 'ana.social@example.md',
      first_name: 'Ana',
      last_name: 'Popescu',
      status: 'active',
    });
    // The account has no password anyone knows: a password sign-in cannot open it.
    const guess = await post(app, SHOPS.a, '/auth/jwt/create', { email: 'ana.social@example.md', password: PASSWORD });
    expect(guess.statusCode).toBe(401);
  });

  it('signs the same user in again by the provider subject, even after the address changed there', async () => {
    const subject = account('returning@example.md');
    const first = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    provider.accounts.set(subject, { email: 'returning-new@example.md', email_verified: true });
    const again = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    expect(again.id).toBe(first.id);
    expect(again.email).toBe('returning@example.md');
  });

  it('signs in to the account already registered with the address, whose password still works', async () => {
    const registered = await activeAccount(ctx, SHOPS.a, 'has-password@example.md');
    const subject = account('has-password@example.md');
    const user = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    expect(user.id).toBe(registered.id);
    await signIn(app, SHOPS.a, 'has-password@example.md');
  });

  it('activates an account never activated, and the password it was registered with no longer opens it', async () => {
    // Whoever registered the owner's address first must not share the account the owner signs in to.
    const registered = await post(app, SHOPS.a, '/auth/users', { email: 'squatted@example.md', password: PASSWORD });
    expect(registered.statusCode).toBe(201);
    const subject = account('squatted@example.md');
    const user = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    expect(user).toMatchObject({ id: registered.json<{ id: number }>().id, status: 'active' });
    const squatter = await post(app, SHOPS.a, '/auth/jwt/create', { email: 'squatted@example.md', password: PASSWORD });
    expect(squatter.statusCode).toBe(401);
  });

  it('keeps the shops apart: the same provider account is a separate user in each', async () => {
    const subject = account('two-shops@example.md');
    const inA = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    const inB = await signedInUser(
      SHOPS.b,
      await socialPost(SHOPS.b, 'google', bodyOf(await callback(SHOPS.b, subject))),
    );
    expect(inB.id).not.toBe(inA.id);
  });

  it('answers api/google-login as users/google', async () => {
    const subject = account('google-login@example.md');
    const body = bodyOf(await callback(SHOPS.a, subject));
    const user = await signedInUser(SHOPS.a, await post(app, SHOPS.a, '/api/google-login', body));
    expect(user.email).toBe('google-login@example.md');
  });

  it('refuses an account the shop closed with 403 account_disabled', async () => {
    const subject = account('closed@example.md');
    const user = await signedInUser(
      SHOPS.a,
      await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject))),
    );
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    const res = await socialPost(SHOPS.a, 'google', bodyOf(await callback(SHOPS.a, subject)));
    expect(res.statusCode).toBe(403);
    expect(errorSchema.parse(res.json()).code).toBe('account_disabled');
  });
});

describe('a provider without a verified e-mail (the spec: Facebook login requires an e-mail)', () => {
  it.each([
    ['gives no e-mail', null],
    ['gives an e-mail it has not verified', 'unverified@example.md'],
  ])('%s: 400 social_email_missing, and no account is made', async (_case, email) => {
    const subject = account(null, email ? { email, email_verified: false } : { given_name: 'Ion' });
    const before = await usersOf(SHOP_IDS.a);
    const res = await socialPost(SHOPS.a, 'facebook', bodyOf(await callback(SHOPS.a, subject, 'facebook')));
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json())).toMatchObject({ code: 'social_email_missing', fieldErrors: {} });
    expect(await usersOf(SHOP_IDS.a)).toBe(before);
    const linked = await app.db.select().from(socialIdentities).where(eq(socialIdentities.subject, subject));
    expect(linked).toEqual([]);
  });
});

describe('the state', () => {
  it('is spent once: the same callback posted again is refused', async () => {
    const body = bodyOf(await callback(SHOPS.a, account('twice@example.md')));
    expect((await socialPost(SHOPS.a, 'google', body)).statusCode).toBe(200);
    expectRefused(await socialPost(SHOPS.a, 'google', body), 'state', 'invalid_state');
  });

  it('expires after ten minutes, and then makes no account', async () => {
    const body = bodyOf(await callback(SHOPS.a, account('late@example.md')));
    const before = await usersOf(SHOP_IDS.a);
    clock.advance(SOCIAL_STATE_TTL_MS);
    expectRefused(await socialPost(SHOPS.a, 'google', body), 'state', 'invalid_state');
    expect(await usersOf(SHOP_IDS.a)).toBe(before);
  });

  it('is refused by another shop and by another provider, and stays good for its own', async () => {
    const body = bodyOf(await callback(SHOPS.a, account('wandering@example.md')));
    expectRefused(await socialPost(SHOPS.b, 'google', body), 'state', 'invalid_state');
    expectRefused(await socialPost(SHOPS.a, 'facebook', body), 'state', 'invalid_state');
    expect((await socialPost(SHOPS.a, 'google', body)).statusCode).toBe(200);
  });

  it('and the code are checked before anything else: a made-up state or an empty body is a 400 at its field', async () => {
    const made = await socialPost(SHOPS.a, 'google', { code: 'some-code', state: 'A'.repeat(43) });
    expectRefused(made, 'state', 'invalid_state');
    const empty = await socialPost(SHOPS.a, 'google', {});
    expect(errorSchema.parse(empty.json()).fieldErrors).toEqual({ code: ['required'], state: ['required'] });
    expect((await socialPost(SHOPS.a, 'twitter', { code: 'c', state: 'A'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('the code', () => {
  it('is redeemed with the PKCE verifier of its state: with another one the provider refuses it', async () => {
    const subject = account('pkce@example.md');
    const body = bodyOf(await callback(SHOPS.a, subject));
    await app.db
      .update(socialLoginStates)
      .set({ codeVerifier: randomPKCECodeVerifier() })
      .where(eq(socialLoginStates.stateHash, createHash('sha256').update(body.state!).digest('hex')));
    expectRefused(await socialPost(SHOPS.a, 'google', body), 'code', 'invalid_code');
    const created = await app.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, SHOP_IDS.a), eq(users.email, 'pkce@example.md')));
    expect(created).toEqual([]);
  });

  it('is refused when it is not the one the provider sent with the state', async () => {
    const body = bodyOf(await callback(SHOPS.a, account('forged@example.md')));
    expectRefused(await socialPost(SHOPS.a, 'google', { ...body, code: 'not-the-code' }), 'code', 'invalid_code');
  });
});

describe('provider keys', () => {
  it("are never a name the API's other users/ calls use (the gateway reads users/<key> as a sign-in)", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    const literals = new Set(paths.map((path) => /^\/users\/([^/{]+)/.exec(path)?.[1]).filter(Boolean));
    expect(literals.size).toBeGreaterThan(0);
    for (const literal of literals) expect(socialProviderKey.safeParse(literal).success, literal).toBe(false);
    expect(socialProviderKey.safeParse('google').success).toBe(true);
  });

  it('are listed in the public settings for the login buttons, without their secrets', async () => {
    const res = await app.inject({ url: '/settings/global_site_settings', headers: headers(SHOPS.a) });
    expect(res.statusCode).toBe(200);
    expect(globalSettingsSchema.parse(res.json()).social_logins).toEqual(['down', 'facebook', 'google']);
    expect(res.body).not.toContain(CLIENT.secret);
    const demo = await app.inject({
      url: '/settings/global_site_settings',
      headers: { 'x-site-token': 'demo-pharmacy' },
    });
    expect(globalSettingsSchema.parse(demo.json()).social_logins).toEqual([]);
  });
});
