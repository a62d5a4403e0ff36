// A cart as the client gets it: each line with its product as it is now, in the request's language,
// and the sums, all computed here from minor units with the domain's rules and sent in major units.
import type { Cart, CartProduct } from '@vitrina/contract';
import type { Currency, PricedLine } from '@vitrina/domain';
import { discountPercent, goodsTotalMinor, loyaltyPointsOf, roundQuantity, savedMinor, toMajor } from '@vitrina/domain';

import { productImage, productUrl, t, type LangContext } from '../catalog/localise.ts';
import { priceWithPromo, type PromoPricing, type PromoTerms } from './promo/pricing.ts';
import type { LineRow } from './store.ts';

/** The reference back end has no payment rules per product: every product may be paid by card. */
export const CARD_PAYMENT_AVAILABLE = true;

export const pricedLine = (line: LineRow): PricedLine & { productId: number } => ({
  productId: line.product.id,
  priceMinor: line.product.priceMinor,
  oldPriceMinor: line.product.oldPriceMinor,
  count: line.count,
  loyaltyGive: line.product.loyaltyGive,
  loyaltyChecked: line.loyaltyChecked,
});

function productView(line: LineRow, ctx: LangContext, unitDiscountMinor: number | undefined): CartProduct {
  const { product } = line;
  const discounted =
    unitDiscountMinor === undefined
      ? {}
      : {
          priceWithDiscount: toMajor(product.priceMinor - unitDiscountMinor),
          discountAmount: toMajor(unitDiscountMinor),
          discountPercentage: discountPercent(product.priceMinor - unitDiscountMinor, product.priceMinor),
        };
  return {
    id: product.id,
    product_id: product.id,
    title: t(product.title, ctx),
    code: product.code,
    url: productUrl(t(product.slug, ctx)),
    img: productImage(product.id),
    price: toMajor(product.priceMinor),
    old_price: product.oldPriceMinor === null ? null : toMajor(product.oldPriceMinor),
    count: line.count,
    multiplicity: product.multiplicity,
    stock: product.stock,
    home_delivery: product.homeDelivery,
    card_payment_available: CARD_PAYMENT_AVAILABLE,
    is_recipe: product.isRecipe,
    // A product that earns points is one the shop's loyalty programme covers, so points may pay it.
    is_loyalty_active: product.loyaltyGive > 0,
    loyalty_checked: line.loyaltyChecked,
    loyalty_give: product.loyaltyGive,
    active: product.active,
    available: product.available,
    has_associated_products: product.hasAssociated,
    ...discounted,
  };
}

export interface CartView {
  lines: LineRow[];
  pricing: PromoPricing | null;
  cart: Cart;
}

/** The cart answer; with a promo its lines carry their discount and the totals include it. */
export function cartView(lines: LineRow[], promo: PromoTerms | null, ctx: LangContext, currency: Currency): CartView {
  const priced = lines.map(pricedLine);
  const pricing = promo ? priceWithPromo(promo, priced) : null;
  const goods = goodsTotalMinor(priced);
  const total = pricing ? pricing.generalPriceMinor : goods;
  const cart: Cart = {
    total_count: roundQuantity(priced.reduce((sum, line) => sum + line.count, 0)),
    total_discount: toMajor(savedMinor(priced) + goods - total),
    total_price: toMajor(total),
    loyalty_give: loyaltyPointsOf(priced),
    currency,
    promo_code: promo?.code ?? null,
    products: lines.map((line) => productView(line, ctx, pricing?.unitDiscountMinor.get(line.product.id))),
  };
  return { lines, pricing, cart };
}
