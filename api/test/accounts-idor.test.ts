// The object-access matrix: two shoppers of one shop and one of another, every account call that
// takes an id, every method. Another user's object (or another shop's) is a 404, exactly as an id
// that does not exist, never a 403 that would confirm it; lists never carry another user's rows;
// and the owner's objects are untouched afterwards.
import { describe, expect, it } from 'vitest';

import {
  companyListResponse,
  companySchema,
  contactEmailSchema,
  contactPhoneSchema,
  currentUserResponse,
  deliveryAddressListResponse,
  deliveryAddressSchema,
  favoritesResponse,
} from '@vitrina/contract';

import { memoryCodeSender } from '../src/accounts/code-sender.ts';
import { activeAccount, buildAuthApp, me } from './auth-support.ts';
import { address, call, productsOf, type Shopper } from './accounts-support.ts';

const sms = memoryCodeSender();
const ctx = await buildAuthApp({ accounts: { codeSender: sms } });
const shopper = async (brand: string, name: string): Promise<Shopper> => {
  const { id, access } = await activeAccount(ctx, brand, `idor-${name}@example.md`);
  return { brand, id, access };
};
const ana = await shopper('pharmacy', 'ana');
const ion = await shopper('pharmacy', 'ion');
const olga = await shopper('kids', 'olga');
const [pharmacyProduct] = await productsOf(ctx.app, 'pharmacy', 1);

const created = await call(ctx.app, ana, 'POST', '/general/cart/create-delivery-address/', address('Ana 1'));
const anasAddress = deliveryAddressSchema.parse(created.json()).shipping_address_id;
await call(ctx.app, ana, 'POST', '/favorites/', { product_id: pharmacyProduct });
const company = { name: 'Ana SRL', fiscal_code: '1003600012345' };
const made = await call(ctx.app, ana, 'PATCH', `/users/user-group/${ana.id}/create-company/`, company);
const anasCompany = companySchema.parse(made.json()).id;
await call(ctx.app, ana, 'POST', '/api/email/send-code/', { new_email_address: 'idor-ana-work@example.md' });
const [, mailed] = /^(\d{6})$/m.exec((await ctx.inbox.next('idor-ana-work@example.md')).text ?? '') ?? [];
const emailAdded = await call(ctx.app, ana, 'POST', '/api/email/', {
  email_address: 'idor-ana-work@example.md',
  verification_code: mailed,
});
const anasEmail = contactEmailSchema.parse(emailAdded.json()).id;
await call(ctx.app, ana, 'POST', '/api/phone/send-code/', { new_phone_number: '+37369000051' });
const [, texted] = /\b(\d{6})\b/.exec(sms.sent.at(-1)?.text ?? '') ?? [];
const phoneAdded = await call(ctx.app, ana, 'POST', '/api/phone/create-auth-number/', {
  phone_number: '+37369000051',
  verification_code: texted,
});
const anasPhone = contactPhoneSchema.parse(phoneAdded.json()).id;

const deletionLinkIn = (text: string | undefined) => {
  const [, uid, token] = /\/account\/delete\/confirm\/(\d+)\/([\w-]+)/.exec(text ?? '') ?? [];
  return { uid: uid!, token: token! };
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface ForeignCall {
  name: string;
  method: Method;
  url: string;
  body?: object;
}

/** Every call that names an object, pointed at Ana's (or at her shop's product, for Olga). */
const byId: ForeignCall[] = [
  { name: 'profile', method: 'PATCH', url: `/users/user/${ana.id}/`, body: { first_name: 'Mallory' } },
  ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({
    name: 'profile, other methods',
    method,
    url: `/users/user/${ana.id}/`,
    body: method === 'GET' ? undefined : {},
  })),
  { name: 'one company', method: 'PATCH', url: `/users/user-group/${ana.id}/create-company/`, body: company },
  { name: 'more companies', method: 'PATCH', url: `/users/user-group/${ana.id}/create-company-multi/`, body: company },
  { name: 'edit company', method: 'PATCH', url: `/users/company/${anasCompany}/`, body: { name: 'Mallory SRL' } },
  ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({
    name: 'company, other methods',
    method,
    url: `/users/company/${anasCompany}/`,
    body: method === 'GET' ? undefined : {},
  })),
  { name: 'delete e-mail address', method: 'DELETE', url: `/api/email/${anasEmail}/` },
  { name: 'delete phone number', method: 'DELETE', url: `/api/phone/${anasPhone}/` },
  {
    name: 'delete address',
    method: 'POST',
    url: '/general/cart/delete-delivery-address/',
    body: { shipping_address_id: anasAddress },
  },
  {
    name: 'default address',
    method: 'POST',
    url: '/general/cart/set-default-delivery-address/',
    body: { shipping_address_id: anasAddress },
  },
];
/** Objects of Ana's shop that are not Ana's: a product is another shop's only for Olga. */
const byProduct: ForeignCall[] = (['POST', 'DELETE'] as const).map((method) => ({
  name: `favorite ${method}`,
  method,
  url: '/favorites/',
  body: { product_id: pharmacyProduct },
}));

