// E-mail and phone changes with codes: send-code sends 6 digits to the NEW address (mail, read from
// the test's SMTP inbox) or number (the SMS outbox folder, the default sender); the code is single
// use, lives 10 minutes on the injected clock and dies after 5 tries; an address or sign-in number
// of another account is a 400 at the field; what is confirmed shows in auth/users/me.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import {
  codeSentResponse,
  contactEmailSchema,
  contactPhoneSchema,
  currentUserResponse,
  errorSchema,
} from '@vitrina/contract';

import { memoryCodeSender, outboxCodeSender } from '../src/accounts/code-sender.ts';
import { unlessTaken } from '../src/accounts/contact-change.ts';
import { sites, userContacts } from '../src/db/schema/index.ts';
import { activeAccount, bearer, buildAuthApp, me, PASSWORD, post, shopLook, signIn } from './auth-support.ts';
import { address, call, type Shopper } from './accounts-support.ts';

const smsDir = await mkdtemp(join(tmpdir(), 'vitrina-sms-outbox-test-'));
afterAll(() => rm(smsDir, { recursive: true, force: true }));
const ctx = await buildAuthApp({ accounts: { codeSender: outboxCodeSender(smsDir) } });
const pharmacy = await shopLook(ctx.app, 'pharmacy');
let accounts = 0;
async function shopper(brand = 'pharmacy'): Promise<Shopper & { email: string }> {
  const email = `contact-${++accounts}@example.md`;
  const { id, access } = await activeAccount(ctx, brand, email);
  return { brand, id, access, email };
}
const meOf = async (who: Shopper) => currentUserResponse.parse((await me(ctx.app, who.brand, who.access)).json());

function expectFieldError(res: { statusCode: number; body: string; json: () => unknown }, fields: object) {
  expect(res.statusCode, res.body).toBe(400);
  expect(errorSchema.parse(res.json()).fieldErrors).toEqual(fields);
}

/** Asks for a code to `to` and reads it from the letter the new address receives. */
async function mailedCode(who: Shopper, to: string): Promise<string> {
  const res = await call(ctx.app, who, 'POST', '/api/email/send-code/', { new_email_address: to });
  expect(res.statusCode, res.body).toBe(200);
  expect(codeSentResponse.parse(res.json())).toEqual({ expires_in: 600 });
  const letter = await ctx.inbox.next(to);
  const [, code] = /^(\d{6})$/m.exec(letter.text ?? '') ?? [];
  expect(code, letter.text).toBeDefined();
  return code!;
}

const readSms = new Set<string>();
/** The one text written to the outbox since the last read: its number and code. */
async function newSms() {
  const fresh = (await readdir(smsDir)).filter((name) => !readSms.has(name));
  expect(fresh).toHaveLength(1);
  readSms.add(fresh[0]!);
  const text = await readFile(join(smsDir, fresh[0]!), 'utf8');
  return { to: /^To: (\S+)$/m.exec(text)?.[1], code: /\b(\d{6})\b/.exec(text)?.[1], text };
}

