import { describe, expect, it } from 'vitest';

import { errorSchema, menuTreeResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();

describe('site tenancy', () => {
  it('answers 401 with the error shape when the site token is missing', async () => {
    const res = await app.inject({ url: '/general/menu_tree' });
    expect(res.statusCode).toBe(401);
    const body = errorSchema.parse(res.json());
    expect(body.code).toBe('site_token_missing');
  });

  it('answers 401 for an unknown site token', async () => {
    const res = await app.inject({ url: '/general/menu_tree', headers: { 'x-site-token': 'demo-nope' } });
    expect(res.statusCode).toBe(401);
    expect(errorSchema.parse(res.json()).code).toBe('site_token_unknown');
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await app.inject({ url: '/no/such/route', headers: site('pharmacy') });
    expect(res.statusCode).toBe(404);
    expect(errorSchema.parse(res.json()).code).toBe('route_not_found');
  });

  it('gives each site its own catalogue', async () => {
    const doors = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('doors') })).json(),
    );
    const kids = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('kids') })).json(),
    );
    expect(doors.map((c) => c.id)).not.toEqual(kids.map((c) => c.id));
  });

  it('picks the language from Accept-Language and falls back to the main language', async () => {
    const ru = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('doors', 'ru-RU,ru;q=0.9') })).json(),
    );
    const de = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('doors', 'de') })).json(),
    );
    const ro = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('doors', 'ro') })).json(),
    );
    expect(ru[0]!.categoryTitle).toMatch(/[а-яё]/i);
    expect(de[0]!.categoryTitle).toBe(ro[0]!.categoryTitle);
    expect(ro[0]!.categoryTitle).not.toBe(ru[0]!.categoryTitle);
  });

  it('never shows a stack trace: bad JSON is a 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/general/slug_check',
      headers: { ...site('doors'), 'content-type': 'application/json' },
      payload: '{"current_lang":',
    });
    expect(res.statusCode).toBe(400);
    const body = errorSchema.parse(res.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('the site cache', () => {
  it('asks the database once per token while fresh, again after 5 s, and floods of unknown tokens cost one lookup each', async () => {
    const clock = { now: 1_800_000_000_000 };
    const { app: timed, database } = await buildTestApp({ now: () => clock.now });
    const queriesFor = async (token: string) => {
      const before = database.queryCount();
      await timed.inject({ url: '/health' });
      await timed.inject({ url: '/settings/footer_settings', headers: { 'x-site-token': token } });
      return database.queryCount() - before;
    };
    const first = await queriesFor('demo-doors');
    expect(await queriesFor('demo-doors')).toBe(first - 1);
    clock.now += 4_999;
    expect(await queriesFor('demo-doors')).toBe(first - 1);
    clock.now += 2;
    expect(await queriesFor('demo-doors')).toBe(first);
    expect(await queriesFor('demo-unknown-1')).toBe(1);
    expect(await queriesFor('demo-unknown-1')).toBe(0);
    for (let i = 0; i < 1500; i += 1)
      await timed.inject({ url: '/settings/footer_settings', headers: { 'x-site-token': `junk-${i}` } });
    expect(await queriesFor('demo-doors')).toBe(first - 1);
  });
});
