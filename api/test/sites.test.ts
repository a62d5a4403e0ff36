import { describe, expect, it } from 'vitest';

import { errorSchema, siteResolveResponse } from '@vitrina/contract';

import { buildTestApp } from './app.ts';

const { app } = await buildTestApp();

describe('sites/resolve', () => {
  it('names the shop of a host without a site token, ignoring case and port', async () => {
    const res = await app.inject({ url: '/sites/resolve?host=Pharmacy.LOCALHOST:3000' });
    expect(res.statusCode).toBe(200);
    const found = siteResolveResponse.parse(res.json());
    expect(found).toMatchObject({ token: 'demo-pharmacy', brand: 'pharmacy' });
    expect(found.langs).toContain(found.mainLang);
  });

  it('resolves a token for single-brand gateways', async () => {
    const res = await app.inject({ url: '/sites/resolve?token=demo-tech' });
    expect(res.statusCode).toBe(200);
    expect(siteResolveResponse.parse(res.json()).brand).toBe('tech');
    expect((await app.inject({ url: '/sites/resolve?token=nope' })).statusCode).toBe(404);
  });

  it('answers 404 for a host no shop serves and 400 without a host', async () => {
    const missing = await app.inject({ url: '/sites/resolve?host=nowhere.localhost' });
    expect(missing.statusCode).toBe(404);
    expect(errorSchema.parse(missing.json()).code).toBe('not_found');
    const bad = await app.inject({ url: '/sites/resolve' });
    expect(bad.statusCode).toBe(400);
    expect(errorSchema.parse(bad.json()).fieldErrors).toHaveProperty('host');
  });
});