async function textedCode(who: Shopper, phone: string): Promise<string> {
  const res = await call(ctx.app, who, 'POST', '/api/phone/send-code/', { new_phone_number: phone });
  expect(res.statusCode, res.body).toBe(200);
  return (await newSms()).code!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail', () => {
  it("mails the code to the new address in the shop's name; POST api/email/ adds it and me lists it", async () => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'POST', '/api/email/send-code/', {
      new_email_address: ' Ana.Work@Example.md ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const letter = await ctx.inbox.next('ana.work@example.md');
    expect(letter.subject).toContain(pharmacy.name);
    expect(letter.html).toMatch(/>\d{6}</);
    const code = /^(\d{6})$/m.exec(letter.text ?? '')![1]!;

    const added = await call(ctx.app, ana, 'POST', '/api/email/', {
      email_address: 'ana.work@example.md',
      verification_code: code,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = contactEmailSchema.parse(added.json());
    const data = await meOf(ana);
    expect(data.emails).toEqual([{ id, email_address: 'ana.work@example.md' }]);
    // The sign-in address is not changed by adding one.
    expect(data.user.email).toBe(ana.email);
  });

  it('PATCH api/email/change/ makes the address the sign-in one: it signs in, the old one does not', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.new@example.md');
    const res = await call(ctx.app, ana, 'PATCH', '/api/email/change/', {
      email_address: 'ana.new@example.md',
      verification_code: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(currentUserResponse.parse(res.json()).user.email).toBe('ana.new@example.md');
    expect((await meOf(ana)).user.email).toBe('ana.new@example.md');
    await signIn(ctx.app, 'pharmacy', 'ana.new@example.md');
    expect(
      (await post(ctx.app, 'pharmacy', '/auth/jwt/create', { email: ana.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    // The old address hears of it (in the shop's language), without the new address in full or a link.
    const notice = await ctx.inbox.next(ana.email);
    expect(notice.subject).toMatch(/a fost schimbată$/);
    expect(notice.text).toContain('a***@example.md');
    expect(notice.text).not.toContain('ana.new@example.md');
    expect(notice.text).not.toMatch(/https?:/);
  });

  it('an address of the list can become the sign-in one, and leaves the list', async () => {
    const ana = await shopper();
    const first = await mailedCode(ana, 'ana.list@example.md');
    await call(ctx.app, ana, 'POST', '/api/email/', { email_address: 'ana.list@example.md', verification_code: first });
    const second = await mailedCode(ana, 'ana.list@example.md');
    const res = await call(ctx.app, ana, 'PATCH', '/api/email/change/', {
      email_address: 'ana.list@example.md',
      verification_code: second,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(currentUserResponse.parse(res.json())).toMatchObject({ user: { email: 'ana.list@example.md' }, emails: [] });
  });

  it('uses a code once', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.once@example.md');
    const body = { email_address: 'ana.once@example.md', verification_code: code };
    expect((await call(ctx.app, ana, 'POST', '/api/email/', body)).statusCode).toBe(201);
    expectFieldError(await call(ctx.app, ana, 'PATCH', '/api/email/change/', body), {
      verification_code: ['invalid_code'],
    });
  });

  it('takes only the newest code: sending again retires the earlier one', async () => {
    const ana = await shopper();
    const older = await mailedCode(ana, 'ana.twice@example.md');
    const newer = await mailedCode(ana, 'ana.twice@example.md');
    const confirm = (code: string) =>
      call(ctx.app, ana, 'POST', '/api/email/', { email_address: 'ana.twice@example.md', verification_code: code });
    if (older !== newer) expectFieldError(await confirm(older), { verification_code: ['invalid_code'] });
    expect((await confirm(newer)).statusCode).toBe(201);
  });

  it('refuses a code for another address than the one it was sent to', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.mine@example.md');
    expectFieldError(
      await call(ctx.app, ana, 'POST', '/api/email/', {
        email_address: 'ana.other@example.md',
        verification_code: code,
      }),
      { verification_code: ['invalid_code'] },
    );
  });

  it("refuses another account's address (sign-in or listed) with already_registered, and mails it nothing", async () => {
    const ana = await shopper();
    const ion = await shopper();
    const code = await mailedCode(ana, 'ana.listed@example.md');
    await call(ctx.app, ana, 'POST', '/api/email/', {
      email_address: 'ana.listed@example.md',
      verification_code: code,
    });
    const received = ctx.inbox.received.length;
    for (const taken of [ana.email, 'ana.listed@example.md', ana.email.toUpperCase()]) {
      expectFieldError(await call(ctx.app, ion, 'POST', '/api/email/send-code/', { new_email_address: taken }), {
        new_email_address: ['already_registered'],
      });
    }
    await ctx.app.auth.postbox.settled();
    expect(ctx.inbox.received.length).toBe(received);
    // The same address in another shop is another account's business.
    const olga = await shopper('kids');
    expect(
      (await call(ctx.app, olga, 'POST', '/api/email/send-code/', { new_email_address: ana.email })).statusCode,
    ).toBe(200);
  });

  it('refuses what the account has already: its sign-in address, or a listed one to add again', async () => {
    const ana = await shopper();
    expectFieldError(await call(ctx.app, ana, 'POST', '/api/email/send-code/', { new_email_address: ana.email }), {
      new_email_address: ['already_added'],
    });
    const code = await mailedCode(ana, 'ana.again@example.md');
    await call(ctx.app, ana, 'POST', '/api/email/', { email_address: 'ana.again@example.md', verification_code: code });
    const again = await mailedCode(ana, 'ana.again@example.md');
    expectFieldError(
      await call(ctx.app, ana, 'POST', '/api/email/', {
        email_address: 'ana.again@example.md',
        verification_code: again,
      }),
      { email_address: ['already_added'] },
    );
  });

  it.each([
    [
      'not an address',
      '/api/email/send-code/',
      { new_email_address: 'ana at example' },
      'new_email_address',
      'invalid_email',
    ],
    ['no code', '/api/email/', { email_address: 'a@example.md' }, 'verification_code', 'required'],
    [
      'a code of 5 digits',
      '/api/email/',
      { email_address: 'a@example.md', verification_code: '12345' },
      'verification_code',
      'invalid_code',
    ],
    [
      'a code as a number',
      '/api/email/',
      { email_address: 'a@example.md', verification_code: 123456 },
      'verification_code',
      'required',
    ],
  ])('refuses %s with a 400 naming the field', async (_, url, body, field, code) => {
    const ana = await shopper();
    expectFieldError(await call(ctx.app, ana, 'POST', url, body), { [field]: [code] });
  });

  it('a write that loses a race for an address is a 400 already_registered, not a 500', async () => {
    // Two confirmations at once can both pass the check; the unique index refuses the second write.
    const ana = await shopper();
    const ion = await shopper();
    const code = await mailedCode(ana, 'ana.race@example.md');
    await call(ctx.app, ana, 'POST', '/api/email/', { email_address: 'ana.race@example.md', verification_code: code });
    const [pharmacySite] = await ctx.app.db.select().from(sites).where(eq(sites.brandKey, 'pharmacy'));
    const second = ctx.app.db.insert(userContacts).values({
      siteId: pharmacySite!.id,
      userId: ion.id,
      channel: 'email',
      value: 'ana.race@example.md',
      createdAt: new Date(),
    });
    await expect(unlessTaken(second, 'email_address')).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { email_address: ['already_registered'] },
    });
  });

  it('DELETE api/email/{id}/ removes an added address; the same id again is a 404', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.gone@example.md');
    const added = await call(ctx.app, ana, 'POST', '/api/email/', {
      email_address: 'ana.gone@example.md',
      verification_code: code,
    });
    const { id } = contactEmailSchema.parse(added.json());
    expect((await call(ctx.app, ana, 'DELETE', `/api/email/${id}/`)).statusCode).toBe(204);
    expect((await meOf(ana)).emails).toEqual([]);
    expect((await call(ctx.app, ana, 'DELETE', `/api/email/${id}/`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const res = await post(ctx.app, 'pharmacy', '/api/email/send-code/', { new_email_address: 'a@example.md' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the code', () => {
  const confirm = (who: Shopper, to: string, code: string) =>
    call(ctx.app, who, 'POST', '/api/email/', { email_address: to, verification_code: code });

  it('counts wrong tries: the right code still works on the fifth try', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.fifth@example.md');
    for (let i = 0; i < 4; i++) {
      expectFieldError(await confirm(ana, 'ana.fifth@example.md', wrong(code)), {
        verification_code: ['invalid_code'],
      });
    }
    expect((await confirm(ana, 'ana.fifth@example.md', code)).statusCode).toBe(201);
  });

  it('dies after 5 wrong tries: then even the right code is refused', async () => {
    const ana = await shopper();
    const code = await mailedCode(ana, 'ana.dead@example.md');
    for (let i = 0; i < 5; i++) await confirm(ana, 'ana.dead@example.md', wrong(code));
    expectFieldError(await confirm(ana, 'ana.dead@example.md', code), { verification_code: ['invalid_code'] });
  });

  it('expires 10 minutes after it was sent (the clock is moved, nothing waits)', async () => {
    const ana = await shopper();
    const early = await mailedCode(ana, 'ana.early@example.md');
    ctx.clock.advance(599_000);
    expect((await confirm(ana, 'ana.early@example.md', early)).statusCode).toBe(201);

    const late = await mailedCode(ana, 'ana.late@example.md');
    ctx.clock.advance(600_000);
    expectFieldError(await confirm(ana, 'ana.late@example.md', late), { verification_code: ['invalid_code'] });
  });

  it("is the account's own: another shopper cannot use a code sent for Ana", async () => {
    const ana = await shopper();
    const ion = await shopper();
    const code = await mailedCode(ana, 'ana.private@example.md');
    expectFieldError(await confirm(ion, 'ana.private@example.md', code), { verification_code: ['invalid_code'] });
    expect((await confirm(ana, 'ana.private@example.md', code)).statusCode).toBe(201);
  });
});

describe('phone', () => {
  it('texts the code to the number (SMS outbox) and POST api/phone/ adds it as + and digits', async () => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'POST', '/api/phone/send-code/', { new_phone_number: '+(373) 69-123-456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(codeSentResponse.parse(res.json()).expires_in).toBe(600);
    const sms = await newSms();
    expect(sms.to).toBe('+37369123456');
    expect(sms.text).toContain(pharmacy.name);

    const added = await call(ctx.app, ana, 'POST', '/api/phone/', {
      phone_number: '+(373)69-123-456',
      verification_code: sms.code,
    });
    expect(added.statusCode, added.body).toBe(201);
    const phone = contactPhoneSchema.parse(added.json());
    expect(phone).toMatchObject({ phone_number: '+37369123456', is_auth: false });
    expect((await meOf(ana)).phones).toEqual([phone]);
  });

  it('create-auth-number sets the sign-in number once; change-auth-number replaces it', async () => {
    const ana = await shopper();
    const first = await textedCode(ana, '+(373) 69-000-001');
    const created = await call(ctx.app, ana, 'POST', '/api/phone/create-auth-number/', {
      phone_number: '+(373) 69-000-001',
      verification_code: first,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(contactPhoneSchema.parse(created.json())).toMatchObject({ phone_number: '+37369000001', is_auth: true });

    const second = await textedCode(ana, '+(373) 69-000-002');
    const body = { phone_number: '+(373) 69-000-002', verification_code: second };
    expectFieldError(await call(ctx.app, ana, 'POST', '/api/phone/create-auth-number/', body), {
      phone_number: ['auth_number_exists'],
    });
    // The refused call spent nothing: the same code changes the number.
    const changed = await call(ctx.app, ana, 'PATCH', '/api/phone/change-auth-number/', body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await meOf(ana)).phones).toEqual([
      { id: contactPhoneSchema.parse(changed.json()).id, phone_number: '+37369000002', is_auth: true },
    ]);
  });

  it('one of the numbers becomes the sign-in one, first in the list', async () => {
    const ana = await shopper();
    const code = await textedCode(ana, '+37369000011');
    await call(ctx.app, ana, 'POST', '/api/phone/', { phone_number: '+37369000011', verification_code: code });
    const other = await textedCode(ana, '+37369000012');
    await call(ctx.app, ana, 'POST', '/api/phone/', { phone_number: '+37369000012', verification_code: other });
    const again = await textedCode(ana, '+37369000012');
    const res = await call(ctx.app, ana, 'PATCH', '/api/phone/change-auth-number/', {
      phone_number: '+37369000012',
      verification_code: again,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await meOf(ana)).phones.map((p) => [p.phone_number, p.is_auth])).toEqual([
      ['+37369000012', true],
      ['+37369000011', false],
    ]);
  });

  it("refuses another account's sign-in number with already_registered; a plain number may be shared", async () => {
    const ana = await shopper();
    const ion = await shopper();
    const anas = await textedCode(ana, '+37369000021');
    await call(ctx.app, ana, 'POST', '/api/phone/create-auth-number/', {
      phone_number: '+37369000021',
      verification_code: anas,
    });
    const ions = await textedCode(ion, '+(373) 69-000-021');
    const body = { phone_number: '+(373) 69-000-021', verification_code: ions };
    expectFieldError(await call(ctx.app, ion, 'POST', '/api/phone/create-auth-number/', body), {
      phone_number: ['already_registered'],
    });
    expect((await call(ctx.app, ion, 'POST', '/api/phone/', body)).statusCode).toBe(201);
  });

  it("refuses a number outside the shop's mask with invalid_phone, and texts nothing", async () => {
    const ana = await shopper();
    const before = (await readdir(smsDir)).length;
    for (const number of ['+40 712-345-678', '+(373) 69-123']) {
      expectFieldError(await call(ctx.app, ana, 'POST', '/api/phone/send-code/', { new_phone_number: number }), {
        new_phone_number: ['invalid_phone'],
      });
    }
    expect((await readdir(smsDir)).length).toBe(before);
  });

  it('DELETE api/phone/{id}/ removes a number, the sign-in one too', async () => {
    const ana = await shopper();
    const code = await textedCode(ana, '+37369000031');
    const created = await call(ctx.app, ana, 'POST', '/api/phone/create-auth-number/', {
      phone_number: '+37369000031',
      verification_code: code,
    });
    const { id } = contactPhoneSchema.parse(created.json());
    expect((await call(ctx.app, ana, 'DELETE', `/api/phone/${id}/`)).statusCode).toBe(204);
    expect((await meOf(ana)).phones).toEqual([]);
    // An e-mail's delete does not reach a phone's id.
    expect((await call(ctx.app, ana, 'DELETE', `/api/email/${id}/`)).statusCode).toBe(404);
  });
});

describe('auth/users/me', () => {
  it("carries the account's company and delivery addresses", async () => {
    const ana = await shopper();
    const made = await call(ctx.app, ana, 'PATCH', `/users/user-group/${ana.id}/create-company/`, {
      name: 'Ana SRL',
      fiscal_code: '1003600012345',
    });
    expect(made.statusCode, made.body).toBe(200);
    await call(ctx.app, ana, 'POST', '/general/cart/create-delivery-address/', address('Ana 1'));
    const data = await meOf(ana);
    expect(data.company).toMatchObject({ name: 'Ana SRL', fiscal_code: '1003600012345', status: 'pending' });
    expect(data.delivery_addresses).toMatchObject([{ shipping_building: 'Ana 1', is_default: true }]);
    expect(data.group_user_type.id).toBe(2);
  });
});

describe('rate limits on send-code (429 with Retry-After)', async () => {
  const HOUR = 3_600_000;
  const limited = await buildAuthApp({
    accounts: { codeSender: memoryCodeSender() },
    rateLimit: {
      limits: { 'POST /api/phone/send-code': { max: 3, windowMs: HOUR } },
      userLimits: { 'POST /api/email/send-code': { max: 2, windowMs: HOUR } },
    },
  });
  const ana = await activeAccount(limited, 'pharmacy', 'limited-ana@example.md');
  const ion = await activeAccount(limited, 'pharmacy', 'limited-ion@example.md');
  const send = (who: { access: string }, kind: 'email' | 'phone', remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: `/api/${kind}/send-code/`,
      remoteAddress,
      headers: bearer('pharmacy', who.access),
      payload:
        kind === 'email' ? { new_email_address: 'limited-new@example.md' } : { new_phone_number: '+37369000041' },
    });
  function expectLimited(res: Awaited<ReturnType<typeof send>>) {
    expect(res.statusCode, res.body).toBe(429);
    expect(errorSchema.parse(res.json()).code).toBe('rate_limited');
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= HOUR / 1000).toBe(true);
  }

  it('per account: from any address, then 429; another account is not held back', async () => {
    expect((await send(ana, 'email', '203.0.113.1')).statusCode).toBe(200);
    expect((await send(ana, 'email', '203.0.113.2')).statusCode).toBe(200);
    expectLimited(await send(ana, 'email', '203.0.113.3'));
    expect((await send(ion, 'email', '203.0.113.3')).statusCode).toBe(200);
  });

  it('per client address: whatever the accounts, then 429; another address is not held back', async () => {
    expect((await send(ana, 'phone', '198.51.100.5')).statusCode).toBe(200);
    expect((await send(ana, 'phone', '198.51.100.5')).statusCode).toBe(200);
    expect((await send(ion, 'phone', '198.51.100.5')).statusCode).toBe(200);
    expectLimited(await send(ion, 'phone', '198.51.100.5'));
    expect((await send(ana, 'phone', '198.51.100.6')).statusCode).toBe(200);
  });
});
