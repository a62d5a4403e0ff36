// general/v2/novapost/*: the parcel carrier's look-ups and route price over the bundled dataset,
// each answer in `data`, bad input in the one error shape; and a carrier given to the routes
// replaces the dataset (how a shop plugs the real carrier).
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';

import {
  carrierCityResponse,
  carrierPointResponse,
  carrierPriceResponse,
  carrierStreetResponse,
  errorSchema,
} from '@vitrina/contract';

import type { ParcelCarrier } from '../src/delivery/carrier/carrier.ts';
import { localCarrier } from '../src/delivery/carrier/local-carrier.ts';
import { carrierRoutes } from '../src/routes/delivery/carrier.ts';
import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const ask = (path: string, payload: object, lang = 'uk') =>
  app.inject({ method: 'POST', url: `/general/v2/novapost/${path}`, headers: site('tech', lang), payload });

async function dataOf<T>(path: string, payload: object, schema: { parse(v: unknown): { data: T[] } }, lang = 'uk') {
  const res = await ask(path, payload, lang);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json()).data;
}

describe('cities and streets', () => {
  it('finds cities by the start of their name in any spelling, named in the request language', async () => {
    expect(await dataOf('city', { query: 'Ки' }, carrierCityResponse)).toEqual([
      { ref: 'np-city-kyiv', description: 'Київ', area: 'Київська' },
    ]);
    const lviv = await dataOf('city', { query: 'lv' }, carrierCityResponse, 'ru');
    expect(lviv.map((c) => c.description)).toEqual(['Львов']);
    expect((await dataOf('city', {}, carrierCityResponse)).length).toBeGreaterThan(3);
    expect(await dataOf('city', { query: 'Paris' }, carrierCityResponse)).toEqual([]);
  });

  it("finds a city's streets by the start of their name", async () => {
    const streets = await dataOf('street', { cityRef: 'np-city-kyiv', query: 'хре' }, carrierStreetResponse);
    expect(streets).toEqual([
      {
        ref: 'np-street-kyiv-khreshchatyk',
        streetType: 'вул.',
        description: 'Хрещатик',
        descriptionRo: 'Khreshchatyk',
      },
    ]);
    expect(await dataOf('street', { cityRef: 'np-city-nowhere', query: '' }, carrierStreetResponse)).toEqual([]);
  });
});

describe('branches and post machines', () => {
  it("lists a city's branches, by the start of their number", async () => {
    const all = await dataOf('warehouse', { cityRef: 'np-city-kyiv' }, carrierPointResponse);
    expect(all.map((w) => w.number)).toEqual(['1', '12', '105']);
    const ones = await dataOf('warehouse', { cityRef: 'np-city-kyiv', number: '1' }, carrierPointResponse, 'en');
    expect(ones.map((w) => w.address.description)).toEqual([
      '135 Pyrohivskyi Shliakh St',
      '22 Khreshchatyk St',
      '67 Peremohy Ave',
    ]);
    expect(await dataOf('warehouse', { cityRef: 'np-city-kyiv', number: '12' }, carrierPointResponse)).toHaveLength(1);
  });

  it("lists a city's post machines", async () => {
    const machines = await dataOf('postmachine', { cityRef: 'np-city-lviv' }, carrierPointResponse);
    expect(machines).toEqual([
      { ref: 'np-pm-lviv-6010', number: '6010', address: { description: 'вул. Городоцька, 48' } },
    ]);
    expect(await dataOf('postmachine', { cityRef: 'np-city-kharkiv' }, carrierPointResponse)).toEqual([]);
  });
});

describe('delivery-price', () => {
  const price = (payload: object, lang = 'uk') => dataOf('delivery-price', payload, carrierPriceResponse, lang);

  it('prices a known route: an object as the first element of data', async () => {
    expect(await price({ type: 'warehouse', city_ref_id: 'np-city-kyiv', warehouse_ref_id: 'np-wh-kyiv-12' })).toEqual([
      { cost: 60, currency: 'UAH', days: 1 },
    ]);
    expect(
      await price({ type: 'postmachine', city_ref_id: 'np-city-lviv', postmachine_ref_id: 'np-pm-lviv-6010' }),
    ).toEqual([{ cost: 70, currency: 'UAH', days: 2 }]);
    expect(await price({ type: 'courier', city_ref_id: 'np-city-odesa' })).toEqual([
      { cost: 125, currency: 'UAH', days: 2 },
    ]);
  });

  it('answers a warning text for a route it cannot price, in the request language', async () => {
    expect(await price({ type: 'courier', city_ref_id: 'np-city-paris' }, 'ru')).toEqual([
      'Перевозчик не доставляет в этот город.',
    ]);
    // A branch of another city.
    expect(
      await price({ type: 'warehouse', city_ref_id: 'np-city-lviv', warehouse_ref_id: 'np-wh-kyiv-12' }, 'en'),
    ).toEqual(['Choose a branch or a post machine of this city.']);
    expect(await price({ type: 'postmachine', city_ref_id: 'np-city-kyiv' }, 'en')).toEqual([
      'Choose a branch or a post machine of this city.',
    ]);
  });
});

describe('bad input', () => {
  it.each<[string, object, string]>([
    ['street', { query: 'x' }, 'cityRef'],
    ['street', { cityRef: '', query: 'x' }, 'cityRef'],
    ['warehouse', { cityRef: 'x'.repeat(65) }, 'cityRef'],
    ['postmachine', { cityRef: 'np-city-kyiv', number: 12 }, 'number'],
    ['city', { query: 'a'.repeat(101) }, 'query'],
    ['city', { query: 'a\u0000' }, 'query'],
    ['delivery-price', { type: 'drone', city_ref_id: 'np-city-kyiv' }, 'type'],
    ['delivery-price', { type: 'courier' }, 'city_ref_id'],
  ])('%s with %j is a 400 naming %s', async (path, payload, field) => {
    const res = await ask(path, payload);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toHaveProperty(field);
  });
});

describe('a carrier given to the routes', () => {
  it('answers instead of the bundled dataset', async () => {
    const real: ParcelCarrier = {
      ...localCarrier(),
      cities: async (query) => [{ ref: 'real-1', description: `Real ${query}`, area: 'Area' }],
      deliveryPrice: async () => 'Tariffs are being updated',
    };
    const plugged = Fastify();
    plugged.setValidatorCompiler(validatorCompiler);
    plugged.setSerializerCompiler(serializerCompiler);
    plugged.decorateRequest('lang', 'uk');
    const headers = { 'x-site-token': 'any' };
    await plugged.register(carrierRoutes, { carrier: real });
    const city = await plugged.inject({
      method: 'POST',
      url: '/general/v2/novapost/city',
      headers,
      payload: { query: 'Dnipro' },
    });
    expect(carrierCityResponse.parse(city.json()).data).toEqual([
      { ref: 'real-1', description: 'Real Dnipro', area: 'Area' },
    ]);
    const priced = await plugged.inject({
      method: 'POST',
      url: '/general/v2/novapost/delivery-price',
      headers,
      payload: { type: 'courier', city_ref_id: 'x' },
    });
    expect(carrierPriceResponse.parse(priced.json()).data).toEqual(['Tariffs are being updated']);
    await plugged.close();
  });
});
