import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSchema, formAcceptedResponse, formChallengeResponse, powChallengeSchema } from '@vitrina/contract';

import { formChallengeUses, formRequests, newsletterSubscriptions, sites } from '../src/db/schema/index.ts';
import { issuePowChallenge } from '../src/forms/pow.ts';
import { addSite, altchaFor, buildFormsApp, SECRET, solve } from './forms-support.ts';

const { app, database, captcha } = await buildFormsApp();
const db = database.db;
const headers = (brand: string, lang = 'ro') => ({ 'x-site-token': `demo-${brand}`, 'accept-language': lang });
const post = (url: string, payload: object, brand = 'pharmacy', token = `demo-${brand}`) =>
  app.inject({ method: 'POST', url, headers: { 'x-site-token': token, 'accept-language': 'en' }, payload });
const siteId = async (brand: string) =>
  (await db.select({ id: sites.id }).from(sites).where(eq(sites.brandKey, brand)))[0]!.id;
const fieldErrors = (res: { json(): unknown }) => errorSchema.parse(res.json()).fieldErrors;

const CONSULTATION = { name: 'Ana Popescu', phone: '+373 69 123 456', comment: 'Which size fits?' };

describe('base/form-challenge', () => {
  it('issues a signed proof-of-work challenge that is never cached', async () => {
    const res = await app.inject({ url: '/base/form-challenge', headers: headers('tech') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = powChallengeSchema.parse(res.json());
    expect(challenge.maxnumber).toBeGreaterThan(1000);
    expect(Date.parse(challenge.expires_at)).toBeGreaterThan(Date.now());
  });

  it('needs a known site token', async () => {
    const res = await app.inject({ url: '/base/form-challenge', headers: { 'x-site-token': 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(errorSchema.parse(res.json()).code).toBe('site_token_unknown');
  });
});

describe.each([
  ['/base/book-consultation', 'consultation', CONSULTATION, { name: '', phone: '12ab' }, ['name', 'phone']],
  [
    '/base/partner-request',
    'partner_request',
    { company: 'Farm SRL', name: 'Ion', phone: '+373 69 123 456', email: 'Ion@Farm.md', region: 'Bălți' },
    { company: 'Farm SRL', name: 'Ion', phone: '+373 69 123 456', email: 'not-an-email' },
    ['email'],
  ],
  [
    '/base/user-request',
    'user_request',
    { name: 'Maria', phone: '+373 79 123 456', message: 'A red sofa, 2 m' },
    { name: 'Maria', phone: '+373 79 123 456', message: 'x'.repeat(2001) },
    ['message'],
  ],
] as const)('POST %s', (url, kind, valid, invalid, badFields) => {
  it('stores a valid request for the calling site and answers 201 with its id', async () => {
    const res = await post(url, { ...valid, altcha: await altchaFor(app, 'pharmacy') });
    expect(res.statusCode).toBe(201);
    const { id, created } = formAcceptedResponse.parse(res.json());
    expect(created).toBe(true);
    const [row] = await db.select().from(formRequests).where(eq(formRequests.id, id));
    expect(row).toMatchObject({ kind, siteId: await siteId('pharmacy'), lang: 'en' });
    expect(row!.payload).toMatchObject({ name: valid.name });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = await db.$count(formRequests);
    const res = await post(url, { ...invalid, altcha: await altchaFor(app, 'pharmacy') });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res)).sort()).toEqual([...badFields].sort());
    expect(await db.$count(formRequests)).toBe(before);
  });

  it('answers 401 to an unknown site token', async () => {
    const res = await post(url, { ...valid, altcha: 'x' }, 'pharmacy', 'demo-nope');
    expect(res.statusCode).toBe(401);
  });
});

describe('stored values', () => {
  it('keeps phones without spaces and e-mails lower-cased', async () => {
    const res = await post('/base/partner-request', {
      company: 'Farm SRL',
      name: 'Ion',
      phone: '+373 69 123 456',
      email: 'Ion@Farm.MD',
      altcha: await altchaFor(app, 'pharmacy'),
    });
    const [row] = await db
      .select()
      .from(formRequests)
      .where(eq(formRequests.id, formAcceptedResponse.parse(res.json()).id));
    expect(row!.payload).toMatchObject({ phone: '+37369123456', email: 'ion@farm.md' });
  });
});

describe('proof of work', () => {
  it('requires the solution, naming the field altcha', async () => {
    const res = await post('/base/book-consultation', CONSULTATION);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ altcha: ['required'] });
  });

  it('refuses a wrong number', async () => {
    const challenge = powChallengeSchema.parse(
      (await app.inject({ url: '/base/form-challenge', headers: headers('pharmacy') })).json(),
    );
    const good = JSON.parse(Buffer.from(solve(challenge), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    expect(fieldErrors(await post('/base/book-consultation', { ...CONSULTATION, altcha: wrong }))).toEqual({
      altcha: ['invalid'],
    });
  });

  it('refuses a challenge signed with another key, and garbage', async () => {
    const forged = solve(
      await issuePowChallenge('another-secret-another-secret-00', await siteId('pharmacy'), new Date(), 200),
    );
    expect(fieldErrors(await post('/base/book-consultation', { ...CONSULTATION, altcha: forged }))).toEqual({
      altcha: ['invalid'],
    });
    expect(fieldErrors(await post('/base/book-consultation', { ...CONSULTATION, altcha: 'bm90IGpzb24=' }))).toEqual({
      altcha: ['invalid'],
    });
  });

  it("refuses another site's challenge", async () => {
    const res = await post('/base/book-consultation', { ...CONSULTATION, altcha: await altchaFor(app, 'tech') });
    expect(fieldErrors(res)).toEqual({ altcha: ['invalid'] });
  });

  it('refuses an expired challenge', async () => {
    const old = new Date(Date.now() - 11 * 60_000);
    const expired = solve(await issuePowChallenge(SECRET, await siteId('pharmacy'), old, 200));
    expect(fieldErrors(await post('/base/book-consultation', { ...CONSULTATION, altcha: expired }))).toEqual({
      altcha: ['expired'],
    });
  });

  it('accepts a solution once: a replay is refused', async () => {
    const altcha = await altchaFor(app, 'pharmacy');
    expect((await post('/base/book-consultation', { ...CONSULTATION, altcha })).statusCode).toBe(201);
    const again = await post('/base/book-consultation', { ...CONSULTATION, altcha });
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again)).toEqual({ altcha: ['replayed'] });
  });

  it('does not spend the solution on a request with bad fields', async () => {
    const altcha = await altchaFor(app, 'pharmacy');
    expect((await post('/base/book-consultation', { ...CONSULTATION, name: '', altcha })).statusCode).toBe(400);
    expect((await post('/base/book-consultation', { ...CONSULTATION, altcha })).statusCode).toBe(201);
  });

  it('forgets used salts once they expire', async () => {
    await db.insert(formChallengeUses).values({ salt: `old-${process.pid}`, expiresAt: new Date(Date.now() - 1000) });
    await post('/base/book-consultation', { ...CONSULTATION, altcha: await altchaFor(app, 'pharmacy') });
    expect(await db.$count(formChallengeUses, eq(formChallengeUses.salt, `old-${process.pid}`))).toBe(0);
  });
});

