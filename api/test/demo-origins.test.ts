// The demo shops' public origins follow the demo gateway's port; origins an operator set never move.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { isPublicOrigin } from '@vitrina/contract';

import { sites } from '../src/db/schema/index.ts';
import { demoOrigin, followDemoPort, isDemoOrigin } from '../src/seed/demo-origins.ts';
import { openTestDatabase } from './app.ts';

const database = await openTestDatabase();
afterAll(() => database.close());

describe('demo origins', () => {
  it('puts a brand on its .localhost name and the given port, a valid public origin', () => {
    expect(demoOrigin('doors-2', 3100)).toBe('http://doors-2.localhost:3100');
    expect(isPublicOrigin(demoOrigin('doors-2', 3100))).toBe(true);
  });

  it.each([
    ['http://pharmacy.localhost:3000', true],
    ['http://pharmacy.localhost', true],
    ['https://pharmacy.localhost:3000', false],
    ['http://tech.localhost:3000', false],
    ['https://farmacia.md', false],
  ])('takes %s for a demo origin of pharmacy: %s', (origin, demo) => {
    expect(isDemoOrigin('pharmacy', origin)).toBe(demo);
  });
});

describe('following the demo port', () => {
  it('moves demo shops to the port and leaves an origin an operator set alone', async () => {
    const key = `origin-test-${process.pid}-${Date.now()}`;
    const [demo, real] = [`${key}-demo`, `${key}-real`];
    const row = (brand: string, publicOrigin: string) => ({
      token: brand,
      brandKey: brand,
      hosts: [`${brand}.localhost`],
      publicOrigin,
      theme: 'light',
      langs: ['ro'],
      mainLang: 'ro',
      currency: 'MDL',
    });
    await database.db
      .insert(sites)
      .values([row(demo, `http://${demo}.localhost:3999`), row(real, 'https://shop.example')]);
    try {
      // 3000 is where the run's seed put the shared demo brands: they stay as other files expect them.
      await followDemoPort(database.db, 3000);
      const origin = async (brand: string) =>
        (await database.db.select().from(sites).where(eq(sites.brandKey, brand)))[0]?.publicOrigin;
      expect(await origin(demo)).toBe(`http://${demo}.localhost:3000`);
      expect(await origin(real)).toBe('https://shop.example');
      expect(await origin('pharmacy')).toBe('http://pharmacy.localhost:3000');
    } finally {
      await database.db.delete(sites).where(inArray(sites.brandKey, [demo, real]));
    }
  });

  it('refuses an origin with a path in the database itself', async () => {
    const brand = `origin-test-${process.pid}-${Date.now()}-path`;
    const insert = database.db.insert(sites).values({
      token: brand,
      brandKey: brand,
      hosts: [`${brand}.localhost`],
      publicOrigin: `http://${brand}.localhost/evil?x=1`,
      theme: 'light',
      langs: ['ro'],
      mainLang: 'ro',
      currency: 'MDL',
    });
    await expect(insert).rejects.toThrow();
  });
});
