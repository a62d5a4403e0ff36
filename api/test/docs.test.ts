import { describe, expect, it } from 'vitest';

import { buildTestApp } from './app.ts';

const { app } = await buildTestApp();

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 generated from the contract, served without a site token', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/general/product-filter',
      '/general/v2/search/search',
      '/settings/global_site_settings',
      '/base/articles',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const params = doc.paths['/general/product-filter'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['sort', 'filter', 'price_min', 'price_max', 'page', 'pagination']));
  });

  it('serves the browsable UI', async () => {
    const res = await app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
