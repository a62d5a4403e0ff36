// Registration as a shopper lives it: the form, the activation letter through a real SMTP server
// (in the shop's language, name and colours, the link on the shop's public origin), the link that
// activates and signs in once, then the account's data. Two shops never share an account.
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { currentUserResponse, errorSchema, registeredUserResponse } from '@vitrina/contract';

import { oneTimeTokens, users } from '../src/db/schema/index.ts';
import { site } from './app.ts';
import { linkIn } from './auth-inbox.ts';
import { activeAccount, buildAuthApp, me, PASSWORD, post, shopLook, signIn } from './auth-support.ts';

const ctx = await buildAuthApp();
const { app, inbox } = ctx;
const pharmacy = await shopLook(app, 'pharmacy');

describe('registration and activation', () => {
  it('mails an activation link on the shop origin, in its language and look; the link signs in, once', async () => {
    const registered = await post(
      app,
      'pharmacy',
      '/auth/users',
      {
        email: ' Ana.Popescu@Example.MD ',
        password: PASSWORD,
        re_password: PASSWORD,
        first_name: 'Ana',
        last_name: 'Popescu',
      },
      { 'accept-language': 'ru' },
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const user = registeredUserResponse.parse(registered.json());
    expect(user).toMatchObject({ email: 'ana.popescu@example.md', first_name: 'Ana', last_name: 'Popescu' });

    // Not signed in before the link is opened.
    const early = await post(app, 'pharmacy', '/auth/jwt/create', { email: user.email, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(errorSchema.parse(early.json()).code).toBe('account_inactive');

    const mail = await inbox.next('ana.popescu@example.md');
    expect(mail.subject).toBe(`Подтвердите e-mail для ${pharmacy.name}`);
    expect(mail.from?.value[0]).toEqual({ name: pharmacy.name, address: 'shop@vitrina.test' });
    const { link, uid, token } = linkIn(mail, 'activation');
    expect(link).toBe(`${pharmacy.origin}/ru/activate/${user.id}/${token}`);
    expect(uid).toBe(String(user.id));
    // The shop's primary colour on the button, its name as the heading's brand.
    expect(mail.html).toContain(`background:${pharmacy.primary}`);
    expect(mail.html).toContain(`href="${link}"`);

    const activated = await post(app, 'pharmacy', '/auth/users/activation', { uid, token });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.headers['cache-control']).toBe('no-store');
    const { access } = activated.json();
    const data = await me(app, 'pharmacy', access);
    expect(data.statusCode, data.body).toBe(200);
    expect(currentUserResponse.parse(data.json())).toEqual({
      user: {
        id: user.id,
        email: 'ana.popescu@example.md',
        first_name: 'Ana',
        last_name: 'Popescu',
        phone: '',
        birthday: null,
        status: 'active',
        balance: 0,
        can_use_promocode: true,
        profile_image: null,
      },
      company: null,
      delivery_addresses: [],
      emails: [],
      phones: [],
      loyalty_points: 0,
      group_user_type: { id: 1 },
    });

    const again = await post(app, 'pharmacy', '/auth/users/activation', { uid, token });
    expect(again.statusCode).toBe(400);
    expect(errorSchema.parse(again.json()).fieldErrors).toEqual({ token: ['invalid_token'] });
    // Signing in with the password works from now on.
    expect(
      (await me(app, 'pharmacy', (await signIn(app, 'pharmacy', 'ANA.popescu@example.md')).access)).statusCode,
    ).toBe(200);
  });

  it('writes the letter in each of the four languages (the kids shop offers them all)', async () => {
    const { name } = await shopLook(app, 'kids');
    const subjects: Record<string, string> = {
      ro: `Confirmați adresa de e-mail pentru ${name}`,
      ru: `Подтвердите e-mail для ${name}`,
      uk: `Підтвердьте e-mail для ${name}`,
      en: `Confirm your e-mail for ${name}`,
    };
    for (const [lang, subject] of Object.entries(subjects)) {
      const email = `letter-${lang}@example.md`;
      const res = await post(app, 'kids', '/auth/users', { email, password: PASSWORD }, { 'accept-language': lang });
      expect(res.statusCode, res.body).toBe(201);
      const mail = await inbox.next(email);
      expect(mail.subject).toBe(subject);
      expect(linkIn(mail, 'activation').link).toContain(`/${lang}/activate/`);
    }
  });

  it('keeps only an argon2id hash of the password and a SHA-256 of the link token', async () => {
    const email = 'stored@example.md';
    await post(app, 'pharmacy', '/auth/users', { email, password: PASSWORD });
    const { uid, token } = linkIn(await inbox.next(email), 'activation');
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, Number(uid)));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    const stored = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, Number(uid)));
    expect(stored.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('refuses an address already registered in the shop, whatever its case', async () => {
    await post(app, 'doors', '/auth/users', { email: 'twice@example.md', password: PASSWORD });
    const res = await post(app, 'doors', '/auth/users', { email: 'TWICE@example.md', password: 'another password' });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ email: ['already_registered'] });
  });

  it('keeps two shops apart: the same address is two accounts, and a token works in its own shop only', async () => {
    const inPharmacy = await activeAccount(ctx, 'pharmacy', 'both@example.md', 'pharmacy password');
    const inKids = await activeAccount(ctx, 'kids', 'both@example.md', 'kids password');
    expect(inKids.id).not.toBe(inPharmacy.id);
    expect(
      (await post(app, 'kids', '/auth/jwt/create', { email: 'both@example.md', password: 'pharmacy password' }))
        .statusCode,
    ).toBe(401);
    expect((await me(app, 'kids', inPharmacy.access)).statusCode).toBe(401);
    expect((await post(app, 'kids', '/auth/jwt/refresh', { refresh: inPharmacy.refresh })).statusCode).toBe(401);
    expect(currentUserResponse.parse((await me(app, 'kids', inKids.access)).json()).user.id).toBe(inKids.id);
  });

  it('does not activate with a link of another shop', async () => {
    await post(app, 'tech', '/auth/users', { email: 'crossing@example.md', password: PASSWORD });
    const { uid, token } = linkIn(await inbox.next('crossing@example.md'), 'activation');
    const res = await post(app, 'kids', '/auth/users/activation', { uid, token });
    expect(res.statusCode).toBe(400);
    expect((await post(app, 'tech', '/auth/users/activation', { uid, token })).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a code at each field', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{}, { email: ['required'], password: ['required'] }],
      [{ email: 'ana', password: PASSWORD }, { email: ['invalid_email'] }],
      [{ email: 'ana@example.md', password: 'short' }, { password: ['too_short'] }],
      [{ email: 'ana@example.md', password: 'x'.repeat(129) }, { password: ['too_long'] }],
      [
        { email: 'ana@example.md', password: PASSWORD, re_password: 'something else' },
        { re_password: ['passwords_differ'] },
      ],
      [{ email: 'ana@example.md', password: `${PASSWORD}\u0000` }, { password: ['invalid'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const res = await post(app, 'pharmacy', '/auth/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorSchema.parse(res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.fieldErrors, JSON.stringify(payload)).toEqual(fieldErrors);
    }
    const activation = await post(app, 'pharmacy', '/auth/users/activation', { uid: 'abc', token: 'short' });
    expect(errorSchema.parse(activation.json()).fieldErrors).toEqual({ uid: ['invalid'], token: ['invalid'] });
  });

  it('answers account calls without a token, or with a malformed one, 401', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz']) {
      const res = await app.inject({
        url: '/auth/users/me',
        headers: { ...site('pharmacy'), ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(errorSchema.parse(res.json()).code).toBe('not_authenticated');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
});
