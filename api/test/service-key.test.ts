// sites/resolve hands out shop tokens, so it answers only the gateway's SERVICE_KEY.
import { describe, expect, it } from 'vitest';

import { errorSchema, siteResolveResponse } from '@vitrina/contract';

import { buildTestApp } from './app.ts';

const KEY = 'service-key-test-0123456789abcdef0123456789';
const { app } = await buildTestApp({ serviceKey: KEY });
const { app: unconfigured } = await buildTestApp();

const resolve = (target: typeof app, authorization?: string) =>
  target.inject({
    url: '/sites/resolve?host=pharmacy.localhost',
    headers: authorization === undefined ? {} : { authorization },
  });
const codeOf = (res: { json(): unknown }) => errorSchema.parse(res.json()).code;

describe('sites/resolve and the service key', () => {
  it('answers the right key with the shop', async () => {
    const res = await resolve(app, `Bearer ${KEY}`);
    expect(res.statusCode).toBe(200);
    expect(siteResolveResponse.parse(res.json()).token).toBe('demo-pharmacy');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong key', `Bearer ${KEY.slice(0, -1)}x`],
    ['a prefix of the key', `Bearer ${KEY.slice(0, 10)}`],
    ['the key without the Bearer scheme', KEY],
    ['a site token instead of the key', 'Bearer demo-pharmacy'],
  ])('refuses %s with 401 and no shop data', async (_, authorization) => {
    const res = await resolve(app, authorization);
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('service_key_invalid');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).not.toContain('demo-pharmacy');
  });

  it('answers no one when the API has no SERVICE_KEY, whatever the caller sends', async () => {
    for (const authorization of [undefined, `Bearer ${KEY}`, 'Bearer ']) {
      const res = await resolve(unconfigured, authorization);
      expect(res.statusCode).toBe(401);
      expect(codeOf(res)).toBe('service_key_missing');
    }
  });

  it('leaves the shop calls to their site token', async () => {
    const res = await unconfigured.inject({ url: '/general/menu_tree', headers: { 'x-site-token': 'demo-pharmacy' } });
    expect(res.statusCode).toBe(200);
  });

  it('documents the credential on the call in OpenAPI', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json();
    expect(doc.components.securitySchemes.serviceKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/sites/resolve'].get.security).toEqual([{ serviceKey: [] }]);
  });
});
