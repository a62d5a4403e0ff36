// The account-object calls (profile, group, delivery addresses, favourites), each as a shopper of
// the test's own shop; an object of another user or shop answers 404.
import { companySchema, deliveryAddressSchema } from '@vitrina/contract';
import type { InjectOptions } from 'fastify';

import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { caseAccounts } from './auth-cases.ts';
import type { AnswerCase, CaseContext } from './cases.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function accountCases(context: CaseContext, mailer: MemoryMailer): AnswerCase[] {
  const { app, own } = context;
  const { headers, signedIn, linkTo } = caseAccounts(context, mailer, 'openapi-account', '192.0.2.17');
  let shared: ReturnType<typeof signedIn> | undefined;
  const account = () => (shared ??= signedIn());

  /** A call as the shared shopper (or without a token when `anonymous`). */
  const as =
    (operation: string, status: number, url: string, payload?: object | (() => Promise<object>), anonymous = false) =>
    (): AnswerCase => ({
      operation,
      status,
      request: async (): Promise<InjectOptions> => ({
        method: operation.split(' ')[0] as Method,
        url,
        headers: headers(anonymous ? undefined : (await account()).access),
        ...(payload ? { payload: typeof payload === 'function' ? await payload() : payload } : {}),
      }),
    });
  async function newAddress() {
    const res = await app.inject({
      method: 'POST',
      url: '/general/cart/create-delivery-address',
      headers: headers((await account()).access),
      payload: { shipping_city_id: 3, shipping_street_id: 1, shipping_building: '7' },
    });
    return { shipping_address_id: deliveryAddressSchema.parse(res.json()).shipping_address_id };
  }
  const product = { product_id: own.productId };
  const company = { name: 'Alfa SRL', fiscal_code: '1003600012345' };
  /** A fresh account's deletion link (the shared account must live on). */
  async function deletionLink() {
    const { email, access } = await signedIn();
    await app.inject({ method: 'POST', url: '/users/user/delete-account', headers: headers(access) });
    return linkTo(email);
  }

  return [
    as('GET /users/user-group', 200, '/users/user-group'),
    as('GET /users/user-group', 401, '/users/user-group', undefined, true),
    {
      operation: 'PATCH /users/user/{id}',
      status: 200,
      request: async () => {
        const { id, access } = await account();
        return { method: 'PATCH', url: `/users/user/${id}`, headers: headers(access), payload: { first_name: 'Ana' } };
      },
    },
    as('PATCH /users/user/{id}', 404, '/users/user/2000000000', { first_name: 'Ana' }),
    as('PATCH /api/users/change-full-name', 200, '/api/users/change-full-name', { full_name: 'Ana Popescu' }),
    as('PATCH /api/users/change-full-name', 400, '/api/users/change-full-name', { full_name: '' }),
    as('GET /general/cart/get-delivery-addresses', 200, '/general/cart/get-delivery-addresses'),
    as('GET /general/cart/get-delivery-addresses', 401, '/general/cart/get-delivery-addresses', undefined, true),
    as('POST /general/cart/create-delivery-address', 201, '/general/cart/create-delivery-address', {
      shipping_city_id: 3,
      shipping_street_id: 1,
      shipping_building: '1',
    }),
    as('POST /general/cart/create-delivery-address', 400, '/general/cart/create-delivery-address', {}),
    as('POST /general/cart/delete-delivery-address', 204, '/general/cart/delete-delivery-address', newAddress),
    as('POST /general/cart/delete-delivery-address', 404, '/general/cart/delete-delivery-address', {
      shipping_address_id: 2_000_000_000,
    }),
    as(
      'POST /general/cart/set-default-delivery-address',
      200,
      '/general/cart/set-default-delivery-address',
      newAddress,
    ),
    as('POST /general/cart/set-default-delivery-address', 404, '/general/cart/set-default-delivery-address', {
      shipping_address_id: 2_000_000_000,
    }),
    as('GET /favorites', 200, '/favorites'),
    as('GET /favorites', 401, '/favorites', undefined, true),
    as('POST /favorites', 200, '/favorites', product),
    as('POST /favorites', 404, '/favorites', { product_id: 2_000_000_000 }),
    as('DELETE /favorites', 200, '/favorites', product),
    as('DELETE /favorites', 400, '/favorites', {}),
    as('POST /favorites/merge', 200, '/favorites/merge', { product_ids: [own.productId] }),
    as('POST /favorites/merge', 400, '/favorites/merge', { product_ids: 'all' }),
    as('POST /users/user/delete-account', 401, '/users/user/delete-account', undefined, true),
    as('POST /users/user/delete-account', 204, '/users/user/delete-account'),
    as('POST /users/user/confirm-delete-account', 204, '/users/user/confirm-delete-account', deletionLink, true),
    as('POST /users/user/confirm-delete-account', 400, '/users/user/confirm-delete-account', { uid: '1' }, true),
    {
      operation: 'PATCH /users/user-group/{id}/create-company',
      status: 200,
      request: async () => {
        const { id, access } = await account();
        const url = `/users/user-group/${id}/create-company`;
        return { method: 'PATCH', url, headers: headers(access), payload: company };
      },
    },
    as('PATCH /users/user-group/{id}/create-company', 404, '/users/user-group/2000000000/create-company', company),
    {
      operation: 'PATCH /users/user-group/{id}/create-company-multi',
      status: 200,
      request: async () => {
        const { id, access } = await account();
        const url = `/users/user-group/${id}/create-company-multi`;
        return { method: 'PATCH', url, headers: headers(access), payload: company };
      },
    },
    as('PATCH /users/user-group/{id}/create-company-multi', 400, '/users/user-group/1/create-company-multi', {}),
    {
      operation: 'PATCH /users/company/{id}',
      status: 200,
      request: async () => {
        const { id, access } = await account();
        const made = await app.inject({
          method: 'PATCH',
          url: `/users/user-group/${id}/create-company-multi`,
          headers: headers(access),
          payload: company,
        });
        const url = `/users/company/${companySchema.parse(made.json()).id}`;
        return { method: 'PATCH', url, headers: headers(access), payload: { name: 'Beta SRL' } };
      },
    },
    as('PATCH /users/company/{id}', 404, '/users/company/2000000000', { name: 'Beta SRL' }),
    as('GET /users/company', 200, '/users/company?status=all&page=1'),
    as('GET /users/company', 400, '/users/company?status=open'),
  ].map((make) => (typeof make === 'function' ? make() : make));
}