describe("another user's objects", () => {
  const matrix = [
    ...byId.flatMap((c) => [
      { ...c, who: 'Ion (same shop)', as: ion },
      { ...c, who: 'Olga (another shop)', as: olga },
    ]),
    ...byProduct.map((c) => ({ ...c, who: 'Olga (another shop)', as: olga })),
  ];

  it.each(matrix.map((c) => [`${c.who}: ${c.name} (${c.method} ${c.url})`, c] as const))(
    '%s answers 404',
    async (_, c) => {
      const res = await call(ctx.app, c.as, c.method, c.url, c.body);
      expect(res.statusCode, res.body).toBe(404);
    },
  );

  it("leaves Ana's profile, address, favourites, e-mail addresses and numbers as they were", async () => {
    const anasData = currentUserResponse.parse((await me(ctx.app, 'pharmacy', ana.access)).json());
    expect(anasData.user.first_name).toBe('');
    expect(anasData.emails).toEqual([{ id: anasEmail, email_address: 'idor-ana-work@example.md' }]);
    expect(anasData.phones).toEqual([{ id: anasPhone, phone_number: '+37369000051', is_auth: true }]);
    const addresses = await call(ctx.app, ana, 'GET', '/general/cart/get-delivery-addresses/');
    expect(deliveryAddressListResponse.parse(addresses.json())).toMatchObject([
      { shipping_address_id: anasAddress, is_default: true },
    ]);
    const favorites = await call(ctx.app, ana, 'GET', '/favorites/');
    expect(favoritesResponse.parse(favorites.json()).product_ids).toEqual([pharmacyProduct]);
    const companies = await call(ctx.app, ana, 'GET', '/users/company/');
    expect(companyListResponse.parse(companies.json()).data).toMatchObject([{ id: anasCompany, name: 'Ana SRL' }]);
  });

  it.each([
    ['Ion', ion],
    ['Olga', olga],
  ])("%s's lists carry none of Ana's rows", async (_, who) => {
    const addresses = await call(ctx.app, who, 'GET', '/general/cart/get-delivery-addresses/');
    expect(deliveryAddressListResponse.parse(addresses.json())).toEqual([]);
    const favorites = await call(ctx.app, who, 'GET', '/favorites/');
    expect(favoritesResponse.parse(favorites.json()).product_ids).toEqual([]);
    const companies = await call(ctx.app, who, 'GET', '/users/company/');
    expect(companyListResponse.parse(companies.json()).totalCount).toBe(0);
    const group = await call(ctx.app, who, 'GET', '/users/user-group/');
    expect(group.json().id).toBe(who.id);
    const data = currentUserResponse.parse((await me(ctx.app, who.brand, who.access)).json());
    expect({ emails: data.emails, phones: data.phones }).toEqual({ emails: [], phones: [] });
  });

  it("Ion's own deletion link with Ana's uid deletes nothing (400 invalid_token, as a reset link)", async () => {
    await call(ctx.app, ion, 'POST', '/users/user/delete-account/');
    const { token } = deletionLinkIn((await ctx.inbox.next('idor-ion@example.md')).text);
    const res = await call(ctx.app, ion, 'POST', '/users/user/confirm-delete-account/', { uid: String(ana.id), token });
    expect(res.statusCode, res.body).toBe(400);
    expect((await me(ctx.app, 'pharmacy', ana.access)).statusCode).toBe(200);
    expect((await me(ctx.app, 'pharmacy', ion.access)).statusCode).toBe(200);
  });

  it("a token of one shop opens nothing in another (Olga's token sent to Ana's shop is a 401)", async () => {
    const res = await call(ctx.app, { ...olga, brand: 'pharmacy' }, 'GET', '/favorites/');
    expect(res.statusCode).toBe(401);
  });
});
