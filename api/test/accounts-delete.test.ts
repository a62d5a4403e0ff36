// Deleting an account: the request mails a single-use link (read from a real SMTP server), its uid
// and token delete the account, every session ends, its picture's file goes, and the link does not
// work twice.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { errorSchema } from '@vitrina/contract';

import { activeAccount, buildAuthApp, me, post, refresh, shopLook } from './auth-support.ts';
import { address, call, type Shopper } from './accounts-support.ts';
import { MULTIPART_TYPE, multipartBody, picture } from './profile-image-support.ts';

const pictures = await mkdtemp(join(tmpdir(), 'vitrina-delete-account-test-'));
afterAll(() => rm(pictures, { recursive: true, force: true }));
const ctx = await buildAuthApp({ accounts: { profileImageDir: pictures } });
let accounts = 0;

/** The uid and token of the deletion letter's link. */
function deletionLink(text: string | undefined) {
  const match = /(https?:\/\/\S+?)\/(\w+)\/delete-account\/confirm\/(\d+)\/([\w-]+)/.exec(text ?? '');
  if (!match) throw new Error(`no deletion link in: ${text}`);
  return { origin: match[1]!, lang: match[2]!, uid: match[3]!, token: match[4]! };
}

async function askToDelete(lang = 'ro') {
  const email = `delete-${++accounts}@example.md`;
  const pair = await activeAccount(ctx, 'pharmacy', email);
  const who: Shopper = { brand: 'pharmacy', id: pair.id, access: pair.access };
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/users/user/delete-account/',
    headers: { 'x-site-token': 'demo-pharmacy', 'accept-language': lang, authorization: `Bearer ${pair.access}` },
  });
  expect(asked.statusCode, asked.body).toBe(204);
  const mail = await ctx.inbox.next(email);
  return { who, pair, mail, link: deletionLink(mail.text) };
}

describe('account deletion', () => {
  it("mails a link on the shop's origin, in the shopper's language", async () => {
    const { mail, link, who } = await askToDelete('en');
    const shop = await shopLook(ctx.app, 'pharmacy');
    expect(link).toMatchObject({ origin: shop.origin, lang: 'en', uid: String(who.id) });
    expect(mail.subject).toBe(`Confirm deleting your ${shop.name} account`);
  });

  it('the link deletes the account: its tokens stop, its addresses go, the link works once', async () => {
    const { who, pair, link } = await askToDelete();
    await call(ctx.app, who, 'POST', '/general/cart/create-delivery-address/', address('1'));
    const confirm = () => post(ctx.app, 'pharmacy', '/users/user/confirm-delete-account/', link);
    const res = await confirm();
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(ctx.app, 'pharmacy', pair.access)).statusCode).toBe(401);
    expect((await refresh(ctx.app, 'pharmacy', pair.refresh)).statusCode).toBe(401);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(errorSchema.parse(again.json()).fieldErrors).toEqual({ token: ['invalid_token'] });
  });

  it("removes the account's picture file with the account", async () => {
    const { pair, link } = await askToDelete();
    const upload = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/change-profile-image/',
      headers: {
        'x-site-token': 'demo-pharmacy',
        authorization: `Bearer ${pair.access}`,
        'content-type': MULTIPART_TYPE,
      },
      payload: multipartBody(await picture(32, 32).png().toBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await readdir(pictures)).toHaveLength(1);
    const res = await post(ctx.app, 'pharmacy', '/users/user/confirm-delete-account/', link);
    expect(res.statusCode, res.body).toBe(204);
    expect(await readdir(pictures)).toEqual([]);
  });

  it("a link's token opens only its own account, and only in its shop", async () => {
    const first = await askToDelete();
    const second = await askToDelete();
    const swapped = { uid: second.link.uid, token: first.link.token };
    const res = await post(ctx.app, 'pharmacy', '/users/user/confirm-delete-account/', swapped);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ token: ['invalid_token'] });
    const elsewhere = await post(ctx.app, 'kids', '/users/user/confirm-delete-account/', first.link);
    expect(elsewhere.statusCode).toBe(400);
    expect((await me(ctx.app, 'pharmacy', first.pair.access)).statusCode).toBe(200);
    expect((await me(ctx.app, 'pharmacy', second.pair.access)).statusCode).toBe(200);
  });

  it('refuses a body without a uid', async () => {
    const res = await post(ctx.app, 'pharmacy', '/users/user/confirm-delete-account/', { token: 'x'.repeat(43) });
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ uid: ['required'] });
  });
});