describe('settings/news-letter', () => {
  it('subscribes once: 201 the first time, 200 with the same id after', async () => {
    const email = `Shopper-${process.pid}@Example.com`;
    const first = await post('/settings/news-letter', { email, altcha: await altchaFor(app, 'kids') }, 'kids');
    expect(first.statusCode).toBe(201);
    const second = await post(
      '/settings/news-letter',
      { email: email.toLowerCase(), altcha: await altchaFor(app, 'kids') },
      'kids',
    );
    expect(second.statusCode).toBe(200);
    expect(formAcceptedResponse.parse(second.json())).toEqual({
      id: formAcceptedResponse.parse(first.json()).id,
      created: false,
    });
    const where = and(
      eq(newsletterSubscriptions.siteId, await siteId('kids')),
      eq(newsletterSubscriptions.email, email.toLowerCase()),
    );
    expect(await db.$count(newsletterSubscriptions, where)).toBe(1);
  });

  it('names a bad e-mail', async () => {
    const res = await post('/settings/news-letter', { email: 'nobody', altcha: await altchaFor(app, 'kids') }, 'kids');
    expect(fieldErrors(res)).toEqual({ email: ['invalid_email'] });
  });
});

const v2 = await addSite(database, {
  provider: 'recaptcha',
  version: 'v2',
  site_key: 'site-key-v2',
  secret_key: 'secret-v2',
});
const v3 = await addSite(database, {
  provider: 'recaptcha',
  version: 'v3',
  site_key: 'site-key-v3',
  secret_key: 'secret-v3',
  min_score: 0.7,
});
const broken = await addSite(database, { provider: 'recaptcha', site_key: 'only-a-key' });

describe('reCAPTCHA sites', () => {
  it('gives the widget version and site key instead of a puzzle, never the secret', async () => {
    const res = await app.inject({ url: '/base/form-challenge', headers: { 'x-site-token': v2 } });
    expect(formChallengeResponse.parse(res.json())).toEqual({
      kind: 'recaptcha',
      version: 'v2',
      site_key: 'site-key-v2',
    });
    expect(res.body).not.toContain('secret-v2');
  });

  it('stores a request whose token the verifier accepts', async () => {
    captcha.verdict = { success: true };
    const res = await post(
      '/base/user-request',
      { name: 'Ion', phone: '+373 69 123 456', message: 'Tiles', captcha: 'token-ok' },
      '',
      v2,
    );
    expect(res.statusCode).toBe(201);
    expect(captcha.asked).toContain('token-ok');
  });

  it('refuses a missing or rejected token, naming the field captcha', async () => {
    expect(
      fieldErrors(
        await post('/base/user-request', { name: 'Ion', phone: '+373 69 123 456', message: 'Tiles' }, '', v2),
      ),
    ).toEqual({ captcha: ['required'] });
    captcha.verdict = { success: false };
    expect(
      fieldErrors(
        await post(
          '/base/user-request',
          { name: 'Ion', phone: '+373 69 123 456', message: 'Tiles', captcha: 't' },
          '',
          v2,
        ),
      ),
    ).toEqual({ captcha: ['invalid'] });
  });

  it('refuses a v3 score below the site minimum', async () => {
    captcha.verdict = { success: true, score: 0.5 };
    const low = await post('/settings/news-letter', { email: 'a@b.md', captcha: 't' }, '', v3);
    expect(fieldErrors(low)).toEqual({ captcha: ['invalid'] });
    captcha.verdict = { success: true, score: 0.9 };
    expect((await post('/settings/news-letter', { email: 'a@b.md', captcha: 't' }, '', v3)).statusCode).toBe(201);
  });

  it('answers 503 with a clear message when the version or keys are missing', async () => {
    for (const res of [
      await app.inject({ url: '/base/form-challenge', headers: { 'x-site-token': broken } }),
      await post('/base/book-consultation', { ...CONSULTATION, captcha: 't' }, '', broken),
    ]) {
      expect(res.statusCode).toBe(503);
      const body = errorSchema.parse(res.json());
      expect(body.code).toBe('captcha_not_configured');
      expect(body.message).toContain('version');
      expect(body.message).toContain('secret_key');
    }
  });
});
