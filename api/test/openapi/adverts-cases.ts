// The adverts calls on the demo shop with adverts (doors): reads as a guest, writes as a shopper of
// the shop signed in once; the 4xx of each is a bad query, a slug that is not there, a call without a
// token, or the same call in a shop without the module (404).
import type { InjectOptions } from 'fastify';

import { advertSchema, tokenPairResponse } from '@vitrina/contract';

import type { MemoryMailer } from '../../src/mail/mailer.ts';
import { PASSWORD } from '../auth-support.ts';
import { getCase, type AnswerCase, type CaseContext } from './cases.ts';

const BRAND = 'doors';
/** Its own address: the registrations count against no other case file's limit. */
const CLIENT = '192.0.2.61';

export function advertCases({ app, read }: CaseContext, mailer: MemoryMailer): AnswerCase[] {
  const headers = (access?: string) => ({
    'x-site-token': `demo-${BRAND}`,
    ...(access ? { authorization: `Bearer ${access}` } : {}),
  });
  let signedIn: Promise<string> | undefined;
  /** A shopper of doors, registered and activated once. */
  const account = () =>
    (signedIn ??= (async () => {
      const email = `openapi-adverts-${process.pid}@example.md`;
      const post = (url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: headers(), payload, remoteAddress: CLIENT });
      await post('/auth/users', { email, password: PASSWORD });
      await app.auth.postbox.settled();
      const link = mailer.sent
        .findLast((message) => message.to === email)
        ?.text.split('\n')
        .find((line) => line.startsWith('http'));
      const [, uid, token] = /\/(\d+)\/([\w-]+)$/.exec(link ?? '') ?? [];
      return tokenPairResponse.parse((await post('/auth/users/activation', { uid, token })).json()).access;
    })());
  const form = async () => {
    const categories = await read<{ id: number }[]>('/api/adverts-categories', BRAND);
    return {
      type: 'sale',
      title_ro: 'Apartament pentru documentație',
      category: categories[0]!.id,
      region: 3,
      location: 301,
    };
  };
  /** A new advert of the shopper, for a call that changes it. */
  const advert = async () => {
    const access = await account();
    const res = await app.inject({
      method: 'POST',
      url: '/api/adverts',
      headers: headers(access),
      payload: await form(),
    });
    return { access, ...advertSchema.parse(res.json()) };
  };
  const published = async () =>
    (await read<{ data: { slug: string; id: number }[] }>('/general/v2/product', BRAND)).data[0]!;
  const as = (
    operation: string,
    status: number,
    request: () => Promise<Omit<InjectOptions, 'method'> & { access?: string | null }>,
  ): AnswerCase => ({
    operation,
    status,
    request: async () => {
      const { access, ...rest } = await request();
      return {
        method: operation.split(' ')[0] as 'GET',
        ...rest,
        headers: headers(access === null ? undefined : (access ?? (await account()))),
      };
    },
  });
  const get = (operation: string, url: string) => getCase(operation, 200, url, BRAND);
  const elsewhere = (operation: string, url: string) => getCase(operation, 404, url, 'pharmacy');

  return [
    get('GET /general/v2/product', '/general/v2/product?sortBy=price%2B&type=sale'),
    getCase('GET /general/v2/product', 400, '/general/v2/product?page=0', BRAND),
    getCase('GET /api/adverts/{slug}', 200, async () => `/api/adverts/${(await published()).slug}`, BRAND),
    getCase('GET /api/adverts/{slug}', 404, '/api/adverts/no-such-advert', BRAND),
    getCase(
      'GET /api/adverts/{slug}/contacts',
      200,
      async () => `/api/adverts/${(await published()).slug}/contacts`,
      BRAND,
    ),
    getCase('GET /api/adverts/{slug}/contacts', 404, '/api/adverts/no-such-advert/contacts', BRAND),
    getCase('GET /api/advert-title/{slug}', 200, async () => `/api/advert-title/${(await published()).slug}`, BRAND),
    getCase('GET /api/advert-title/{slug}', 404, '/api/advert-title/no-such-advert', BRAND),
    as('GET /api/my-adverts', 200, async () => ({ url: '/api/my-adverts?status=draft' })),
    as('GET /api/my-adverts', 401, async () => ({ url: '/api/my-adverts', access: null })),
    as('POST /api/adverts', 201, async () => ({ url: '/api/adverts', payload: await form() })),
    as('POST /api/adverts', 400, async () => ({ url: '/api/adverts', payload: { ...(await form()), price: -1 } })),
    as('PATCH /api/adverts/{slug}', 200, async () => {
      const { slug, access } = await advert();
      return { url: `/api/adverts/${slug}`, access, payload: { price: 42000 } };
    }),
    as('PATCH /api/adverts/{slug}', 404, async () => ({ url: '/api/adverts/no-such-advert', payload: { price: 1 } })),
    as('DELETE /api/adverts/{slug}', 204, async () => {
      const { slug, access } = await advert();
      return { url: `/api/adverts/${slug}`, access };
    }),
    as('DELETE /api/adverts/{slug}', 404, async () => ({ url: '/api/adverts/no-such-advert' })),
    get('GET /api/adverts-categories', '/api/adverts-categories'),
    elsewhere('GET /api/adverts-categories', '/api/adverts-categories'),
    get('GET /api/adverts-attributes', '/api/adverts-attributes?category=1'),
    getCase('GET /api/adverts-attributes', 400, '/api/adverts-attributes?category=x', BRAND),
    get('GET /api/currency-rates', '/api/currency-rates'),
    elsewhere('GET /api/currency-rates', '/api/currency-rates'),
    get('GET /api/regions', '/api/regions?only_adverts=true'),
    getCase('GET /api/regions', 400, '/api/regions?only_adverts=maybe', BRAND),
    get('GET /api/advert-regions', '/api/advert-regions'),
    elsewhere('GET /api/advert-regions', '/api/advert-regions'),
    get('GET /api/advert-regions/{id}/locations', '/api/advert-regions/3/locations'),
    getCase('GET /api/advert-regions/{id}/locations', 404, '/api/advert-regions/999/locations', BRAND),
    get('GET /api/sectors', '/api/sectors?location=301'),
    getCase('GET /api/sectors', 400, '/api/sectors', BRAND),
    get('GET /api/complaint-categories', '/api/complaint-categories'),
    elsewhere('GET /api/complaint-categories', '/api/complaint-categories'),
    get('GET /api/static-content/{id}', '/api/static-content/2'),
    getCase('GET /api/static-content/{id}', 404, '/api/static-content/3', BRAND),
    as('POST /api/complaint', 201, async () => {
      const [category] = await read<{ id: number }[]>('/api/complaint-categories', BRAND);
      return {
        url: '/api/complaint',
        access: null,
        payload: { category: category!.id, body: 'Fake', advert: (await published()).id },
      };
    }),
    as('POST /api/complaint', 400, async () => ({ url: '/api/complaint', access: null, payload: { body: '' } })),
    as('GET /api/my-favorite-adverts', 200, async () => ({ url: '/api/my-favorite-adverts' })),
    as('GET /api/my-favorite-adverts', 401, async () => ({ url: '/api/my-favorite-adverts', access: null })),
    as('POST /api/my-favorite-adverts', 200, async () => ({
      url: '/api/my-favorite-adverts',
      payload: { advert: (await published()).id },
    })),
    as('POST /api/my-favorite-adverts', 404, async () => ({
      url: '/api/my-favorite-adverts',
      payload: { advert: 2_000_000_000 },
    })),
    as('DELETE /api/my-favorite-adverts/{advert}', 200, async () => {
      const { id } = await published();
      const access = await account();
      await app.inject({
        method: 'POST',
        url: '/api/my-favorite-adverts',
        headers: headers(access),
        payload: { advert: id },
      });
      return { url: `/api/my-favorite-adverts/${id}`, access };
    }),
    as('DELETE /api/my-favorite-adverts/{advert}', 404, async () => ({ url: '/api/my-favorite-adverts/2000000000' })),
  ];
}
