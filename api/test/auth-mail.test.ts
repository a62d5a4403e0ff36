// Account mail outside the flows: where it goes (SMTP_URL, else .eml files in DATA_DIR/outbox), and
// the letter's markup (escaped shop name, colours that reach the markup only as hex codes). Also the
// production guard of the token secret.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';

import { apiConfigSchema, DEV_AUTH_JWT_SECRET } from '../src/config.ts';
import { accountLetter } from '../src/mail/account-mail.ts';
import { mailerFromConfig, type MailMessage } from '../src/mail/mailer.ts';
import { startInbox } from './auth-inbox.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-mail-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const colours = { primary: '#059669', background: '#f0fdf4', surface: '#dcfce7', text: '#064e3b' };
const message = (to: string): MailMessage => ({
  from: { name: 'Farmacia Verde', address: 'shop@vitrina.test' },
  to,
  ...accountLetter('reset', 'ro', { name: 'Farmacia Verde', colors: colours }, 'http://pharmacy.localhost/ro/x'),
});

describe('where account mail goes', () => {
  it('writes .eml files under DATA_DIR/outbox without SMTP_URL, readable by a mail client', async () => {
    const mailer = mailerFromConfig({ DATA_DIR: dataDir });
    await mailer.send(message('ana@example.md'));
    mailer.close();
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(dataDir, 'outbox', files[0]!)));
    expect(mail.subject).toBe('Resetarea parolei Farmacia Verde');
    expect(mail.text).toContain('http://pharmacy.localhost/ro/x');
  });

  it('sends through the SMTP server of SMTP_URL', async () => {
    const inbox = await startInbox();
    const mailer = mailerFromConfig({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    await mailer.send(message('ion@example.md'));
    mailer.close();
    expect((await inbox.next('ion@example.md')).subject).toBe('Resetarea parolei Farmacia Verde');
  });
});

describe('the letter', () => {
  it('escapes the shop name and keeps colours that are not hex codes out of the markup', () => {
    const letter = accountLetter(
      'activation',
      'en',
      { name: 'Tom & <Jerry>', colors: { ...colours, primary: 'red;background:url(http://x)' } },
      'http://shop.localhost/en/activate/1/abc',
    );
    expect(letter.subject).toBe('Confirm your e-mail for Tom & <Jerry>');
    expect(letter.html).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(letter.html).not.toContain('<Jerry>');
    expect(letter.html).not.toContain('url(http://x)');
    expect(letter.html).toContain('background:#1d4ed8');
    expect(letter.text).toContain('http://shop.localhost/en/activate/1/abc');
  });

  it('writes a shop name with replacement patterns ($&, $1) as it is', () => {
    const letter = accountLetter(
      'activation',
      'en',
      { name: 'Shop $& $1 $$', colors: colours },
      'http://s.localhost/en/a',
    );
    expect(letter.subject).toBe('Confirm your e-mail for Shop $& $1 $$');
  });

  it('writes the button text in black on a light colour and in white on a dark one', () => {
    const on = (primary: string) =>
      /border-radius:6px;background:#[0-9a-f]+;color:(#[0-9a-f]+)/.exec(
        accountLetter('reset', 'ru', { name: 'S', colors: { ...colours, primary } }, 'http://s.localhost/ru/x').html,
      )?.[1];
    expect(on('#fbbf24')).toBe('#000000');
    expect(on('#064e3b')).toBe('#ffffff');
  });
});

describe('AUTH_JWT_SECRET', () => {
  it('may keep its development default outside production, never in production', () => {
    expect(apiConfigSchema.parse({}).AUTH_JWT_SECRET).toBe(DEV_AUTH_JWT_SECRET);
    const refused = apiConfigSchema.safeParse({ NODE_ENV: 'production' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['AUTH_JWT_SECRET']);
    const secret = 'a-production-secret-of-at-least-32-characters';
    // The other production secret (PAYMENT_DEMO_SECRET) set too: only this one is under test.
    const production = { NODE_ENV: 'production', PAYMENT_DEMO_SECRET: secret };
    expect(apiConfigSchema.parse({ ...production, AUTH_JWT_SECRET: secret }).AUTH_JWT_SECRET).toBe(secret);
    expect(apiConfigSchema.safeParse({ AUTH_JWT_SECRET: 'too short' }).success).toBe(false);
  });
});
