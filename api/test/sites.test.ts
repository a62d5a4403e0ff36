import { describe, expect, it } from 'vitest';

import { errorSchema, siteResolveResponse } from '@vitrina/contract';

import { buildTestApp } from './app.ts';

const SERVICE_KEY = 'sites-test-service-key-0123456789abcdef';
const { app } = await buildTestApp({ serviceKey: SERVICE_KEY });
/** The gateway's credential: sites/resolve answers nobody else (service-key.test.ts). */
const headers = { authorization: `Bearer ${SERVICE_KEY}` };

describe('sites/resolve', () => {
  it('names the shop of a host without a site token, ignoring case and port', async () => {
    const res = await app.inject({ url: '/sites/resolve?host=Pharmacy.LOCALHOST:3000', headers });
    expect(res.statusCode).toBe(200);
    const found = siteResolveResponse.parse(res.json());
    expect(found).toMatchObject({ token: 'demo-pharmacy', brand: 'pharmacy' });
    expect(found.langs).toContain(found.mainLang);
  });

  it("answers the shop's host names and its configured public origin, not the port the Host named", async () => {
    const res = await app.inject({ url: '/sites/resolve?host=pharmacy.localhost:7321', headers });
    const found = siteResolveResponse.parse(res.json());
    expect(found.hosts).toEqual(['pharmacy.localhost']);
    // The demo seed's origin is on the gateway's default port (the run seeds without SHOP_PUBLIC_PORT).
    expect(found.publicOrigin).toBe('http://pharmacy.localhost:3000');
    const byToken = siteResolveResponse.parse(
      (await app.inject({ url: '/sites/resolve?token=demo-tech', headers })).json(),
    );
    expect(byToken).toMatchObject({ hosts: ['tech.localhost'], publicOrigin: 'http://tech.localhost:3000' });
  });

  it('resolves a token for single-brand gateways', async () => {
    const res = await app.inject({ url: '/sites/resolve?token=demo-tech', headers });
    expect(res.statusCode).toBe(200);
    expect(siteResolveResponse.parse(res.json()).brand).toBe('tech');
    expect((await app.inject({ url: '/sites/resolve?token=nope', headers })).statusCode).toBe(404);
  });

  it('answers 404 for a host no shop serves and 400 without a host', async () => {
    const missing = await app.inject({ url: '/sites/resolve?host=nowhere.localhost', headers });
    expect(missing.statusCode).toBe(404);
    expect(errorSchema.parse(missing.json()).code).toBe('not_found');
    const bad = await app.inject({ url: '/sites/resolve', headers });
    expect(bad.statusCode).toBe(400);
    expect(errorSchema.parse(bad.json()).fieldErrors).toHaveProperty('host');
  });
});
