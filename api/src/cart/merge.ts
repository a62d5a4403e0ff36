// merge-cart: at sign-in the user's cart takes the guest cart the browser had. The same product adds
// its counts, capped at the stock (spec, "a load may merge"); the guest cart is deleted with its
// lines and the promo use it held, so a second call finds nothing to merge and changes nothing.
// Locks the guest cart before the user's, the one order every merge takes, so two never wait on
// each other.
import type { Cart } from '@vitrina/contract';
import { normaliseQuantity } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import type { CartScope } from './owner.ts';
import { releaseUse } from './promo/codes.ts';
import { loadCart } from './read.ts';
import { deleteCart, linesOf, lockCart, lockOrCreateCart, saveLine } from './store.ts';

async function moveLines(tx: Db, from: number, to: number, now: Date) {
  const had = new Map((await linesOf(tx, to)).map((line) => [line.product.id, line.count]));
  for (const { product, count } of await linesOf(tx, from)) {
    const sum = normaliseQuantity((had.get(product.id) ?? 0) + count, product.multiplicity);
    const merged = Math.min(sum, product.stock);
    // Nothing left in stock: the line stays out (or as the user had it).
    if (merged > 0 && merged !== had.get(product.id)) await saveLine(tx, to, product.id, merged, now);
  }
}

export async function mergeGuestCart(scope: CartScope, guestToken: string): Promise<Cart> {
  const { db, site, owner, now } = scope;
  await db.transaction(async (tx) => {
    const guestCart = await lockCart(tx, site.id, { kind: 'guest', token: guestToken }, now);
    if (guestCart === null) return;
    const userCart = await lockOrCreateCart(tx, site.id, owner, now);
    await moveLines(tx, guestCart, userCart, now);
    await deleteCart(tx, guestCart);
    await releaseUse(tx, userCart);
  });
  return (await loadCart(scope)).cart;
}
