// Promo usage limits: in all, per shopper, single use, and a single-use code applied by 30 shoppers
// at once going to exactly one of them (on PostgreSQL the requests really run in parallel).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { promoCodes, promoCodeUses } from '../src/db/schema/index.ts';

import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  errorOf,
  guest,
  promoOf,
  signedIn,
} from './cart-support.ts';

const shop = await buildCartShop();
const product = await addProduct(shop, { stock: 1000 });

async function spentUse(code: string, by: { userId?: number; guestToken?: string }) {
  const [row] = await shop.app.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  await shop.app.db.insert(promoCodeUses).values({ promoCodeId: row!.id, usedAt: new Date(), ...by });
}

async function shopperWithCart() {
  const who = guest();
  await add(shop, who, product);
  return who;
}

describe('usage limits', () => {
  it('stops a code at its total number of uses', async () => {
    const code = await addPromo(shop, { maxUses: 2 });
    for (let i = 0; i < 2; i++) promoOf(await applyCode(shop, await shopperWithCart(), code));
    expect(errorOf(await applyCode(shop, await shopperWithCart(), code), 400)).toMatchObject({
      code: 'promo_limit_reached',
      fieldErrors: { code: ['This promo code has reached its usage limit'] },
    });
  });

  it("stops a shopper at the code's uses per shopper, counting uses spent by orders, and not the others", async () => {
    const code = await addPromo(shop, { maxUsesPerUser: 1 });
    const user = await signedIn(shop);
    const ana = await shopperWithCart();
    await add(shop, user, product);
    // Checkout keeps a use by letting go of its cart: a use of each shopper with no cart.
    await spentUse(code, { userId: user.id });
    await spentUse(code, { guestToken: (ana as { guest: string }).guest });
    for (const who of [user, ana]) {
      expect(errorOf(await applyCode(shop, who, code), 400)).toMatchObject({
        code: 'promo_user_limit',
        fieldErrors: { code: ['You have already used this promo code as many times as allowed'] },
      });
    }
    expect(promoOf(await applyCode(shop, await shopperWithCart(), code)).status).toBe('applied');
  });

  it('counts uses spent by orders against the total too', async () => {
    const code = await addPromo(shop, { maxUses: 1 });
    await spentUse(code, { guestToken: 'someone-who-ordered' });
    expect(errorOf(await applyCode(shop, await shopperWithCart(), code), 400).code).toBe('promo_limit_reached');
  });

  it('gives a single-use code applied by 30 shoppers at once to exactly one', async () => {
    const code = await addPromo(shop, { singleUse: true });
    const shoppers = await Promise.all(Array.from({ length: 30 }, shopperWithCart));
    const answers = await Promise.all(shoppers.map((who) => applyCode(shop, who, code)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(29);
    const refusals = new Set(answers.filter((res) => res.statusCode === 400).map((res) => res.json().code));
    expect([...refusals]).toEqual(['promo_already_used']);
  });

  it('counts 30 parallel claims of a code limited to 5 uses exactly', async () => {
    const code = await addPromo(shop, { maxUses: 5 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, shopperWithCart));
    const answers = await Promise.all(shoppers.map((who) => applyCode(shop, who, code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
  });
});
